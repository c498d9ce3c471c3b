import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoader } from '@/app/page-loader';

/** A page loaded on first visit (its own chunk), with a calm loader meanwhile. */
export function lazyPage<P extends object = object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Page = lazy(load);
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageLoader />}>
        <Page {...props} />
      </Suspense>
    );
  };
}
