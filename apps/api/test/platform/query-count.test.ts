import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { AppDeps } from '../../src/app-context.ts';
import { testEnv } from '../../src/config/env.ts';
import { createPglite, type Database, type Db } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema.ts';
import { jwtKey } from '../../src/modules/auth/jwt.ts';
import { mfaKey } from '../../src/modules/mfa/mfa-crypto.ts';
import { withDatabase } from '../global-setup.ts';
import {
  makeAdministrator,
  makeCollaborator,
  makeCompanyWithSector,
  makeOpeningHour,
  makePsychologist,
  makeSector,
  makeAppointment,
} from '../helpers/factories.ts';
import { apiCaller } from '../helpers/api.ts';
import { templateDbName, templateFile, testTarget } from '../helpers/target.ts';
import type { TestContext } from '../helpers/test-app.ts';
import { makeTenant, type Tenant } from '../helpers/world.ts';

// SQL statements per request for the hot reads (docs/performance.md), counted by a drizzle logger on
// the app's own database handle. Measured on a small dataset, then again after the same tenant has
// many more appointments, hours, sectors, collaborators and psychologists: the count must not grow
// (no N+1 — a query per row would show up here long before it shows up in the load benchmark).

const NOW = new Date('2026-03-02T12:00:00.000Z'); // Monday 09:00 in São Paulo
let queries = 0;
const call = apiCaller(() => ctx);
// The request limits' counters are written in the background, in batches (decision 1181): not a
// statement of the request being measured.
const logger = {
  logQuery: (query: string) => void (query.includes('"request_counters"') || queries++),
};

async function openCountedDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (testTarget() === 'pglite') {
    const pglite = createPglite(
      undefined,
      new Blob([fs.readFileSync(templateFile(inject('runId')))]),
    );
    const db = drizzlePglite({ client: pglite, schema, logger }) as unknown as Db;
    return {
      database: { db, kind: 'pglite', pglite, close: () => pglite.close() },
      drop: async () => {},
    };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `${templateDbName(inject('runId'))}_${randomUUID().slice(0, 8)}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await admin(`CREATE DATABASE ${name} TEMPLATE ${templateDbName(inject('runId'))}`);
  const pool = new pg.Pool({ connectionString: withDatabase(url, name), max: 5 });
  // As fromPool does: `pool.end()` resolves before its clients' sockets close, and the DROP … FORCE
  // of afterAll can end one of them; without a listener the pool's 'error' event is uncaught.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, logger }) as unknown as Db;
  return {
    database: { db, kind: 'pg', pool, close: () => pool.end() },
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

let ctx: TestContext;
let drop: () => Promise<void>;
let t: Tenant;
let adminToken: string;

beforeAll(async () => {
  const opened = await openCountedDatabase();
  drop = opened.drop;
  const deps: AppDeps = {
    database: opened.database,
    env: testEnv({ RATE_LIMIT_PER_MINUTE: 100_000 }),
    clock: () => new Date(NOW),
    jwtKey: jwtKey('test-secret-test-secret-test-secret'),
    mfaKey: mfaKey('test-mfa-key-test-mfa-key-test-mfa-key'),
    paymentWebhookSecret: 'test-payment-secret',
  };
  const app = await buildApp(deps);
  ctx = {
    app,
    deps,
    db: opened.database.db,
    setNow: () => {},
    now: () => new Date(NOW),
    close: async () => {},
  };
  t = await makeTenant(ctx);
  adminToken = (await makeAdministrator(ctx)).token;
});

afterAll(async () => {
  await ctx?.app.close();
  await ctx?.deps.database.close();
  await drop?.();
});

const HOT_READS = () =>
  [
    ['psychologist search', `/psychologists/collaborators`, t.collaborator.token],
    ['psychologist search ?name=', `/psychologists/collaborators?name=psi`, t.collaborator.token],
    [
      "a psychologist's opening hours",
      `/opening-hours/psychologist/${t.psychologist.uuid}`,
      t.collaborator.token,
    ],
    [
      "a psychologist's 'confirmed' list",
      `/appointments/psychologists/confirmed/${t.psychologist.uuid}`,
      t.collaborator.token,
    ],
    [
      'psychologist dashboard',
      `/dashboards/psychologists/${t.psychologist.uuid}`,
      t.psychologist.token,
    ],
    [
      'psychologist appointments',
      `/appointments/psychologists/${t.psychologist.uuid}`,
      t.psychologist.token,
    ],
    [
      "a collaborator's history",
      `/appointments/collaborators/${t.collaborator.uuid}`,
      t.collaborator.token,
    ],
    ["administrator's company page", `/companies/${t.company.uuid}`, adminToken],
    ['company sectors', `/sectors`, t.company.token],
    // The rest of the load benchmark's mix (scripts/bench): each person's own reads.
    ["a collaborator's own record", `/collaborators/${t.collaborator.uuid}`, t.collaborator.token],
    ['gamification', `/collaborators/${t.collaborator.uuid}/gamification`, t.collaborator.token],
    ["a collaborator's purchases", `/purchases/${t.collaborator.uuid}`, t.collaborator.token],
    ["a psychologist's profile", `/psychologists/${t.psychologist.uuid}`, t.collaborator.token],
    [
      "a psychologist's hours by weekday",
      `/opening-hours/grouped-by-day-of-week/${t.psychologist.uuid}`,
      t.collaborator.token,
    ],
    // The paged lists (decision 1211): a first page and a page after a cursor.
    ["administrator's companies", `/companies`, adminToken],
    ["administrator's companies ?q=", `/companies?q=empresa`, adminToken],
    ["administrator's psychologists", `/psychologists`, adminToken],
    ["a sector's collaborators", `/sectors/${t.sector.uuid}?limit=5`, t.company.token],
    ['the outbox', `/outbox?limit=5`, adminToken],
    [
      "a collaborator's history, second page",
      `/appointments/collaborators/${t.collaborator.uuid}?limit=1&cursor=${cursorOf(t.appointment.uuid)}`,
      t.collaborator.token,
    ],
    [
      "a psychologist's appointments, second page",
      `/appointments/psychologists/${t.psychologist.uuid}?limit=5&cursor=${cursorOf(t.appointment.uuid)}`,
      t.psychologist.token,
    ],
  ] as const;

const cursorOf = (uuid: string) => Buffer.from(uuid).toString('base64url');

/** A booking of the mix: a fresh hour and person each time, so it succeeds with little data and with more. */
async function countBooking(day: number, startHour: number) {
  const date = new Date(NOW.getTime() + (7 + ((day - 1 + 7) % 7)) * 86_400_000);
  const ymd = date.toISOString().slice(0, 10);
  const weekday = date.getUTCDay();
  const hh = String(startHour).padStart(2, '0');
  const hour = await makeOpeningHour(
    ctx,
    t.psychologist.uuid,
    weekday,
    `${hh}:00:00`,
    `${hh}:50:00`,
  );
  // Another colleague each time: one person's booking limit is not what is measured.
  const who = await makeCollaborator(ctx, {
    companyUuid: t.company.uuid,
    sectorUuid: t.sector.uuid,
    credits: 2,
  });
  queries = 0;
  const res = await call('POST', '/appointments/collaborators', who.token, {
    collaboratorUuid: who.uuid,
    psychologistUuid: t.psychologist.uuid,
    openingHourUuid: hour.uuid,
    date: ymd,
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(201);
  return queries;
}

async function countAll() {
  const counts: Record<string, number> = {};
  for (const [name, url, token] of HOT_READS()) {
    queries = 0;
    const res = await call('GET', url, token);
    expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(200);
    counts[name] = queries;
  }
  return counts;
}

/** More of everything around the same tenant: 40 appointments, 8 sectors, 30 collaborators, 15 psychologists. */
async function grow() {
  const weekdays = [1, 2, 3, 4, 5];
  for (let i = 0; i < 40; i++) {
    const date = new Date(
      NOW.getTime() +
        (i % 2 ? 1 : -1) * (7 + 7 * Math.floor(i / 5)) * 86_400_000 +
        (i % 5) * 86_400_000,
    )
      .toISOString()
      .slice(0, 10);
    const other = await makeCollaborator(ctx, {
      companyUuid: t.company.uuid,
      sectorUuid: t.sector.uuid,
    });
    await makeAppointment(ctx, {
      collaboratorUuid: i % 3 ? other.uuid : t.collaborator.uuid,
      psychologistUuid: t.psychologist.uuid,
      date,
      startTime: `${String(8 + (i % 9)).padStart(2, '0')}:00:00`,
      status: date < '2026-03-02' ? 'confirmed' : 'pending',
    });
  }
  for (let i = 0; i < 8; i++) {
    const sector = await makeSector(ctx, t.company.uuid);
    await makeCollaborator(ctx, { companyUuid: t.company.uuid, sectorUuid: sector.uuid });
  }
  for (let i = 0; i < 15; i++) {
    const p = await makePsychologist(ctx, { name: `Psicóloga Extra ${i}` });
    for (const day of weekdays) await makeOpeningHour(ctx, p.uuid, day, '18:00:00', '18:50:00');
  }
  for (const day of weekdays)
    await makeOpeningHour(ctx, t.psychologist.uuid, day, '19:00:00', '19:50:00');
}

describe('SQL statements per request do not grow with the data', () => {
  it('each hot read issues the same number of statements on a small and a bigger dataset', async () => {
    await countAll(); // warm-up: first-call lookups (e.g. prepared plans) are not the steady state
    await countBooking(1, 6);
    const small: Record<string, number> = await countAll();
    small.booking = await countBooking(2, 6);
    await grow();
    const bigger: Record<string, number> = await countAll();
    bigger.booking = await countBooking(3, 6);
    console.info('SQL statements per request', small, bigger);
    for (const [name, n] of Object.entries(small)) {
      expect(n, `${name}: at least one statement is counted`).toBeGreaterThan(0);
      expect(
        bigger[name],
        `${name}: ${n} statements with little data, ${bigger[name]} with more`,
      ).toBe(n);
      if (name !== 'booking') expect(n, `${name}: a handful of statements`).toBeLessThanOrEqual(6);
    }
    // The guard's account check, the profile with the earning sessions counted, and the month's
    // appointments read as every appointment list reads them (decision 1390).
    expect(small['psychologist dashboard']).toBe(3);
    // The guard's account check and one statement each (decision 1233): the record and the
    // gamification read the collaborator's liveness with their answer; the booking reads its
    // parties and the psychologist's absences at once, then the lock and the insert, in one
    // transaction on both engines (decision 1321; node-postgres also logs its BEGIN and COMMIT,
    // PGlite's driver does not).
    expect(small["a collaborator's own record"]).toBe(2);
    expect(small.gamification).toBe(2);
    expect(small.booking).toBe(testTarget() === 'pg' ? 6 : 4);
  }, 120_000);
});

// A grant to a sector or a company is set-based (decision 0304): one statement for every balance
// and its ledger row, however many collaborators it reaches.
describe('SQL statements of a grant do not grow with its recipients', () => {
  it('a sector grant and a company grant use as many statements for 50 collaborators as for 2', async () => {
    const { company, sector } = await makeCompanyWithSector(ctx);
    const join = async (n: number) => {
      for (let i = 0; i < n; i++)
        await makeCollaborator(ctx, { companyUuid: company.uuid, sectorUuid: sector.uuid });
    };
    const url = {
      sector: `/collaborators/sector/${sector.uuid}/add-credits`,
      company: `/collaborators/company/${company.uuid}/add-credits`,
    };
    const grant = async (to: keyof typeof url, collaboratorsCount: number) => {
      queries = 0;
      const res = await call('PATCH', url[to], adminToken, { credits: 1 });
      expect(res.json()).toEqual({ credits: 1, collaboratorsCount });
      return queries;
    };
    await join(2);
    await grant('sector', 2); // warm-up, as above
    await grant('company', 2);
    const small = { sector: await grant('sector', 2), company: await grant('company', 2) };
    await join(48);
    const bigger = { sector: await grant('sector', 50), company: await grant('company', 50) };
    console.info('SQL statements per grant, 2 and 50 collaborators', small, bigger);
    expect(bigger).toEqual(small);
    // The guard's account check, the target's, every balance with its ledger row, the audit row;
    // on PostgreSQL the logger also counts the transaction's begin and commit.
    const each = testTarget() === 'pg' ? 6 : 4;
    expect(small).toEqual({ sector: each, company: each });
    // Each of the 50 got one ledger row per grant it received, and its balance is their sum.
    const rows = await ctx.db
      .select({
        credits: schema.collaborators.credits,
        entries: sql<number>`(select count(*) from credit_ledger l where l.collaborator_uuid = ${schema.collaborators.uuid} and l.reason = 'grant')`,
        sum: sql<number>`(select coalesce(sum(l.delta), 0) from credit_ledger l where l.collaborator_uuid = ${schema.collaborators.uuid})`,
      })
      .from(schema.collaborators)
      .where(eq(schema.collaborators.companyUuid, company.uuid));
    const shape = rows.map((r) => [r.credits, Number(r.entries), Number(r.sum)].join('/')).sort();
    expect(shape).toEqual([...Array(2).fill('6/6/6'), ...Array(48).fill('2/2/2')].sort());
  }, 120_000);
});
