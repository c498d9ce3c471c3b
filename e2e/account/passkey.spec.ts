import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import {
  enrolThroughApi,
  expectSignedIn,
  OWN_PASSWORD,
  openAccount,
  ownPerson,
  passwordStep,
  signOut,
  totpCode,
} from './mfa-support';
import { shoot } from '../support/shots';

// docs/domain.md §14, decisions 1340 and 1342: a passkey, registered in 'Minha conta' and offered
// first at sign-in, with Chromium's virtual authenticator (DevTools protocol) standing in for the
// device. A browser refuses passkeys for an IP address (WebAuthn wants a domain), so this journey
// runs a server of its own whose PUBLIC_URL is http://localhost:<port>.
test.setTimeout(240_000);

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(port: number, dataDir: string) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${port}`,
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/api/health/ready`)
          .then((r) => r.ok)
          .catch(() => false),
      { timeout: 180_000 },
    )
    .toBe(true);
  return child;
}

function stopServer(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

test('a passkey is registered in Minha conta and signs the person in as the second step', async ({
  browser,
}) => {
  const port = await freePort();
  const dataDir = path.join(ROOT, '.tmp', `e2e-passkey-${port}`);
  const server = await startServer(port, dataDir);
  const api = `http://127.0.0.1:${port}`;
  const context = await browser.newContext({
    baseURL: `http://localhost:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  try {
    const page = await context.newPage();
    const { email } = await ownPerson(api);
    const { secret } = await enrolThroughApi(api, email);

    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });

    await passwordStep(page, email);
    // No passkey yet: the app's code is the only way, and no passkey button is offered.
    await expect(page.getByRole('button', { name: 'Entrar com chave de acesso' })).toHaveCount(0);
    await page.getByLabel('Código do aplicativo').fill(totpCode(secret, 1));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expectSignedIn(page);

    await openAccount(page);
    const section = page.getByRole('region', { name: 'Verificação em duas etapas' });
    await section.getByRole('button', { name: 'Adicionar chave de acesso' }).click();
    await section.getByLabel('Nome da chave').fill('Notebook do trabalho');
    await section.getByLabel('Senha atual').fill(OWN_PASSWORD);
    await shoot(page, 'mfa-passkey-add', { target: section });
    await section.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByText('Chave de acesso cadastrada.')).toBeVisible();
    await expect(section.getByText('Notebook do trabalho')).toBeVisible();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    await shoot(page, 'mfa-passkeys', { target: section });
    // Renamed with its name alone.
    await section.getByRole('button', { name: 'Renomear Notebook do trabalho' }).click();
    await section.getByLabel('Nome da chave').fill('Meu notebook');
    await section.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Chave de acesso renomeada.')).toBeVisible();
    await expect(section.getByText('Meu notebook')).toBeVisible();

    await signOut(page);
    await passwordStep(page, email);
    await shoot(page, 'mfa-sign-in-passkey');
    await page.getByRole('button', { name: 'Entrar com chave de acesso' }).click();
    await expectSignedIn(page);
    const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(after.credentials[0].signCount).toBeGreaterThan(credentials[0].signCount);
  } finally {
    await context.close();
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
