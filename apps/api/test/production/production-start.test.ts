import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import {
  ADMIN,
  completeEnv,
  emptyDatabase,
  signInAdministrator,
  startServer,
} from './helpers/server-process.ts';

// docs/domain.md §15: production mode refuses, one line each and before listening, what is unsafe;
// serves a complete configuration; drains on SIGTERM (decisions 1141, 1146).
describe('the compiled server in production mode', () => {
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  beforeAll(async () => {
    database = await emptyDatabase();
  });
  afterAll(() => database.drop());

  const refused = async (change: Record<string, string | undefined>) => {
    const server = await startServer({ ...completeEnv(database.url), ...change });
    const code = await server.exited;
    return { code, output: server.output() };
  };

  it.each([
    ['JWT_SECRET absent', { JWT_SECRET: undefined }, 'JWT_SECRET com pelo menos 32'],
    ['JWT_SECRET short', { JWT_SECRET: 'x'.repeat(31) }, 'JWT_SECRET com pelo menos 32'],
    [
      'MFA_ENCRYPTION_KEY absent',
      { MFA_ENCRYPTION_KEY: undefined },
      'MFA_ENCRYPTION_KEY com pelo menos 32',
    ],
    [
      'MFA_ENCRYPTION_KEY short',
      { MFA_ENCRYPTION_KEY: 'x'.repeat(31) },
      'MFA_ENCRYPTION_KEY com pelo menos 32',
    ],
    ['SEED_DEMO=true', { SEED_DEMO: 'true' }, 'SEED_DEMO=true'],
    ['no Stripe, PAYMENTS on', { PAYMENTS: undefined }, 'ou defina PAYMENTS=off'],
    ['no message channel', { SMTP_URL: undefined }, 'configure um canal de mensagens'],
    ['ADMIN_PASSWORD absent', { ADMIN_PASSWORD: undefined }, 'ADMIN_PASSWORD com pelo menos 12'],
    ['ADMIN_PASSWORD demo', { ADMIN_PASSWORD: 'acolher123' }, 'ADMIN_PASSWORD com pelo menos 12'],
    ['ADMIN_PASSWORD short', { ADMIN_PASSWORD: 'curta-11-ch' }, 'ADMIN_PASSWORD com pelo menos 12'],
  ])('refuses to start: %s', async (_name, change, line) => {
    const { code, output } = await refused(change);
    expect(code).toBe(1);
    const lines = output.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(line);
    expect(lines[0]).toMatch(/^APP_ENV=production recusado: /);
    expect(output).not.toContain('listening');
  });

  it('serves a complete configuration: no demo data, no secret on disk, no sandbox, purchases off, administrators enrol a second factor first', async () => {
    // The production default of MFA_REQUIRED_ROLES (administrator,psychologist; domain.md §14).
    const server = await startServer({
      ...completeEnv(database.url),
      MFA_REQUIRED_ROLES: undefined,
    });
    try {
      await server.ready();
      expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
      const config = await fetch(`${server.url}/api/config`).then((r) => r.json());
      expect(config).toEqual({ mode: 'production', payments: 'off' });
      const signIn = await fetch(`${server.url}/api/administrators/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      }).then((r) => r.json() as Promise<{ token: string; mfaEnrollmentRequired?: boolean }>);
      expect(signIn.mfaEnrollmentRequired).toBe(true);
      const token = signIn.token;
      const bearerOnly = { headers: { authorization: `Bearer ${token}` } };
      const list = await fetch(`${server.url}/api/companies`, bearerOnly);
      expect(list.status).toBe(403);
      expect(((await list.json()) as { message: string }).message).toBe(
        'Ative a verificação em duas etapas para continuar',
      );
      expect((await fetch(`${server.url}/api/account/mfa`, bearerOnly)).status).toBe(200);
      const sandbox = await fetch(
        `${server.url}/api/payments/sandbox/checkout/00000000-0000-4000-8000-000000000000`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ cardNumber: '4242424242424242' }),
        },
      );
      expect(sandbox.status).toBe(404);
      expect(fs.readdirSync(server.dataDir).filter((f) => f.endsWith('.secret'))).toEqual([]);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const companies = await client.query('SELECT count(*)::int AS n FROM companies');
      const admins = await client.query('SELECT email FROM administrators');
      await client.end();
      expect(companies.rows[0].n).toBe(0);
      expect(admins.rows).toEqual([{ email: ADMIN.email }]);
      // Every line is pino JSON, the request's lines carry its id.
      const lines = server.output().trim().split('\n');
      expect(lines.every((l) => l.startsWith('{'))).toBe(true);
      expect(server.output()).toContain('"reqId"');
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('on SIGTERM: ready answers 503, every accepted request ends, pools close, exit 0', async () => {
    const server = await startServer({
      ...completeEnv(database.url),
      SHUTDOWN_DELAY_SECONDS: '2',
      JOBS_ENABLED: 'true',
      // Sign-ins in flight count as attempts until they succeed (§2): room for the load.
      SIGN_IN_MAX_FAILURES_PER_EMAIL: '1000',
    });
    await server.ready();
    // Sign-ins hash with argon2: slow enough to be in flight when the signal arrives.
    const load = Array.from({ length: 16 }, () =>
      signInAdministrator(server.url).then(
        () => 200,
        (error: Error) => error.message,
      ),
    );
    await new Promise((r) => setTimeout(r, 100));
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
    expect(await Promise.all(load)).toEqual(load.map(() => 200));
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"encerrado"');
  });
});
