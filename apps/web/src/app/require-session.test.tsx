import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp, storeSession } from '@/test/render-app';

describe('route guard', () => {
  it('sends a visitor without a session to the area sign-in', async () => {
    renderApp('/administrator/app/companies');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/administrator/auth/sign-in'),
    );
    expect(await screen.findByRole('heading', { name: 'Acesso administrativo' })).toBeTruthy();
  });

  it('does not accept another role’s session', async () => {
    storeSession('collaborator');
    renderApp('/psychologist/app/dashboard');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/psychologist/auth/sign-in'),
    );
  });

  it('restores a stored session into memory and renders the area', async () => {
    storeSession('company', { name: 'Empresa Demo' });
    renderApp('/company/app/sectors');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gestão de cadastros' }),
    ).toBeTruthy();
    expect(screen.getAllByText('Olá, Empresa Demo').length).toBeGreaterThan(0);
    expect(screen.getByTestId('location').textContent).toBe('/company/app/sectors');
  });

  it('redirects the area index to its home', async () => {
    storeSession('collaborator', { name: 'ana souza' });
    renderApp('/collaborator/app');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/collaborator/app/dashboard'),
    );
  });

  it('sends unknown paths in any tree to /not-found', async () => {
    storeSession('administrator');
    for (const path of ['/nada', '/company/xyz', '/administrator/app/nada']) {
      const { unmount } = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Não encontrado!' })).toBeTruthy();
      unmount();
    }
  });
});
