import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/app/query-client';
import { jsonResponse, renderApp, storeSession } from '@/test/render-app';

afterEach(() => {
  queryClient.clear();
  window.history.replaceState(null, '', '/');
});

type Call = { method: string; url: string; body: unknown; auth: string | null };

/** Answers every call with `answer` (or 200 {} / the consent view), recording method, URL, body and token. */
function mockApi(answer: (call: Call) => Response | undefined = () => undefined) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const headers = new Headers(init?.headers);
    const call = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      auth: headers.get('Authorization'),
    };
    calls.push(call);
    if (call.url.endsWith('/messaging/whatsapp-consent'))
      return jsonResponse(200, { whatsappConsent: false, hasPhone: true });
    return answer(call) ?? jsonResponse(200, {});
  });
  return calls;
}

/** The page of `role`, with api.ts reading the area from the address as in the browser. */
async function openAccount(role: 'collaborator' | 'company' = 'collaborator') {
  storeSession(role, { email: 'ana@empresa-demo.com.br' });
  window.history.replaceState(null, '', `/${role}/app/account`);
  renderApp(`/${role}/app/account`);
  // The first test also waits for the page's lazy chunks to be transformed.
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Minha conta' }, { timeout: 15_000 }),
  ).toBeTruthy();
}

const section = (name: string) => screen.getByRole('region', { name });

describe('Minha conta', () => {
  it('asks for the e-mail change with the current password and says a link went to the new address', async () => {
    const calls = mockApi();
    await openAccount();
    const email = within(section('Alterar e-mail'));
    expect(email.getByText('ana@empresa-demo.com.br')).toBeTruthy();
    fireEvent.click(email.getByRole('button', { name: 'Enviar link de confirmação' }));
    expect(await email.findAllByText('Campo obrigatório')).toHaveLength(2);
    expect(calls.some((c) => c.url.includes('/account/email'))).toBe(false);

    fireEvent.input(email.getByLabelText(/Novo e-mail/), {
      target: { value: 'Ana.Nova@Exemplo.com' },
    });
    fireEvent.input(email.getByLabelText(/Senha atual/), { target: { value: 'acolher123' } });
    fireEvent.click(email.getByRole('button', { name: 'Enviar link de confirmação' }));
    expect(await email.findByText('ana.nova@exemplo.com')).toBeTruthy();
    expect(email.getByRole('status').textContent).toContain('Abra-o em até 24 horas');
    const sent = calls.find((c) => c.url === '/api/account/email');
    expect(sent).toMatchObject({ method: 'PATCH', auth: 'Bearer token-collaborator' });
    expect(sent?.body).toEqual({ email: 'ana.nova@exemplo.com', currentPassword: 'acolher123' });
  });

  it("shows 'Senha atual incorreta' under the current password field", async () => {
    mockApi((c) =>
      c.url === '/api/account/email'
        ? jsonResponse(400, {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Senha atual incorreta',
          })
        : undefined,
    );
    await openAccount();
    const email = within(section('Alterar e-mail'));
    fireEvent.input(email.getByLabelText(/Novo e-mail/), { target: { value: 'nova@exemplo.com' } });
    fireEvent.input(email.getByLabelText(/Senha atual/), { target: { value: 'errada' } });
    fireEvent.click(email.getByRole('button', { name: 'Enviar link de confirmação' }));
    const error = await email.findByText('Senha atual incorreta');
    const field = email.getByLabelText(/Senha atual/);
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('changes the password: the repetition must match and only current and new password are sent', async () => {
    const calls = mockApi((c) =>
      c.url === '/api/account/password' ? new Response(null, { status: 204 }) : undefined,
    );
    await openAccount();
    const form = within(section('Alterar senha'));
    fireEvent.input(form.getByLabelText(/Senha atual/), { target: { value: 'acolher123' } });
    fireEvent.input(form.getByLabelText(/^Nova senha/), { target: { value: 'nova-senha' } });
    fireEvent.input(form.getByLabelText(/Repita a nova senha/), {
      target: { value: 'outra-senha' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Alterar senha' }));
    expect(await form.findByText('As senhas não coincidem')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/account/password')).toBe(false);

    fireEvent.input(form.getByLabelText(/Repita a nova senha/), {
      target: { value: 'nova-senha' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Alterar senha' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/api/account/password')).toBeDefined());
    const sent = calls.find((c) => c.url === '/api/account/password');
    expect(sent).toMatchObject({
      method: 'PATCH',
      body: { currentPassword: 'acolher123', password: 'nova-senha' },
    });
    await waitFor(() =>
      expect((form.getByLabelText(/Senha atual/) as HTMLInputElement).value).toBe(''),
    );
  });

  it("'Sair de todos os dispositivos' asks first, then ends every session and shows why on the sign-in", async () => {
    const calls = mockApi((c) =>
      c.url.endsWith('/sign-out-everywhere') ? new Response(null, { status: 204 }) : undefined,
    );
    await openAccount();
    fireEvent.click(
      within(section('Sair de todos os dispositivos')).getByRole('button', {
        name: 'Sair de todos os dispositivos',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Sair de todos os dispositivos?',
    });
    expect(calls.some((c) => c.url.endsWith('/sign-out-everywhere'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sair de todos' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/collaborator/auth/sign-in'),
    );
    expect(
      await screen.findByText('Você saiu de todos os dispositivos. Entre novamente.'),
    ).toBeTruthy();
    expect(localStorage.length).toBe(0);
    expect(calls.filter((c) => c.url === '/api/account/sign-out-everywhere')).toHaveLength(1);
    expect(calls.some((c) => c.url === '/api/auth/sign-out')).toBe(false); // already ended
  });

  it("'Excluir minha conta' asks first, then sends the request and says the administration completes it", async () => {
    const calls = mockApi((c) =>
      c.url.endsWith('/deletion-request')
        ? jsonResponse(201, { uuid: 'r1', status: 'open' })
        : undefined,
    );
    await openAccount();
    fireEvent.click(
      within(section('Excluir minha conta')).getByRole('button', { name: 'Excluir minha conta' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir sua conta?' });
    expect(calls.some((c) => c.url.endsWith('/deletion-request'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pedir exclusão' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const done = await within(section('Excluir minha conta')).findByRole('status');
    expect(done.textContent).toContain('A administração do Acolher vai concluir a exclusão');
    expect(
      calls.filter((c) => c.method === 'POST' && c.url === '/api/account/deletion-request'),
    ).toHaveLength(1);
  });

  it("'Baixar meus dados' saves the export as a file", async () => {
    const calls = mockApi((c) =>
      c.url === '/api/account/export'
        ? new Response('{"conta":{}}', {
            status: 200,
            headers: {
              'Content-Type': 'application/json',
              'Content-Disposition': 'attachment; filename="meus-dados-acolher.json"',
            },
          })
        : undefined,
    );
    const createObjectURL = vi.fn(() => 'blob:dados');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    await openAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
    await waitFor(() => expect(clicked).toEqual(['meus-dados-acolher.json']));
    expect(calls.find((c) => c.url === '/api/account/export')).toMatchObject({
      method: 'GET',
      auth: 'Bearer token-collaborator',
    });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('a collaborator has the WhatsApp consent on the page', async () => {
    mockApi();
    await openAccount('collaborator');
    expect(await screen.findByLabelText('Receber avisos pelo WhatsApp')).toBeTruthy();
  });

  it('a company has the page without WhatsApp consent', async () => {
    const calls = mockApi();
    await openAccount('company');
    expect(screen.getByRole('region', { name: 'Alterar senha' })).toBeTruthy();
    expect(screen.queryByText('Receber avisos pelo WhatsApp')).toBeNull();
    expect(calls.some((c) => c.url.includes('whatsapp'))).toBe(false);
  });
});
