import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '@/app/page-loader';
import { useSession } from '@/app/use-session';
import { Sidebar } from '@/app/layouts/sidebar';
import { MobileTopBar } from '@/app/layouts/mobile-top-bar';
import { firstName, type NavItem } from '@/app/layouts/nav-types';
import type { Role } from '@/lib/roles';

const COLLAPSE_KEY = 'acolher:ui:sidebar-collapsed';
const PRODUCT_SUBTITLE = 'Saúde mental corporativa';

type SideNavLayoutProps = {
  role: Role;
  items: NavItem[];
  greetingName?: (user: Record<string, unknown>) => string;
};

/** Shell of the administrator, company and psychologist areas: side menu on desktop, top bar on phones. */
export function SideNavLayout({ role, items, greetingName }: SideNavLayoutProps) {
  const { user, signOut } = useSession(role);
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSE_KEY) === '1');
  const toggle = () =>
    setCollapsed((c) => {
      localStorage.setItem(COLLAPSE_KEY, c ? '0' : '1');
      return !c;
    });
  const onSignOut = () => signOut();
  const name = greetingName ? greetingName(user) : firstName(user.name);
  const greeting = name ? `Olá, ${name}` : 'Olá!';

  return (
    <div className="flex min-h-dvh bg-sand-50">
      <Sidebar
        items={items}
        collapsed={collapsed}
        onToggle={toggle}
        greeting={greeting}
        subtitle={PRODUCT_SUBTITLE}
        onSignOut={onSignOut}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <MobileTopBar
          items={items}
          greeting={greeting}
          subtitle={PRODUCT_SUBTITLE}
          onSignOut={onSignOut}
          homeTo={items[0]?.to ?? '/'}
        />
        <main
          id="conteudo"
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-10"
        >
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
