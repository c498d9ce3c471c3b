import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { formatCnpj, generateCnpj } from '@brazilian-utils/brazilian-utils';
import { MIGRATIONS_DIR } from '../../src/db/client.ts';
import {
  completeEnv,
  emptyDatabase,
  signInAdministrator,
  startServer,
  type ServerProcess,
} from './helpers/server-process.ts';
import { fakeSmtp } from './helpers/fake-smtp.ts';
import { roundRobinProxy } from './helpers/round-robin-proxy.ts';

// docs/domain.md §15: instances on one PostgreSQL server share the start-up (one advisory lock,
// decision 1142), the secrets, the data and the jobs.
describe('several instances of the compiled server on one PostgreSQL', () => {
  const smtp = fakeSmtp();
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  let servers: ServerProcess[] = [];
  let client: pg.Client;
  beforeAll(async () => {
    database = await emptyDatabase();
    const smtpUrl = await smtp.start();
    // Three at the same instant on the empty database, jobs on (pg-boss sets itself up too).
    servers = await Promise.all(
      [0, 1, 2].map(() =>
        startServer({ ...completeEnv(database.url, smtpUrl), JOBS_ENABLED: 'true' }),
      ),
    );
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await Promise.all(servers.map((s) => s.stop()));
    await smtp.stop();
    await database.drop();
  });
  const one = async (query: string) => (await client.query(query)).rows[0];

  it('three started at once: all ready, each migration applied once, one administrator, no error', async () => {
    await Promise.all(servers.map((s) => s.ready()));
    const journal = JSON.parse(
      fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect((await one('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).n).toBe(
      journal.entries.length,
    );
    expect((await one('SELECT count(*)::int AS n FROM administrators')).n).toBe(1);
    for (const server of servers) {
      expect(server.output()).not.toMatch(/"level":(50|60)/);
      expect(server.output()).not.toMatch(/error/i);
    }
    // The third leaves cleanly; the other two go on behind the proxy.
    expect(await servers[2]!.stop()).toBe(0);
  });

  it('behind a proxy: a token from one works on the other, a change is read at once', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const proxy = await roundRobinProxy([a.url, b.url]);
    try {
      const token = await signInAdministrator(a.url);
      const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const listThroughB = async () =>
        (await fetch(`${b.url}/api/companies`, { headers: auth }).then((r) => r.json())) as {
          name: string;
        }[];
      expect(await listThroughB()).toEqual([]); // B has now read (and may cache) the list
      const created = await fetch(`${a.url}/api/companies`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          name: 'Empresa Cliente',
          document: formatCnpj(generateCnpj()),
          legalName: 'Empresa Cliente Ltda.',
          email: 'rh@empresa-cliente.com.br',
          actionPlanLink: 'https://exemplo.com/plano',
          dashboardLink: 'https://exemplo.com/painel',
          formId: 'builtin',
          formTitle: 'Radar do bem-estar',
        }),
      });
      expect(created.status).toBe(201);
      expect((await listThroughB()).map((c) => c.name)).toEqual(['Empresa Cliente']);
      // Through the proxy, alternating instances, the same token keeps working.
      for (let i = 0; i < 4; i++) {
        const res = await fetch(`${proxy.url}/api/companies`, { headers: auth });
        expect(res.status).toBe(200);
      }
    } finally {
      await proxy.close();
    }
  });

  it('a due reminder is sent once although both instances deliver at the same moment', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const subject = 'Lembrete: sua sessão é em 1 hora';
    await client.query(
      `INSERT INTO outbox (channel, recipient, kind, subject, body, send_after)
       VALUES ('email', 'ana@empresa-cliente.com.br', 'appointment_reminder', $1, 'Até logo.', now())`,
      [subject],
    );
    // A successful change on each instance kicks its delivery; the minute job may run too.
    await Promise.all([signInAdministrator(a.url), signInAdministrator(b.url)]);
    const until = Date.now() + 120_000;
    while (
      (await one(`SELECT status FROM outbox WHERE subject = '${subject}'`)).status !== 'sent'
    ) {
      if (Date.now() > until) throw new Error('reminder not delivered');
      await new Promise((r) => setTimeout(r, 500));
    }
    await Promise.all([signInAdministrator(a.url), signInAdministrator(b.url)]);
    await new Promise((r) => setTimeout(r, 2000));
    expect(smtp.mails.filter((m) => m.includes('Lembrete')).length).toBe(1);
  });

  it('never ran the demo seed', async () => {
    expect((await one('SELECT count(*)::int AS n FROM collaborators')).n).toBe(0);
    expect((await one('SELECT count(*)::int AS n FROM psychologists')).n).toBe(0);
    expect((await one(`SELECT count(*)::int AS n FROM companies`)).n).toBe(1);
    expect(
      (await one(`SELECT count(*)::int AS n FROM administrators WHERE email = 'admin@acolher.dev'`))
        .n,
    ).toBe(0);
  });

  // Last: it spends the administrator's request budget for this minute (§14/§15, decision 1181).
  it('behind the proxy, the request limit of one account counts across both instances', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const proxy = await roundRobinProxy([a.url, b.url]);
    try {
      const token = await signInAdministrator(a.url);
      const headers = { authorization: `Bearer ${token}` };
      const statuses: number[] = [];
      // 700 calls alternate between the instances: alone, each would allow 600 and refuse none.
      for (let batch = 0; batch < 35; batch++) {
        const answers = await Promise.all(
          Array.from({ length: 20 }, () =>
            fetch(`${proxy.url}/api/companies`, { headers }).then((r) => r.status),
          ),
        );
        statuses.push(...answers);
      }
      const accepted = statuses.filter((s) => s === 200).length;
      const refused = statuses.filter((s) => s === 429).length;
      expect(accepted + refused).toBe(700);
      expect(refused).toBeGreaterThan(0);
      // The limit (600 per minute) with the bounded overshoot of batched counting.
      expect(accepted).toBeLessThanOrEqual(690);
      expect(accepted).toBeGreaterThanOrEqual(540);
    } finally {
      await proxy.close();
    }
  });
});
