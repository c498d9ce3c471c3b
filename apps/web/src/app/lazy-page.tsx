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
import { createRoutesFromChildren, matchRoutes, type Params } from 'react-router';
import { PageLoader } from '@/app/page-loader';

type Module<P> = {
  default: ComponentType<P>;
  /** The page's reads, put in the query cache before its first render (see `preload`). */
  preloadData?: (params: Params) => Promise<unknown>;
};
type Preloadable = { preload: (pathname: string, params: Params) => Promise<unknown> };

/** How long a page's first render may wait for its reads once its code is here (decision 1006). */
export const DATA_WAIT_MS = 800;

/**
 * A page loaded on first visit (its own chunk), with a calm loader meanwhile. `preload` starts its
 * code before it renders; code that has arrived renders at once, with no loader in between. When
 * the page's module exports `preloadData`, `preload` also waits (at most DATA_WAIT_MS) for the reads
 * it starts: the page then renders once, whole, instead of skeletons, then each answer, each in a
 * render of its own (decision 1014: blocking time and largest paint of the booking page).
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
  LazyPage.preload = (_pathname?: string, params?: Params) =>
    preload().then((module) =>
      module.preloadData && params
        ? Promise.race([module.preloadData(params), delay(DATA_WAIT_MS)])
        : module,
    );
  return LazyPage;
}

/**
 * Starts the code of every lazy part that `routes` render for `pathname` (layouts, providers, the
 * page; an area's own routes through its `preload`), all at once rather than each after the one
 * around it has rendered; resolves when all of it has arrived (decision 1006).
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
      if (typeof preload === 'function') parts.push(preload(pathname, params));
      visit(child.props.children);
    });
  const matches = matchRoutes(createRoutesFromChildren(routes), pathname, basename) ?? [];
  const params = matches.at(-1)?.params ?? {};
  for (const match of matches) visit(match.route.element);
  return Promise.all(parts);
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
