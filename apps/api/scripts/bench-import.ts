// `npm run bench:import`: the collaborator import of 10,000 rows (decision 1207), timed and with its
// SQL statements counted, on PGlite and, when TEST_DATABASE_URL is set, on a fresh PostgreSQL
// database beside it (dropped at the end). Also a 100-row import, to show that the number of
// statements does not grow with the file (BENCH_IMPORT_SQL=1 prints them). A measurement, not a
// test; the import of the 10,000 rows on PGlite has a target, < 10 s (decision 1401): a miss exits 1.
import { formatCpf, generateCpf } from '@brazilian-utils/brazilian-utils';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { testEnv } from '../src/config/env.ts';
import { createPglite, migrateDatabase, type Database, type Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { jwtKey } from '../src/modules/auth/jwt.ts';
import { mfaKey } from '../src/modules/mfa/mfa-crypto.ts';
import { issueSessionToken } from '../src/modules/auth/sessions.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
let statements = 0;
const seen: string[] = [];
// The request limits' counters are written in the background, in batches (decision 1181): not a
// statement of the request being measured (as in test/platform/query-count.test.ts).
const logger = {
  logQuery: (query: string) => {
    if (query.includes('"request_counters"')) return;
    statements++;
    if (process.env.BENCH_IMPORT_SQL) seen.push(query.replace(/\s+/g, ' ').slice(0, 90));
  },
};

async function openDatabase(kind: 'pglite' | 'pg') {
  if (kind === 'pglite') {
    const pglite = createPglite();
    const db = drizzlePglite({ client: pglite, schema, logger }) as unknown as Db;
    const database: Database = { db, kind, pglite, close: () => pglite.close() };
    return { database, drop: async () => {} };
  }
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `acolher_bench_import_${Date.now().toString(36)}`;
  const admin = async (text: string) => {
    const url = new URL(base);
    url.pathname = '/postgres';
    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    await c.query(text);
    await c.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  base.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: base.toString(), max: 5 });
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, logger }) as unknown as Db;
  const database: Database = { db, kind, pool, close: () => pool.end() };
  return { database, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

function csvOf(rows: number, sectors: string[], tag: string) {
  const lines = ['name,document,email,phone,birthdate,gender,sector'];
  for (let i = 0; i < rows; i++) {
    lines.push(
      [
        `Pessoa ${tag} ${i}`,
        formatCpf(generateCpf()),
        `pessoa.${tag}.${i}@empresa.com.br`,
        '(11) 98765-4321',
        '15/04/1990',
        i % 2 ? 'Feminino' : 'Masculino',
        sectors[i % sectors.length],
      ].join(','),
    );
  }
  return Buffer.from(lines.join('\r\n'));
}

function multipart(bytes: Buffer) {
  const boundary = '----bench-import';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pessoas.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function run(kind: 'pglite' | 'pg') {
  const { database, drop } = await openDatabase(kind);
  try {
    await migrateDatabase(database);
    const deps = {
      database,
      env: testEnv({ RATE_LIMIT_PER_MINUTE: 100_000 }),
      clock: () => new Date(),
      jwtKey: jwtKey('bench-secret-bench-secret-bench-secret'),
      mfaKey: mfaKey('test-mfa-key-test-mfa-key-test-mfa-key'),
      paymentWebhookSecret: 'bench',
    };
    const app = await buildApp(deps);
    const { db } = database;
    const [company] = await db
      .insert(schema.companies)
      .values({
        name: 'Empresa Bench',
        legalName: 'Empresa Bench Ltda.',
        document: '11222333000181',
        email: 'rh@bench.dev',
      })
      .returning();
    const sectorNames = ['Recursos Humanos', 'Tecnologia da Informação', 'Operações', 'Vendas'];
    await db
      .insert(schema.sectors)
      .values(sectorNames.map((name) => ({ name, companyUuid: company.uuid })));
    const token = await issueSessionToken(deps, db, 'company', company.uuid);

    const measure = async (label: string, bytes: Buffer, dryRun: boolean) => {
      const file = multipart(bytes);
      statements = 0;
      seen.length = 0;
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: `/api/collaborators/import${dryRun ? '?dryRun=true' : ''}`,
        payload: file.payload,
        headers: { ...file.headers, authorization: `Bearer ${token}` },
      });
      const ms = Math.round(performance.now() - started);
      const body = res.json();
      const target =
        kind === 'pglite' && label === `${ROWS} rows, import`
          ? `  target < 10 s: ${ms < 10_000 ? 'pass' : 'FAIL'}`
          : '';
      if (target.endsWith('FAIL')) process.exitCode = 1;
      // Counted after the answer: the request's own statements (the session check included).
      console.log(
        ...seen.map((q) => `    ${q}\n`),
        `${kind.padEnd(6)} ${label.padEnd(22)} ${String(res.statusCode)} ${String(body.acceptedCount ?? body.message).padStart(6)} accepted  ${String(ms).padStart(6)} ms  ${statements} statements${target}`,
      );
    };
    await measure('100 rows, import', csvOf(100, sectorNames, 'a'), false);
    const big = csvOf(ROWS, sectorNames, 'b');
    await measure(`${ROWS} rows, preview`, big, true);
    await measure(`${ROWS} rows, import`, big, false);
    await measure(`${ROWS} rows, again`, big, true);
    await app.close();
  } finally {
    await database.close();
    await drop();
  }
}

await run('pglite');
if (process.env.TEST_DATABASE_URL) await run('pg');
