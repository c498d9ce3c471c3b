import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Dialog } from 'radix-ui';
import { LogOut, Menu, X } from 'lucide-react';
import { Logo } from '@/components/brand/logo';
import { cn } from '@/lib/cn';
import { isActive, type NavItem } from '@/app/layouts/nav-types';

type MobileTopBarProps = {
  items: NavItem[];
  greeting: string;
  subtitle: string;
  onSignOut: () => void;
  homeTo: string;
};

/** Phone/tablet top bar; the menu drops down under it and closes on route change, overlay click or Escape. */
export function MobileTopBar({ items, greeting, subtitle, onSignOut, homeTo }: MobileTopBarProps) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <header className="sticky top-0 z-40 flex h-16 items-center justify-between border-b border-sand-200 bg-white/90 px-4 backdrop-blur lg:hidden">
        <Link to={homeTo} aria-label="Acolher, página inicial da área">
          <Logo />
        </Link>
        <Dialog.Trigger
          className="grid size-11 cursor-pointer place-items-center rounded-xl text-sand-700 hover:bg-sand-100"
          aria-label={open ? 'Fechar menu' : 'Abrir menu'}
        >
          {open ? <X className="size-6" /> : <Menu className="size-6" />}
        </Dialog.Trigger>
      </header>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 top-16 z-40 bg-sand-900/30 data-[state=open]:animate-fade-in lg:hidden" />
        <Dialog.Content className="fixed inset-x-0 top-16 z-40 rounded-b-3xl border-b border-sand-200 bg-white px-4 pt-3 pb-5 shadow-lift data-[state=open]:animate-pop-in focus:outline-none lg:hidden">
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <Dialog.Description className="sr-only">Navegação da área</Dialog.Description>
          <div className="mb-3 rounded-2xl bg-brand-50 px-4 py-3">
            <p className="truncate font-bold text-sand-900">{greeting}</p>
            <p className="text-sm text-brand-700">{subtitle}</p>
          </div>
          <nav aria-label="Menu principal">
            <ul className="grid gap-1">
              {items.map((item) => {
                const active = !item.disabled && isActive(pathname, item.to);
                const cls = cn(
                  'flex h-12 items-center gap-3 rounded-xl px-3 text-base font-semibold',
                  active ? 'bg-brand-700 text-white' : 'text-sand-800 hover:bg-brand-50',
                  item.disabled && 'cursor-not-allowed text-sand-400 hover:bg-transparent',
                );
                const label = item.mobileLabel ?? item.label;
                return (
                  <li key={item.to}>
                    {item.disabled ? (
                      <span className={cls} aria-disabled="true">
                        <item.icon className="size-5" aria-hidden />
                        {label}
                        <span className="ml-auto rounded-full bg-sand-100 px-2 py-0.5 text-sm font-bold text-sand-500">
                          Em breve
                        </span>
                      </span>
                    ) : (
                      <Link
                        to={item.to}
                        className={cls}
                        aria-current={active ? 'page' : undefined}
                        onClick={() => setOpen(false)}
                      >
                        <item.icon className="size-5" aria-hidden />
                        {label}
                      </Link>
                    )}
                  </li>
                );
              })}
              <li className="mt-1 border-t border-sand-200 pt-2">
                <button
                  type="button"
                  onClick={onSignOut}
                  className="flex h-12 w-full cursor-pointer items-center gap-3 rounded-xl px-3 text-base font-semibold text-sand-800 hover:bg-red-50 hover:text-red-700"
                >
                  <LogOut className="size-5" aria-hidden />
                  Sair
                </button>
              </li>
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
