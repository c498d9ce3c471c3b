import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { setAppConfigSource } from '@/features/app-config/api/app-config';

// Pages are lazy chunks; the first import of each takes a moment under the test transformer.
configure({ asyncUtilTimeout: 8000 });

// No GET /api/config in page tests unless a test gives one (demo-strip.test.tsx).
const noConfig = async () => undefined;
setAppConfigSource(noConfig);

afterEach(() => {
  cleanup();
  setAppConfigSource(noConfig);
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom has no layout: scrolling is a no-op.
window.scrollTo = (() => {}) as typeof window.scrollTo;
