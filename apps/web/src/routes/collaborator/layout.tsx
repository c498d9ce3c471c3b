import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import {
  CalendarDays,
  CircleUserRound,
  Coins,
  House,
  LogOut,
  MessageCircleHeart,
  Search,
} from 'lucide-react';
import { Logo } from '@/components/brand/logo';
import { PageLoader } from '@/app/page-loader';
import { useSession } from '@/app/use-session';
import { isActive, type NavItem } from '@/app/layouts/nav-types';
import { cn } from '@/lib/cn';

const items: NavItem[] = [
  { label: 'Início', to: '/collaborator/app/dashboard', icon: House },
  {
    label: 'Minhas sessões',
    to: '/collaborator/app/appointments-history',
    icon: CalendarDays,
    mobileLabel: 'Sessões',
  },
  {
    label: 'Buscar psicólogos',
    to: '/collaborator/app/psychologists',
    icon: Search,
    mobileLabel: 'Buscar',
  },
  {
    label: 'Psi Priscila',
    to: '/collaborator/app/psi-priscila',
    icon: MessageCircleHeart,
    mobileLabel: 'Priscila',
  },
  { label: 'Créditos', to: '/collaborator/app/credits', icon: Coins },
];
/** Beside 'Sair' on wider screens (the top menu has no room for a fifth item at 768 px); a fifth tab on phones. */
const account: NavItem = {
  label: 'Minha conta',
  to: '/collaborator/app/account',
  icon: CircleUserRound,
  // Six tabs share 390 px: every label on one line.
  mobileLabel: 'Conta',
};

/** Collaborator shell: top bar on every size, plus a bottom tab bar on phones (thumb reach). */
export default function CollaboratorLayout() {
  const { signOut } = useSession('collaborator');
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col bg-sand-50">
      <header className="sticky top-0 z-40 border-b border-sand-200 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to={items[0].to} aria-label="Acolher, início">
            <Logo />
          </Link>
          <nav aria-label="Menu principal" className="hidden md:block">
            <ul className="flex items-center gap-1">
              {items.map((item) => {
                const active = isActive(pathname, item.to);
                return (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      aria-current={active ? 'page' : undefined}
                      className={cn(
                        'flex h-10 items-center gap-2 rounded-xl px-3 text-[15px] font-semibold whitespace-nowrap transition-colors lg:px-3.5',
                        active
                          ? 'bg-brand-50 text-brand-800'
                          : 'text-sand-700 hover:bg-sand-100 hover:text-sand-900',
                      )}
                    >
                      <item.icon className="size-[18px]" aria-hidden />
                      {/* Five items: icons only between 768 and 1024 px, where the labels do not fit. */}
                      <span className="sr-only lg:not-sr-only">{item.label}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="flex items-center gap-1">
            <Link
              to={account.to}
              aria-current={isActive(pathname, account.to) ? 'page' : undefined}
              className={cn(
                'hidden h-10 items-center gap-2 rounded-xl px-3 text-[15px] font-semibold transition-colors md:flex',
                isActive(pathname, account.to)
                  ? 'bg-brand-50 text-brand-800'
                  : 'text-sand-700 hover:bg-sand-100 hover:text-sand-900',
              )}
            >
              <account.icon className="size-[18px]" aria-hidden />
              <span className="sr-only lg:not-sr-only">{account.label}</span>
            </Link>
            <button
              type="button"
              onClick={() => signOut()}
              className="flex h-10 cursor-pointer items-center gap-2 rounded-xl px-3 text-[15px] font-semibold text-sand-700 hover:bg-red-50 hover:text-red-700"
            >
              <LogOut className="size-[18px]" aria-hidden />
              Sair
            </button>
          </div>
        </div>
      </header>
      <main
        id="conteudo"
        className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-28 sm:px-6 md:pb-12 lg:pt-10"
      >
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <nav
        aria-label="Menu principal"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-sand-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
      >
        <ul className="grid grid-cols-6">
          {[...items, account].map((item) => {
            const active = isActive(pathname, item.to);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex min-h-16 flex-col items-center justify-center gap-1 px-1 py-1.5 text-center text-sm leading-tight font-bold',
                    active ? 'text-brand-700' : 'text-sand-500',
                  )}
                >
                  <span
                    className={cn(
                      'grid h-7 w-12 place-items-center rounded-full transition-colors',
                      active && 'bg-brand-100',
                    )}
                  >
                    <item.icon className="size-5" aria-hidden />
                  </span>
                  {item.mobileLabel ?? item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
