import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SERVER_JS = path.join(API, 'dist/server.js');
export const ADMIN = {
  email: 'operacao@empresa-cliente.com.br',
  password: 'uma-senha-longa-e-forte',
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A new, empty database on the test server (no template: the servers migrate it themselves). */
export async function emptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL!;
  const name = `acolher_prod_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Everything production mode asks for (domain.md §15); tests remove or spoil one setting. */
export function completeEnv(
  databaseUrl: string,
  smtpUrl = 'smtp://127.0.0.1:9',
): Record<string, string> {
  return {
    APP_ENV: 'production',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'segredo-de-teste-com-mais-de-32-caracteres',
    MFA_ENCRYPTION_KEY: 'chave-de-teste-da-verificacao-em-duas-etapas',
    // These tests call as the first administrator without enrolling a second factor (§14);
    // production-start.test.ts proves the default (administrator,psychologist) on its own.
    MFA_REQUIRED_ROLES: '',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PAYMENTS: 'off',
    SMTP_URL: smtpUrl,
    LOG_LEVEL: 'info',
    DB_POOL_MAX: '4',
    SHUTDOWN_DELAY_SECONDS: '0',
  };
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  dataDir: string;
  output(): string;
  exited: Promise<number | null>;
  /** Resolves once /api/health/ready answers 200; rejects if the process exits first. */
  ready(timeoutMs?: number): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the compiled server (dist/server.js) with exactly `env` (plus PATH), like a container. */
export async function startServer(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acolher-prod-'));
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined));
  const child = spawn(process.execPath, [SERVER_JS], {
    cwd: API,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...clean,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let done = false;
  void exited.then(() => (done = true));
  const url = `http://127.0.0.1:${port}`;
  return {
    child,
    url,
    dataDir,
    output: () => output,
    exited,
    async ready(timeoutMs = 180_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (done) throw new Error(`server exited before ready:\n${output}`);
        const status = await fetch(`${url}/api/health/ready`)
          .then((r) => r.status)
          .catch(() => 0);
        if (status === 200) return;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`server not ready in time:\n${output}`);
    },
    async stop(signal = 'SIGTERM') {
      if (!done) child.kill(signal);
      return exited;
    },
  };
}

/** Signs the first administrator in through `baseUrl`; returns the token. */
export async function signInAdministrator(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/administrators/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
