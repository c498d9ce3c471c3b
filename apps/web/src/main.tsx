import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadRoute } from '@/app/app-routes';
import { startEarlyGets } from '@/lib/api';
import './index.css';

// The page's reads and its code start together; the first render waits for the code only, so the
// page appears whole (its own skeletons while data comes) rather than through a loader per level.
startEarlyGets();
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
void preloadRoute(window.location.pathname)
  .catch(() => {}) // a chunk that fails to load fails again where it renders, with its error screen
  .then(() => {
    // Public pages arrive prerendered (scripts/prerender.mjs) and are hydrated; the others replace
    // index.html's loader. In a transition, so React yields to the browser between pieces of work.
    startTransition(() => {
      if (root.hasAttribute('data-prerendered')) hydrateRoot(root, app);
      else createRoot(root).render(app);
    });
  });
