// domain.md §15: pending migrations run in one transaction; a failing one leaves the database as it
// was and the refusal names it (decision 1451); a migration never deadlocks a read of the release
// still serving (decision 1453).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MIGRATIONS_DIR,
  MigrationFailed,
  migrateDatabase,
  queryRows,
} from '../../src/db/client.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { testTarget } from '../helpers/target.ts';

let ctx: TestContext;
const folders: string[] = [];

/** The real migrations plus new ones, each a tag and its statements. */
function withMigrations(added: [tag: string, statements: string[]][]) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'acolher-migrations-'));
  folders.push(folder);
  fs.cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const last = journal.entries.at(-1)!;
  added.forEach(([tag, statements], i) => {
    fs.writeFileSync(
      path.join(folder, `${tag}.sql`),
      statements.join('\n--> statement-breakpoint\n'),
    );
    journal.entries.push({
      idx: last.idx + i + 1,
      version: last.version,
      when: last.when + i + 1,
      tag,
      breakpoints: true,
    });
  });
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

const applied = async () =>
  (
    await queryRows<{ n: string }>(
      ctx.db,
      sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`,
    )
  )[0]!.n;

describe('a failing migration', () => {
  it('is named, and leaves the database as it was (the valid one before it undone too)', async () => {
    // The first valid, the second refused by the database.
    const folder = withMigrations([
      ['9990_upgrade_probe', ['CREATE TABLE upgrade_probe (a int);']],
      ['9991_broken', ['ALTER TABLE companies ADD COLUMN upgrade_probe text;', 'SELECT 1 / 0;']],
    ]);
    const before = await applied();
    const error = await migrateDatabase(ctx.deps.database, folder).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationFailed);
    expect((error as Error).message).toBe(
      'A migração 9991_broken falhou e nada foi aplicado (division by zero).',
    );
    expect(await applied()).toBe(before);
    const probe = await queryRows<{ t: string | null; c: string | null }>(
      ctx.db,
      sql`SELECT to_regclass('public.upgrade_probe')::text AS t,
            (SELECT column_name FROM information_schema.columns
             WHERE table_name = 'companies' AND column_name = 'upgrade_probe') AS c`,
    );
    expect(probe[0]).toEqual({ t: null, c: null });
    // The real migrations still apply cleanly afterwards (nothing half-applied blocks them).
    await migrateDatabase(ctx.deps.database);
    expect(await applied()).toBe(before);
  });
});

// The previous release reads while a new one migrates (rolling-upgrade.test.ts). A migration that
// altered one table, then waited for a second one a reader held while that reader waited for the
// first, deadlocked, and PostgreSQL ended one of the two: the read answered 500.
describe.runIf(testTarget() === 'pg')('a migration while the previous release reads', () => {
  it('never deadlocks a read: it gives way, and is applied once the read is done', async () => {
    const folder = withMigrations([
      [
        '9992_two_tables',
        [
          'ALTER TABLE companies ADD COLUMN reader_probe text;',
          'ALTER TABLE psychologists ADD COLUMN reader_probe text;',
        ],
      ],
    ]);
    const pool = ctx.deps.database.pool!;
    const reader = await pool.connect();
    try {
      await reader.query('BEGIN');
      await reader.query('SELECT count(*) FROM psychologists');
      const migration = migrateDatabase(ctx.deps.database, folder);
      // The migration waits for the table the reader holds.
      await expect
        .poll(
          async () =>
            (
              await pool.query<{ n: number }>(
                `SELECT count(*)::int AS n FROM pg_locks
                  WHERE NOT granted AND relation = 'psychologists'::regclass`,
              )
            ).rows[0]!.n,
          { interval: 10, timeout: 10_000 },
        )
        .toBeGreaterThan(0);
      // The reader now reads the other table, in the same transaction: no deadlock, no error.
      await reader.query('SELECT count(*) FROM companies');
      await reader.query('COMMIT');
      await migration;
    } finally {
      reader.release();
    }
    const columns = await queryRows<{ table_name: string }>(
      ctx.db,
      sql`SELECT table_name FROM information_schema.columns
           WHERE column_name = 'reader_probe' ORDER BY table_name`,
    );
    expect(columns.map((c) => c.table_name)).toEqual(['companies', 'psychologists']);
  });
});
