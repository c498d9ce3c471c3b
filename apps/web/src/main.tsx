import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, routerReady } from '@/app/app';
import './index.css';

// The router fetches the code of every part of the page at once and runs its loaders (decision
// 1330); the first render waits for that, so the page appears whole rather than through a loader per level.
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
void routerReady().then(() => {
  // Public pages arrive prerendered (scripts/prerender.mjs) and are hydrated; the others replace
  // index.html's loader. In a transition, so React yields to the browser between pieces of work.
  startTransition(() => {
    if (root.hasAttribute('data-prerendered')) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
});
