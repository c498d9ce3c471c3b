import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, storeSession } from '@/test/render-app';

/** The page's heading, once the lazily loaded page has rendered. */
const heading = (name: string) => screen.findByRole('heading', { name }, { timeout: 15_000 });

describe('/auth/confirm-email', () => {
  it('confirms once, signed out, and links to the sign-in with the new address', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        jsonResponse(200, { role: 'collaborator', email: 'ana.nova@exemplo.com' }),
      );
    renderApp('/auth/confirm-email?token=abc123');
    expect(await heading('E-mail alterado com sucesso!')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/account/email/confirm');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'abc123' });
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
    const link = screen.getByRole('link', { name: 'Entrar com o novo e-mail' });
    expect(link.getAttribute('href')).toBe(
      '/collaborator/auth/sign-in?email=ana.nova%40exemplo.com',
    );
  });

  it("shows the server's message when the link is refused", async () => {
    storeSession('collaborator'); // a session in this browser changes nothing: the page sends no token
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Link inválido ou expirado',
      }),
    );
    renderApp('/auth/confirm-email?token=usado');
    expect(await heading('Não foi possível confirmar o e-mail')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Link inválido ou expirado');
    expect(new Headers(fetch.mock.calls[0][1]?.headers).get('Authorization')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir para o login' }).getAttribute('href')).toBe(
      '/sign-in',
    );
  });

  it('without a token says the link is invalid and calls nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderApp('/auth/confirm-email');
    expect(await heading('Não foi possível confirmar o e-mail')).toBeTruthy();
    await waitFor(() => expect(fetch).not.toHaveBeenCalled());
  });
});
