import { afterEach, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, renderApp, storeSession } from '@/test/render-app';
import { setAppConfigSource, type AppConfig } from '@/features/app-config/api/app-config';

// Lazy pages: their first import can be slow on a busy machine.
const slow = { timeout: 30_000 };

// docs/domain.md §15: the demo says so on the sign-in pages; PAYMENTS=off shows no purchase.
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** The server's GET /api/config answer, through the real fetch path. */
function answer(config: AppConfig, collaborator = {}) {
  setAppConfigSource();
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/api/config')) return jsonResponse(200, config);
    if (url.includes('/api/purchases/')) return jsonResponse(200, []);
    return jsonResponse(200, collaborator);
  });
}

it('shows the demo strip on a sign-in page in demo mode only', { timeout: 90_000 }, async () => {
  answer({ mode: 'demo', payments: 'on' });
  const { unmount } = renderApp('/collaborator/auth/sign-in');
  expect(await screen.findByText('Ambiente de demonstração', {}, slow)).toBeTruthy();
  unmount();
  const fetch = answer({ mode: 'production', payments: 'off' });
  renderApp('/company/auth/sign-in');
  await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/config'));
  expect(await screen.findByLabelText(/E-mail/, {}, slow)).toBeTruthy();
  expect(screen.queryByText('Ambiente de demonstração')).toBeNull();
});

it(
  'with purchases off, the credits page shows the balance and where credits come from',
  { timeout: 90_000 },
  async () => {
    const user = { uuid: 'collaborator-uuid', name: 'Maria Teste', credits: 3 };
    storeSession('collaborator', user);
    answer({ mode: 'production', payments: 'off' }, user);
    renderApp('/collaborator/app/credits');
    expect(await screen.findByText('Seus créditos vêm da sua empresa', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Comprar/ })).toBeNull();
  },
);
