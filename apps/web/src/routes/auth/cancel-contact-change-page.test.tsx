import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '@/test/render-app';

describe('/auth/cancel-contact-change', () => {
  it('sends the token only when the person presses the button, then says it is cancelled', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        jsonResponse(200, {
          message: 'Troca cancelada. Seus dados de contato continuam os mesmos.',
        }),
      );
    renderApp('/auth/cancel-contact-change?token=abc123');
    const button = await screen.findByRole(
      'button',
      { name: 'Cancelar a troca' },
      { timeout: 15_000 },
    );
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Troca cancelada' })).toBeTruthy();
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/account/contact-change/cancel');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'abc123' });
  });

  it("shows the server's message when the link is dead", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Link inválido ou expirado',
      }),
    );
    renderApp('/auth/cancel-contact-change?token=usado');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Cancelar a troca' }, { timeout: 15_000 }),
    );
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Link inválido ou expirado',
    );
  });
});
