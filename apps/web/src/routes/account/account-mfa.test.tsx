import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/app/query-client';
import { jsonResponse, renderApp, storeSession } from '@/test/render-app';

afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

const CODES = Array.from({ length: 10 }, (_, i) => `abcde-${String(i).padStart(5, '0')}`);
const status = (totp: boolean, required = false) => ({
  totp,
  required,
  recoveryCodesLeft: totp ? 10 : 0,
  passkeys: [],
});

/** 'Minha conta' with the second factor's calls answered as the API would (decision 1340). */
function mockApi({ required = false } = {}) {
  let on = false;
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.replace(/^.*\/api/, '')}`);
    if (url.endsWith('/account/mfa') && method === 'GET')
      return jsonResponse(200, status(on, required));
    if (url.endsWith('/account/mfa/totp'))
      return jsonResponse(200, {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Acolher:ana?secret=JBSWY3DPEHPK3PXP&issuer=Acolher',
      });
    if (url.endsWith('/account/mfa/totp/confirm')) {
      on = true;
      return jsonResponse(200, { recoveryCodes: CODES });
    }
    if (url.endsWith('/messaging/whatsapp-consent'))
      return jsonResponse(200, { whatsappConsent: false, hasPhone: true });
    if (url.endsWith('/account/sessions')) return jsonResponse(200, []);
    return jsonResponse(200, {});
  });
  return calls;
}

async function openAccount() {
  storeSession('collaborator', { email: 'ana@empresa-demo.com.br' });
  window.history.replaceState(null, '', '/collaborator/app/account');
  renderApp('/collaborator/app/account');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Minha conta' }, { timeout: 15_000 }),
  ).toBeTruthy();
}

describe("'Minha conta': verificação em duas etapas", () => {
  it('shows the ten recovery codes once the app is confirmed, although the status then says it is on', async () => {
    mockApi();
    await openAccount();
    const section = within(
      await screen.findByRole('region', { name: 'Verificação em duas etapas' }),
    );
    fireEvent.click(
      await section.findByRole('button', { name: 'Ativar verificação em duas etapas' }),
    );
    fireEvent.change(section.getByLabelText(/Senha atual/), { target: { value: 'segredo' } });
    fireEvent.click(section.getByRole('button', { name: 'Continuar' }));
    expect(await section.findByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    fireEvent.change(section.getByLabelText(/Código do aplicativo/), {
      target: { value: '123456' },
    });
    fireEvent.click(section.getByRole('button', { name: 'Confirmar e ativar' }));

    const list = await section.findByTestId('recovery-codes');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    // The status was read again (on now), and the codes are still there until 'Já guardei'.
    await waitFor(() =>
      expect(queryClient.getQueryData(['account', 'mfa'])).toMatchObject({ totp: true }),
    );
    expect(section.getByTestId('recovery-codes')).toBeTruthy();

    // 'Baixar' hands a text file with the ten codes to the browser (lib/save-file.ts).
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:codes');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    fireEvent.click(section.getByRole('button', { name: 'Baixar' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    const blob = created.mock.calls[0][0] as Blob;
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    for (const code of CODES) expect(text).toContain(code);

    fireEvent.click(section.getByRole('button', { name: 'Já guardei' }));
    expect(section.queryByTestId('recovery-codes')).toBeNull();
    expect(await section.findByText(/Códigos de recuperação restantes: 10 de 10/)).toBeTruthy();
  });

  it('renames a passkey with its name alone (no password), then shows the new name', async () => {
    const key = {
      uuid: '0b6d3c1e-2f4a-4b5c-8d9e-0a1b2c3d4e5f',
      createdAt: '2026-11-28T12:00:00.000Z',
      lastUsedAt: null,
    };
    let name = 'Notebook';
    const bodies: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (url.endsWith('/account/mfa') && method === 'GET')
        return jsonResponse(200, { ...status(true), passkeys: [{ ...key, name }] });
      if (url.endsWith(`/account/mfa/passkeys/${key.uuid}`) && method === 'PATCH') {
        bodies.push(JSON.parse(String(init?.body)));
        name = (bodies.at(-1) as { name: string }).name;
        return jsonResponse(200, { ...key, name });
      }
      if (url.endsWith('/messaging/whatsapp-consent'))
        return jsonResponse(200, { whatsappConsent: false, hasPhone: true });
      if (url.endsWith('/account/sessions')) return jsonResponse(200, []);
      return jsonResponse(200, {});
    });
    await openAccount();
    const section = within(
      await screen.findByRole('region', { name: 'Verificação em duas etapas' }),
    );
    fireEvent.click(await section.findByRole('button', { name: 'Renomear Notebook' }));
    expect(section.queryByLabelText(/Senha atual/)).toBeNull();
    fireEvent.change(section.getByLabelText(/Nome da chave/), { target: { value: '  Celular  ' } });
    fireEvent.click(section.getByRole('button', { name: 'Salvar' }));
    expect(await section.findByText('Celular')).toBeTruthy();
    expect(bodies).toEqual([{ name: 'Celular' }]);
  });

  it('a person who must enrol sees only the enrolment, and no other section calls the API', async () => {
    const calls = mockApi({ required: true });
    await openAccount();
    expect(
      await screen.findByText(
        'Ative a verificação em duas etapas para continuar usando o Acolher.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Dispositivos conectados' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Alterar e-mail' })).toBeNull();
    expect(calls.filter((c) => c.includes('/account/sessions'))).toEqual([]);
  });
});
