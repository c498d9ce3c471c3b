import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, renderApp, storeSession } from '@/test/render-app';
import { getSession } from '@/lib/session';

async function fill(email: string, password: string) {
  fireEvent.input(await screen.findByLabelText(/E-mail/), { target: { value: email } });
  fireEvent.input(screen.getByLabelText(/^Senha/), { target: { value: password } });
}

describe('sign-in', () => {
  it('clears the stored session of that role when opened, and only that one', async () => {
    storeSession('collaborator');
    storeSession('company');
    renderApp('/collaborator/auth/sign-in');
    await screen.findByRole('button', { name: 'Entrar' });
    // Forgotten by the page's effect, which may run just after the button is on screen.
    await waitFor(() => expect(getSession('collaborator')).toBeNull());
    expect(getSession('company')).not.toBeNull();
  });

  it('shows the required and e-mail messages', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderApp('/administrator/auth/sign-in');
    fireEvent.click(await screen.findByRole('button', { name: 'Acessar' }));
    expect((await screen.findAllByText('Campo obrigatório')).length).toBe(2);
    await fill('nao-e-email', 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Acessar' }));
    expect(await screen.findByText('E-mail inválido')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lower-cases the e-mail, stores the session and opens the dashboard', async () => {
    const account = { uuid: 'u-1', name: 'Ana Souza', email: 'ana@empresa-demo.com.br', token: 'jwt-1' };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, account));
    renderApp('/collaborator/auth/sign-in');
    await fill('  Ana@Empresa-Demo.COM.br ', 'acolher123');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/collaborator/app/dashboard'));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/collaborators/sign-in');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ana@empresa-demo.com.br', password: 'acolher123' });
    expect(getSession('collaborator')).toEqual({ uuid: 'u-1', token: 'jwt-1', user: account });
  });

  it('shows the server message when the sign-in fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(401, { statusCode: 401, error: 'Unauthorized', message: 'E-mail ou senha inválidos' }));
    renderApp('/psychologist/auth/sign-in');
    await fill('psicologa.demo@gmail.com', 'errada');
    fireEvent.click(screen.getByRole('button', { name: 'Acessar' }));
    expect(await screen.findByText('E-mail ou senha inválidos')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/psychologist/auth/sign-in');
  });

  it('prefills the e-mail from ?email=', async () => {
    renderApp('/company/auth/sign-in?email=rh@empresa-demo.com.br');
    expect(((await screen.findByLabelText(/E-mail/)) as HTMLInputElement).value).toBe('rh@empresa-demo.com.br');
  });

  it('puts the cursor in the e-mail field when nothing has the focus', async () => {
    renderApp('/company/auth/sign-in');
    const email = await screen.findByLabelText(/E-mail/);
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it('leaves the focus where the user already is when the form mounts', async () => {
    // As on a prerendered page typed into before its script ran: another field has the focus.
    const elsewhere = document.body.appendChild(document.createElement('input'));
    elsewhere.focus();
    renderApp('/company/auth/sign-in');
    await screen.findByLabelText(/E-mail/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.remove();
  });

  it('keeps an e-mail React has not heard of yet when the password is typed', async () => {
    renderApp('/collaborator/auth/sign-in');
    const email = (await screen.findByLabelText(/E-mail/)) as HTMLInputElement;
    const password = screen.getByLabelText(/^Senha/) as HTMLInputElement;
    // As on a prerendered page typed into before hydration: the value is on the page, not in state.
    email.value = 'ana@empresa-demo.com.br';
    fireEvent.input(password, { target: { value: 'acolher123' } });
    expect(email.value).toBe('ana@empresa-demo.com.br');
    expect(password.value).toBe('acolher123');
  });
});

