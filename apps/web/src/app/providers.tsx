import { lazy, Suspense, type ReactNode } from 'react';
import { SessionProvider } from '@/app/session-context';
import { ScrollToTop } from '@/app/scroll-to-top';

// Loaded after the first paint: sonner is not needed to show the landing page.
const Toaster = lazy(() => import('@/components/ui/toaster'));

/** Root providers. Must sit inside a router (the session store navigates). TanStack Query: see AreaProviders. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <ScrollToTop />
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </SessionProvider>
  );
}
