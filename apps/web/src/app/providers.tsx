import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { SessionProvider } from '@/app/session-context';
import { ScrollToTop } from '@/app/scroll-to-top';
import { toasterRequest, wantToaster } from '@/lib/toast';

// Mounted with the first toast, or this long after the app starts (src/lib/toast.ts): no page waits
// for sonner to paint.
export const TOASTER_DELAY_MS = 3_000;
const Toaster = lazy(() => import('@/components/ui/toaster'));

/** Root providers. Must sit inside a router (the session store navigates). TanStack Query: see AreaProviders. */
export function Providers({ children }: { children: ReactNode }) {
  const toaster = useSyncExternalStore(
    toasterRequest.subscribe,
    toasterRequest.wanted,
    () => false,
  );
  useEffect(() => {
    const timer = setTimeout(wantToaster, TOASTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <SessionProvider>
      <ScrollToTop />
      {children}
      {toaster && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </SessionProvider>
  );
}
