import { expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, renderApp } from '@/test/render-app';
import { toasterRequest } from '@/lib/toast';
import { TOASTER_DELAY_MS } from '@/app/providers';

// Its own file: whether the root Toaster was asked for is module state, fresh here.
it('a refused sign-in mounts the root Toaster with its message, not after the start-up delay', async () => {
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      jsonResponse(403, {
        statusCode: 403,
        error: 'Forbidden',
        message: 'Seu cadastro está em análise.',
      }),
    );
  renderApp('/psychologist/auth/sign-in');
  fireEvent.input(await screen.findByLabelText(/E-mail/), {
    target: { value: 'psicologo.analise@gmail.com' },
  });
  fireEvent.input(screen.getByLabelText(/^Senha/), { target: { value: 'acolher123' } });
  expect(toasterRequest.wanted()).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Acessar' }));
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  // Asked for by the message itself: waitFor gives up after 1 s, a third of the start-up delay.
  expect(TOASTER_DELAY_MS).toBeGreaterThanOrEqual(3_000);
  await waitFor(() => expect(toasterRequest.wanted()).toBe(true), { timeout: 1_000 });
  expect(await screen.findByText('Seu cadastro está em análise.')).toBeTruthy();
});
