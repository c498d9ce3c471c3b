import { lazy, Suspense, useLayoutEffect, type ComponentType } from 'react';
import { PageLoader } from '@/app/page-loader';

/** A page loaded on first visit (its own chunk), with a calm loader meanwhile. */
export function lazyPage<P extends object = object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Page = lazy(load);
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageLoader />}>
        <Page {...props} />
        <Hydrated />
      </Suspense>
    );
  };
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
