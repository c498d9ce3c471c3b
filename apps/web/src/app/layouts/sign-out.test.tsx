import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp, storeSession } from '@/test/render-app';

describe('Sair', () => {
  it('clears local and session storage and goes to the area sign-in', async () => {
    storeSession('administrator', { name: 'marina costa' });
    storeSession('company');
    sessionStorage.setItem('x', '1');
    renderApp('/administrator/app/companies');
    expect((await screen.findAllByText('Olá, Marina')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Sair' })[0]);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/administrator/auth/sign-in'),
    );
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('highlights the menu item whose route the path contains', async () => {
    storeSession('psychologist', { name: 'Helena' });
    renderApp('/psychologist/app/opening-hours');
    await waitFor(() =>
      expect(
        screen.getAllByRole('link', { current: 'page' }).some((l) => l.textContent === 'Horários'),
      ).toBe(true),
    );
  });
});
