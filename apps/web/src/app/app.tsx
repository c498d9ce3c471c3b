import { createBrowserRouter, RouterProvider } from 'react-router';
import { appRoutes } from '@/app/app-routes';

const router = createBrowserRouter(appRoutes());

/** Resolves once the router has the first page's code (and, at most DATA_WAIT_MS, its data). */
export const routerReady = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

export function App() {
  return <RouterProvider router={router} />;
}
