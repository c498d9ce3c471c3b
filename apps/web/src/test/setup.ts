import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Pages are lazy chunks; the first import of each takes a moment under the test transformer.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom has no layout: scrolling is a no-op.
window.scrollTo = (() => {}) as typeof window.scrollTo;
