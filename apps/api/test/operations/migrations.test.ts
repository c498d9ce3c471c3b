// domain.md §15: pending migrations run in one transaction; a failing one leaves the database as it
// was and the refusal names it (decision 1451).
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

let ctx: TestContext;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'acolher-migrations-'));

/** The real migrations plus two new ones: the first valid, the second refused by the database. */
function withBrokenMigrations() {
  fs.cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const last = journal.entries.at(-1)!;
  const add = (offset: number, tag: string, body: string) => {
    fs.writeFileSync(path.join(folder, `${tag}.sql`), body);
    journal.entries.push({
      idx: last.idx + offset,
      version: last.version,
      when: last.when + offset,
      tag,
      breakpoints: true,
    });
  };
  add(1, '9990_upgrade_probe', 'CREATE TABLE upgrade_probe (a int);');
  add(
    2,
    '9991_broken',
    'ALTER TABLE companies ADD COLUMN upgrade_probe text;\n--> statement-breakpoint\nSELECT 1 / 0;',
  );
  fs.writeFileSync(journalFile, JSON.stringify(journal));
}

beforeAll(async () => {
  ctx = await createTestApp();
  withBrokenMigrations();
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(folder, { recursive: true, force: true });
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
