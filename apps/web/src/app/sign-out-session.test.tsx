import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation, useNavigate } from 'react-router';
import { queryClient } from '@/app/query-client';
import { jsonResponse, renderRoutes, storeSession } from '@/test/render-app';
import { sessionKey } from '@/lib/session';

afterEach(() => {
  queryClient.clear();
  window.history.replaceState(null, '', '/');
});

/** The current path, and a browser back button. */
function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{location.pathname}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Voltar do navegador
      </button>
    </>
  );
}

/** The app with a history: `entries`, on the last one. */
function renderWithHistory(entries: string[]) {
  window.history.replaceState(null, '', entries.at(-1));
  return renderRoutes(entries, { extra: <Probe /> });
}

const where = () => screen.getByTestId('location').textContent;
// The first test of the file also waits for the area's lazy chunks to be transformed.
const signOutButton = async () =>
  (await screen.findAllByRole('button', { name: 'Sair' }, { timeout: 15_000 }))[0];

describe("'Sair'", () => {
  it('ends the token on the server before forgetting it, and the back button shows the sign-in', async () => {
    const seen: { url: string; auth: string | null; stillStored: boolean }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const auth = new Headers(init?.headers).get('Authorization');
      seen.push({
        url: String(input),
        auth,
        stillStored: !!localStorage.getItem(sessionKey('administrator')),
      });
      return String(input).endsWith('/auth/sign-out')
        ? new Response(null, { status: 204 })
        : jsonResponse(200, []);
    });
    storeSession('administrator', { name: 'marina costa' });
    renderWithHistory(['/administrator/app/administrators', '/administrator/app/companies']);
    fireEvent.click(await signOutButton());
    await waitFor(() => expect(where()).toBe('/administrator/auth/sign-in'));
    const signOut = seen.filter((c) => c.url === '/api/auth/sign-out');
    expect(signOut).toEqual([
      { url: '/api/auth/sign-out', auth: 'Bearer token-administrator', stillStored: true },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Voltar do navegador' }));
    await waitFor(() => expect(where()).toBe('/administrator/auth/sign-in'));
    expect(await screen.findByRole('heading', { name: 'Acesso administrativo' })).toBeTruthy();
  });

  it('signs out locally even when the network fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      if (String(input).endsWith('/auth/sign-out')) throw new TypeError('Failed to fetch');
      return jsonResponse(200, []);
    });
    storeSession('psychologist', { name: 'helena' });
    renderWithHistory(['/psychologist/app/opening-hours']);
    fireEvent.click(await signOutButton());
    await waitFor(() => expect(where()).toBe('/psychologist/auth/sign-in'));
    expect(localStorage.getItem(sessionKey('psychologist'))).toBeNull();
  });

  it("in another tab (storage emptied) sends this tab's area to the sign-in", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, []));
    storeSession('company', { name: 'Empresa Demo' });
    renderWithHistory(['/company/app/sectors']);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gestão de cadastros' }),
    ).toBeTruthy();
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    await waitFor(() => expect(where()).toBe('/company/auth/sign-in'));
  });
});

describe('an idle session', () => {
  it("takes the person to the area's sign-in with the server's message on the page", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(401, {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Sua sessão expirou. Entre novamente.',
      }),
    );
    storeSession('company', { name: 'Empresa Demo' });
    renderWithHistory(['/company/app/sectors']);
    await waitFor(() => expect(where()).toBe('/company/auth/sign-in'));
    const notice = await screen.findByText('Sua sessão expirou. Entre novamente.');
    expect(notice.getAttribute('role')).toBe('status');
    expect(localStorage.getItem(sessionKey('company'))).toBeNull();
  });
});
