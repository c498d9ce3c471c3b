// domain.md §15 (decision 1451): a newer instance migrates while an instance of the previous release
// keeps serving on the same PostgreSQL database; the old one keeps answering and nothing is lost.
// The previous release is taken from the repository's history and run from its source.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPool, migrateDatabase, queryRows, type Database } from '../../src/db/client.ts';
import { withStartupLock } from '../../src/db/startup-lock.ts';
import { withDatabase } from '../global-setup.ts';
import { testTarget } from '../helpers/target.ts';
import { sql } from 'drizzle-orm';

/** The last release landed before this one's migrations (0018 onwards): its schema ends at 0017. */
const PREVIOUS_RELEASE = 'd280b0c';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const OLD_TREE = path.join(ROOT, '.tmp', `release-${PREVIOUS_RELEASE}`);

function checkOutPreviousRelease() {
  if (fs.existsSync(path.join(OLD_TREE, 'apps/api/src/server.ts'))) return;
  fs.mkdirSync(OLD_TREE, { recursive: true });
  const archive = execFileSync(
    'git',
    ['archive', PREVIOUS_RELEASE, 'apps/api', 'packages/contracts'],
    {
      cwd: ROOT,
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  execFileSync('tar', ['-x', '-C', OLD_TREE], { input: archive });
  // Its own contracts package; every other package resolves from the repository's node_modules.
  fs.mkdirSync(path.join(OLD_TREE, 'node_modules/@acolher'), { recursive: true });
  fs.symlinkSync(
    '../../packages/contracts',
    path.join(OLD_TREE, 'node_modules/@acolher/contracts'),
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const url = process.env.TEST_DATABASE_URL ?? '';
const name = `acolher_upgrade_${randomUUID().slice(0, 8)}`;
let old: ChildProcess | undefined;
let base = '';

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

async function call(pathname: string, init: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${base}${pathname}`, {
    method: init.body ? 'POST' : 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as Record<string, unknown>,
  };
}

describe.runIf(testTarget() === 'pg')('a rolling upgrade from the previous release', () => {
  let database: Database;

  beforeAll(async () => {
    checkOutPreviousRelease();
    await admin(`CREATE DATABASE ${name}`);
    const port = await freePort();
    base = `http://127.0.0.1:${port}/api`;
    old = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(OLD_TREE, 'apps/api'),
      env: {
        ...process.env,
        APP_ENV: 'demo',
        NODE_ENV: 'production',
        DATABASE_URL: withDatabase(url, name),
        DATA_DIR: path.join(OLD_TREE, `data-${name}`),
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'true',
        JOBS_ENABLED: 'false',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let i = 0; i < 240; i++) {
      const ready = await fetch(`${base}/health/ready`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    database = fromPool(new pg.Pool({ connectionString: withDatabase(url, name), max: 2 }));
  }, 180_000);

  afterAll(async () => {
    old?.kill('SIGTERM');
    await database?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('keeps the old instance answering while the new migrations run, and loses nothing', async () => {
    const ana = await call('/collaborators/sign-in', {
      body: { email: 'ana@empresa-demo.com.br', password: 'acolher123' },
    });
    expect(ana.status).toBe(200);
    const psychologist = await call('/psychologists/sign-in', {
      body: { email: 'psicologa.demo@gmail.com', password: 'acolher123' },
    });
    expect(psychologist.status).toBe(200);
    const reads = [
      () =>
        call(`/appointments/collaborators/${String(ana.body.uuid)}`, {
          token: String(ana.body.token),
        }),
      () => call(`/collaborators/${String(ana.body.uuid)}`, { token: String(ana.body.token) }),
      () => call('/psychologists/collaborators', { token: String(ana.body.token) }),
      () =>
        call(`/dashboards/psychologists/${String(psychologist.body.uuid)}`, {
          token: String(psychologist.body.token),
        }),
      () => call('/health/ready'),
    ];

    // Each table of the previous release with its columns then: new columns may come, none may go.
    const columns = await queryRows<{ table: string; columns: string[] }>(
      database.db,
      sql`SELECT table_name AS table, array_agg(column_name::text ORDER BY column_name) AS columns
          FROM information_schema.columns WHERE table_schema = 'public'
          GROUP BY table_name ORDER BY table_name`,
    );
    // What the old instance itself writes while it serves the reads is not data to keep unchanged:
    // its per-account request counters and its sessions' last use (decisions 1181, 1101).
    const SERVING_BOOKKEEPING = new Set(['request_counters', 'auth_sessions']);
    const rows = async () => {
      const digests: Record<string, string> = {};
      for (const t of columns.filter((c) => !SERVING_BOOKKEEPING.has(c.table))) {
        const fields = t.columns.map((c) => `'${c}', t."${c}"`).join(', ');
        const row = `jsonb_build_object(${fields})::text`;
        digests[t.table] = (
          await queryRows<{ digest: string }>(
            database.db,
            sql.raw(
              `SELECT count(*) || ':' || md5(coalesce(string_agg(${row}, '' ORDER BY ${row}), '')) AS digest FROM "${t.table}" t`,
            ),
          )
        )[0]!.digest;
      }
      return digests;
    };
    const before = await rows();
    expect(Object.keys(before).length).toBeGreaterThan(20);

    // The old instance is read without pause while the new release migrates under the start-up lock.
    const statuses: number[] = [];
    let migrating = true;
    const reader = (async () => {
      while (migrating) for (const read of reads) statuses.push((await read()).status);
    })();
    await withStartupLock(database, () => migrateDatabase(database));
    migrating = false;
    await reader;
    for (const read of reads) statuses.push((await read()).status);

    expect(statuses.length).toBeGreaterThanOrEqual(reads.length * 2);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    // Every row of the previous release's tables is still there, unchanged.
    const after = await rows();
    expect(after).toEqual(before);
  }, 180_000);
});
