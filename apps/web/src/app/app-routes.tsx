import { useEffect, type ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { Providers } from '@/app/providers';
import { markAppRendered, page, redirectTo } from '@/app/route-kit';
import { administratorRoutes } from '@/routes/administrator/routes';
import { collaboratorRoutes } from '@/routes/collaborator/routes';
import { companyRoutes } from '@/routes/company/routes';
import { psychologistRoutes } from '@/routes/psychologist/routes';

/**
 * Every page of the app, one data-route table (decision 1330): the public pages here, each area's
 * in `routes/<area>/routes.tsx`. `extra` renders beside the pages (tests put probes there).
 */
export function appRoutes(extra?: ReactNode): RouteObject[] {
  return [
    {
      element: <Root>{extra}</Root>,
      // Until the first page's code (and data) are here; src/main.tsx renders only after that.
      hydrateFallbackElement: <></>,
      children: [
        { path: '/', ...page(() => import('@/routes/public/landing-page')) },
        { path: '/sign-in', ...page(() => import('@/routes/public/profile-chooser-page')) },
        { path: '/not-found', ...page(() => import('@/routes/public/not-found-page')) },
        { path: '/contact', ...page(() => import('@/routes/public/contact-page')) },
        { path: '/terms', ...page(() => import('@/routes/public/terms-page')) },
        { path: '/privacy', ...page(() => import('@/routes/public/privacy-page')) },
        { path: '/quem-somos', ...page(() => import('@/routes/public/about-page')) },
        { path: '/declaracao/:code', ...page(() => import('@/routes/public/declaration-page')) },
        {
          path: '/auth/reset-password',
          ...page(() => import('@/routes/auth/reset-password-page')),
        },
        { path: '/auth/confirm-email', ...page(() => import('@/routes/auth/confirm-email-page')) },
        {
          path: '/auth/cancel-contact-change',
          ...page(() => import('@/routes/auth/cancel-contact-change-page')),
        },
        { path: '/administrator', children: administratorRoutes },
        { path: '/company', children: companyRoutes },
        { path: '/collaborator', children: collaboratorRoutes },
        { path: '/psychologist', children: psychologistRoutes },
        { path: '*', ...redirectTo('/not-found') },
      ],
    },
  ];
}

function Root({ children }: { children?: ReactNode }) {
  useEffect(() => markAppRendered(), []);
  return (
    <Providers>
      <Hydrated />
      <Outlet />
      {children}
    </Providers>
  );
}

/**
 * After the first page's commit: on a prerendered page (apps/web/scripts/prerender.mjs) it tells the
 * boot script that the page's handlers are live, which presses again a button pressed before that.
 * A passive effect, so every layout effect of that commit has run: React Router's `navigate` ignores
 * a call made before its own layout effect, and a held 'Começar agora gratuitamente' was lost.
 */
function Hydrated() {
  useEffect(() => {
    (window as { acolherHydrated?: () => void }).acolherHydrated?.();
  }, []);
  return null;
}
