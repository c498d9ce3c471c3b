import { Link, useLocation } from 'react-router';
import { Tooltip } from 'radix-ui';
import { LogOut, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Logo } from '@/components/brand/logo';
import { cn } from '@/lib/cn';
import { isActive, type NavItem } from '@/app/layouts/nav-types';

type SidebarProps = {
  items: NavItem[];
  collapsed: boolean;
  onToggle: () => void;
  greeting: string;
  subtitle: string;
  onSignOut: () => void;
};

const itemClass = (active: boolean, collapsed: boolean) =>
  cn(
    'group flex h-11 items-center gap-3 rounded-xl text-[15px] font-semibold transition-colors',
    collapsed ? 'w-11 justify-center' : 'px-3',
    active
      ? 'bg-brand-700 text-white shadow-sm'
      : 'text-sand-700 hover:bg-brand-50 hover:text-brand-800',
  );

function WithTooltip({
  show,
  label,
  children,
}: {
  show: boolean;
  label: string;
  children: React.ReactElement;
}) {
  if (!show) return children;
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="right"
          sideOffset={10}
          className="z-50 rounded-lg bg-sand-900 px-2.5 py-1.5 text-sm font-semibold text-white shadow-lift"
        >
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/** Desktop side menu, wide (greeting + labels) or narrow (icons with tooltips). */
export function Sidebar({
  items,
  collapsed,
  onToggle,
  greeting,
  subtitle,
  onSignOut,
}: SidebarProps) {
  const { pathname } = useLocation();
  return (
    <Tooltip.Provider>
      <aside
        className={cn(
          'sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-sand-200 bg-white/80 backdrop-blur transition-[width] duration-200 lg:flex',
          collapsed ? 'w-[76px] items-center px-3' : 'w-68 px-4',
        )}
      >
        <div
          className={cn('flex h-18 items-center', collapsed ? 'justify-center' : 'justify-between')}
        >
          <Link to={items[0]?.to ?? '/'} aria-label="Acolher, página inicial da área">
            <Logo withText={!collapsed} />
          </Link>
          {!collapsed && (
            <button
              type="button"
              onClick={onToggle}
              aria-label="Recolher menu"
              aria-expanded
              className="grid size-9 cursor-pointer place-items-center rounded-lg text-sand-500 hover:bg-sand-100 hover:text-sand-800"
            >
              <PanelLeftClose className="size-5" />
            </button>
          )}
        </div>
        {collapsed ? (
          <WithTooltip show label="Expandir menu">
            <button
              type="button"
              onClick={onToggle}
              aria-label="Expandir menu"
              aria-expanded={false}
              className="mb-4 grid size-11 cursor-pointer place-items-center rounded-xl text-sand-500 hover:bg-sand-100 hover:text-sand-800"
            >
              <PanelLeftOpen className="size-5" />
            </button>
          </WithTooltip>
        ) : (
          <div className="mb-5 rounded-2xl bg-gradient-to-br from-brand-50 to-sand-100 px-4 py-3.5">
            <p className="truncate text-base font-bold text-sand-900">{greeting}</p>
            <p className="text-sm text-brand-700">{subtitle}</p>
          </div>
        )}
        <nav aria-label="Menu principal" className="flex-1">
          <ul className="grid gap-1">
            {items
              .filter((i) => !i.mobileOnly)
              .map((item) => {
                const active = isActive(pathname, item.to);
                return (
                  <li key={item.to}>
                    <WithTooltip show={collapsed} label={item.label}>
                      <Link
                        to={item.to}
                        aria-current={active ? 'page' : undefined}
                        aria-label={collapsed ? item.label : undefined}
                        className={itemClass(active, collapsed)}
                      >
                        <item.icon className="size-5 shrink-0" aria-hidden />
                        {!collapsed && <span className="truncate">{item.label}</span>}
                      </Link>
                    </WithTooltip>
                  </li>
                );
              })}
          </ul>
        </nav>
        <div className="border-t border-sand-200 py-4">
          <WithTooltip show={collapsed} label="Sair">
            <button
              type="button"
              onClick={onSignOut}
              aria-label={collapsed ? 'Sair' : undefined}
              className={cn(
                itemClass(false, collapsed),
                'w-full cursor-pointer hover:bg-red-50 hover:text-red-700',
                collapsed && 'w-11',
              )}
            >
              <LogOut className="size-5 shrink-0" aria-hidden />
              {!collapsed && 'Sair'}
            </button>
          </WithTooltip>
        </div>
      </aside>
    </Tooltip.Provider>
  );
}
