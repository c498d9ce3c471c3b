import type { ComponentType } from 'react';
import { Navigate, type LoaderFunction, type RouteObject } from 'react-router';
import { RequireSession } from '@/app/require-session';
import type { Role } from '@/lib/roles';

/**
 * The pieces of every route table (src/app/app-routes.tsx and `routes/<area>/routes.tsx`), decision 1330.
 * A page is a module with a default export (the page) and, when it reads data, a `loader` made with
 * `pageData` (src/app/page-data.ts); the router fetches the code of every route a URL matches at
 * once, then runs their loaders.
 */
type PageModule<P> = { default: ComponentType<P>; loader?: LoaderFunction };

/** A page, its code fetched when a navigation first matches it (its own chunk). */
export function page<P extends object>(
  load: () => Promise<PageModule<P>>,
  ...props: keyof P extends never ? [] : [P]
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { default: Page, loader } = await load();
      return { element: <Page {...(props[0] as P)} />, ...(loader ? { loader } : {}) };
    },
  };
}

/**
 * The signed-in part of an area: the role's guard (src/app/require-session.tsx), TanStack Query
 * (src/app/area-providers.tsx, lazy so that no sign-in page downloads it) and `load`'s component, the
 * area's layout with its pages below it, or a full-screen page. `guard: false` for a page that uses
 * the area's data without a session (the psychologist's sign-up).
 */
export function signedIn(
  role: Role,
  load: () => Promise<PageModule<object>>,
  { guard = true }: { guard?: boolean } = {},
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [{ default: AreaProviders }, { default: Shell, loader }] = await Promise.all([
        import('@/app/area-providers'),
        load(),
      ]);
      const inside = (
        <AreaProviders role={role}>
          <Shell />
        </AreaProviders>
      );
      return {
        element: guard ? <RequireSession role={role}>{inside}</RequireSession> : inside,
        ...(loader ? { loader } : {}),
      };
    },
  };
}

/** A path that only sends elsewhere. */
export const redirectTo = (to: string): Pick<RouteObject, 'element'> => ({
  element: <Navigate to={to} replace />,
});

let rendered = false;
/** Whether the app has rendered its first page (src/app/app-routes.tsx): src/app/page-data.ts. */
export const appRendered = () => rendered;
export function markAppRendered(yes = true) {
  rendered = yes;
}
