import {
  Children,
  isValidElement,
  lazy,
  Suspense,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createRoutesFromChildren, matchRoutes } from 'react-router';
import { PageLoader } from '@/app/page-loader';

type Module<P> = { default: ComponentType<P> };
type Preloadable = { preload: (pathname: string) => Promise<unknown> };

/**
 * A page loaded on first visit (its own chunk), with a calm loader meanwhile. `preload` starts its
 * code before it renders; code that has arrived renders at once, with no loader in between.
 * `container`: a part that holds pages (an area's routes), not a page itself.
 */
export function lazyPage<P extends object = object>(
  load: () => Promise<Module<P>>,
  {
    fallback = <PageLoader />,
    container = false,
  }: { fallback?: ReactNode; container?: boolean } = {},
) {
  let loading: Promise<Module<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  function Loaded(props: P) {
    // Code already here renders at once; otherwise React.lazy suspends until it comes. The choice is
    // made once per mount: switching component types later would remount the page and lose its state.
    const [Page] = useState(() => loaded ?? Lazy);
    return <Page {...props} />;
  }
  function LazyPage(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
        {!container && <Hydrated />}
      </Suspense>
    );
  }
  LazyPage.preload = preload;
  return LazyPage;
}

/**
 * Starts the code of every lazy part that `routes` render for `pathname` (layouts, providers, the
 * page; an area's own routes through its `preload`), all at once rather than each after the one
 * around it has rendered; resolves when all of it has arrived (issue 10).
 */
export function preloadRoutes(
  routes: ReactNode,
  pathname: string,
  basename?: string,
): Promise<unknown> {
  const parts: Promise<unknown>[] = [];
  const visit = (node: ReactNode) =>
    Children.forEach(node, (child) => {
      if (!isValidElement<{ children?: ReactNode }>(child)) return;
      const { preload } = child.type as Partial<Preloadable>;
      if (typeof preload === 'function') parts.push(preload(pathname));
      visit(child.props.children);
    });
  for (const match of matchRoutes(createRoutesFromChildren(routes), pathname, basename) ?? [])
    visit(match.route.element);
  return Promise.all(parts);
}

/**
 * Commits with the page: on a prerendered page (apps/web/scripts/prerender.mjs) it tells the boot
 * script that the page's handlers are live, which presses again a button pressed before that.
 */
function Hydrated() {
  useLayoutEffect(() => {
    (window as { acolherHydrated?: () => void }).acolherHydrated?.();
  }, []);
  return null;
}
