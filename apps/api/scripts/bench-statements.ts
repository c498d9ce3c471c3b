// `npx tsx apps/api/scripts/bench-statements.ts DATA_DIR`: what PGlite's single connection spends
// its time on under the capacity mix (docs/performance.md): each read of the mix sent in process, one at a
// time, with its statements counted and timed, then the slowest statements overall. DATA_DIR is a
// copy of the PGlite directory `npm run bench -- capacity` seeds (demo data + 500 collaborators);
// it is changed (sessions). A measurement, not a test.
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app.ts';
import { testEnv } from '../src/config/env.ts';
import { createPglite, fromPglite } from '../src/db/client.ts';
import { jwtKey } from '../src/modules/auth/jwt.ts';
import { mfaKey } from '../src/modules/mfa/mfa-crypto.ts';
import { issueSessionToken } from '../src/modules/auth/sessions.ts';

const N = Number(process.env.BENCH_STATEMENTS_N ?? 100);
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: bench-statements.ts DATA_DIR');

const byStatement = new Map<string, { n: number; ms: number; text: string; params?: unknown[] }>();
let measuring = false;
let current = { statements: 0, ms: 0 };
type Query = PGlite['query'];
function timed(query: Query): Query {
  return (async (text: string, params?: unknown[], options?: object) => {
    const started = performance.now();
    try {
      return await query(text, params, options);
    } finally {
      const ms = performance.now() - started;
      const key = text.replace(/\s+/g, ' ').slice(0, 160);
      if (measuring) {
        const s = byStatement.get(key) ?? { n: 0, ms: 0, text, params };
        s.n++;
        s.ms += ms;
        byStatement.set(key, s);
        current.statements++;
        current.ms += ms;
      }
    }
  }) as Query;
}

const pglite = createPglite(dataDir);
pglite.query = timed(pglite.query.bind(pglite));
const transaction = pglite.transaction.bind(pglite);
pglite.transaction = ((fn: Parameters<PGlite['transaction']>[0]) =>
  transaction(async (tx) => {
    tx.query = timed(tx.query.bind(tx));
    return fn(tx);
  })) as PGlite['transaction'];
const database = fromPglite(pglite);
const deps = {
  database,
  env: testEnv({ RATE_LIMIT_PER_MINUTE: 100_000_000 }),
  clock: () => new Date(),
  jwtKey: jwtKey('bench-secret-bench-secret-bench-secret'),
  mfaKey: mfaKey('test-mfa-key-test-mfa-key-test-mfa-key'),
  paymentWebhookSecret: 'bench',
};
const app = await buildApp(deps);
const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await database.db.execute(query)).rows as T[];
const colls = await rows<{ uuid: string }>(
  sql`select uuid from collaborators where email like 'bench-c%' order by email limit 50`,
);
const psys = await rows<{ uuid: string }>(
  sql`select uuid from psychologists where compliance_status = 'approved' and deleted_at is null`,
);
const token = async (role: 'collaborator' | 'psychologist', uuid: string) =>
  `Bearer ${await issueSessionToken(deps, database.db, role, uuid)}`;
const collTokens = await Promise.all(colls.map((c) => token('collaborator', c.uuid)));
const psyTokens = await Promise.all(psys.map((p) => token('psychologist', p.uuid)));
const pick = <T>(list: T[], i: number) => list[i % list.length];

const kinds: Record<string, (i: number) => { url: string; auth: string }> = {
  'own record': (i) => ({
    url: `/api/collaborators/${pick(colls, i).uuid}`,
    auth: pick(collTokens, i),
  }),
  gamification: (i) => ({
    url: `/api/collaborators/${pick(colls, i).uuid}/gamification`,
    auth: pick(collTokens, i),
  }),
  history: (i) => ({
    url: `/api/appointments/collaborators/${pick(colls, i).uuid}`,
    auth: pick(collTokens, i),
  }),
  purchases: (i) => ({ url: `/api/purchases/${pick(colls, i).uuid}`, auth: pick(collTokens, i) }),
  'directory ?name=': (i) => ({
    url: `/api/psychologists/collaborators?name=${encodeURIComponent(pick(['ana', 'silva', 'bench 3'], i))}`,
    auth: pick(collTokens, i),
  }),
  "a psychologist's hours": (i) => ({
    url: `/api/opening-hours/psychologist/${pick(psys, i).uuid}`,
    auth: pick(collTokens, i),
  }),
  "a psychologist's 'confirmed'": (i) => ({
    url: `/api/appointments/psychologists/confirmed/${pick(psys, i).uuid}`,
    auth: pick(collTokens, i),
  }),
  "a psychologist's profile": (i) => ({
    url: `/api/psychologists/${pick(psys, i).uuid}`,
    auth: pick(collTokens, i),
  }),
  dashboard: (i) => ({
    url: `/api/dashboards/psychologists/${pick(psys, i).uuid}`,
    auth: pick(psyTokens, i),
  }),
  'own appointments': (i) => ({
    url: `/api/appointments/psychologists/${pick(psys, i).uuid}`,
    auth: pick(psyTokens, i),
  }),
};

console.log(
  `kind`.padEnd(30),
  'ms/req'.padStart(7),
  'SQL ms'.padStart(7),
  'stmts'.padStart(6),
  'status',
);
for (const [name, make] of Object.entries(kinds)) {
  for (let i = 0; i < 10; i++) {
    const r = make(i);
    await app.inject({ url: r.url, headers: { authorization: r.auth } });
  }
  current = { statements: 0, ms: 0 };
  measuring = true;
  const statuses = new Set<number>();
  const started = performance.now();
  for (let i = 0; i < N; i++) {
    const r = make(i);
    const res = await app.inject({ url: r.url, headers: { authorization: r.auth } });
    statuses.add(res.statusCode);
  }
  const ms = (performance.now() - started) / N;
  measuring = false;
  console.log(
    name.padEnd(30),
    ms.toFixed(2).padStart(7),
    (current.ms / N).toFixed(2).padStart(7),
    (current.statements / N).toFixed(1).padStart(6),
    [...statuses].join(','),
  );
}
console.log('\nslowest statements (total ms over the run, count, mean ms):');
for (const [text, s] of [...byStatement.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15))
  console.log(
    `${s.ms.toFixed(0).padStart(7)} ${String(s.n).padStart(6)} ${(s.ms / s.n).toFixed(2).padStart(6)}  ${text}`,
  );
const explained = [...byStatement.values()]
  .filter((s) => /^\s*select/i.test(s.text))
  .sort((a, b) => b.ms - a.ms)
  .slice(0, Number(process.env.BENCH_STATEMENTS_EXPLAIN ?? 6));
if (process.env.BENCH_STATEMENTS_DUMP)
  (await import('node:fs')).writeFileSync(
    process.env.BENCH_STATEMENTS_DUMP,
    JSON.stringify(explained),
  );
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
for (const s of explained) {
  const planning: number[] = [];
  const execution: number[] = [];
  let lines: string[] = [];
  for (let i = 0; i < 5; i++) {
    const plan = await pglite.query<{ 'QUERY PLAN': string }>(
      `explain analyze ${s.text}`,
      s.params,
    );
    lines = plan.rows.map((row) => row['QUERY PLAN']);
    for (const l of lines) {
      const m = /(Planning|Execution) Time: ([0-9.]+) ms/.exec(l);
      if (m) (m[1] === 'Planning' ? planning : execution).push(Number(m[2]));
    }
  }
  console.log(`\n${s.text.replace(/\s+/g, ' ').slice(0, 300)}`);
  console.log(
    `  median of 5: planning ${median(planning).toFixed(2)} ms, execution ${median(execution).toFixed(2)} ms`,
  );
  if (process.env.BENCH_STATEMENTS_PLANS) for (const l of lines) console.log(`  ${l}`);
}
await app.close();
await database.close();
