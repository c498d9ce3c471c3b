import { expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/test/render-app';

// Counts when the shared sign-in schema (zod with it) is first evaluated.
const schema = vi.hoisted(() => ({ loads: 0, loaded: 0 }));
vi.mock('@acolher/contracts/auth', async (importOriginal) => {
  schema.loads++;
  const module = await importOriginal();
  schema.loaded++;
  return module;
});

it('loads the validator at the first key in the form, not while the page starts', async () => {
  renderApp('/collaborator/auth/sign-in');
  const email = await screen.findByLabelText(/E-mail/);
  await waitFor(() => expect(document.activeElement).toBe(email)); // the page's effects have run
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(schema.loads).toBe(0);
  fireEvent.keyDown(email, { key: 'a' });
  await waitFor(() => expect(schema.loads).toBe(1));
  // Let that load finish inside the test (it would otherwise outlive the test environment).
  await waitFor(() => expect(schema.loaded).toBe(1));
});
