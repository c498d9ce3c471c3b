import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import './index.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Public pages arrive prerendered (scripts/prerender.mjs): hydrate them in a transition, so React
// yields to the browser between small pieces of work (the page is already visible).
if (root.hasAttribute('data-prerendered')) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
