import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import {
  PgDialect,
  type PgDatabase,
  type PgQueryResultHKT,
  type PgTransaction,
} from 'drizzle-orm/pg-core';
import { DrizzleQueryError, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { API_ROOT } from '../lib/paths.ts';
import { pgCode } from './errors.ts';
import * as coreTables from './schema.ts';
import * as accountDeletionTables from './tables/account-deletion.ts';
import * as attendanceTables from './tables/attendance.ts';
import * as authSessionTables from './tables/auth-sessions.ts';
import * as sessionOutcomeTables from './tables/session-outcomes.ts';
import * as sessionNoteTables from './tables/session-notes.ts';
import * as sessionRatingTables from './tables/session-ratings.ts';
import * as requestCounterTables from './tables/request-counters.ts';
import * as measureTables from './tables/measures.ts';
import * as leadTables from './tables/leads.ts';
import * as actionPlanTables from './tables/action-plan.ts';
import * as riskSurveyTables from './tables/risk-surveys.ts';
import * as phoneChangeTables from './tables/phone-change-codes.ts';
import * as mfaTables from './tables/mfa.ts';
import * as signalMessageTables from './tables/signal-messages.ts';
import * as pendingContactTables from './tables/pending-contact-changes.ts';
import * as waitlistTables from './tables/waitlist.ts';

/**
 * Every table the app queries. New domains keep their tables in `db/tables/<domain>.ts` (one line
 * here each).
 */
const schema = {
  ...coreTables,
  ...attendanceTables,
  ...sessionOutcomeTables,
  ...authSessionTables,
  ...accountDeletionTables,
  ...sessionRatingTables,
  ...requestCounterTables,
  ...measureTables,
  ...sessionNoteTables,
  ...leadTables,
  ...actionPlanTables,
  ...riskSurveyTables,
  ...phoneChangeTables,
  ...mfaTables,
  ...signalMessageTables,
  ...pendingContactTables,
  ...waitlistTables,
};

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');

/**
 * PGlite's server settings on top of its own (decision 1235). Its PostgreSQL keeps its shared
 * buffers inside the WebAssembly heap, which never shrinks: the default 128 MB of buffers made a
 * 200 MB heap on the demo data (RSS of `npm start` 535 MB under load). 16 MB fits in the heap's
 * first 128 MB with room to spare (32 MB left the server at 379–396 MB under the mixed bench, 16 MB
 * at 361–371 MB); the data files stay in the operating system's page cache, outside the process.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

export function createPglite(dataDir?: string, loadDataDir?: Blob | File): PGlite {
  return new PGlite({
    dataDir,
    extensions: { btree_gist },
    loadDataDir,
    startParams: PGLITE_START_PARAMS,
  });
}

export function fromPglite(pglite: PGlite): Database {
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite, close: () => pglite.close() };
}

export function fromPool(pool: pg.Pool): Database {
  // An idle client can lose its connection (server restart, DROP DATABASE … FORCE); the pool
  // replaces it. Without a listener that event would crash the process.
  pool.on('error', (error) =>
    console.error(`PostgreSQL: conexão ociosa perdida (${error.message})`),
  );
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return { db, kind: 'pg', pool, close: () => pool.end() };
}

export function openDatabase(opts: { url?: string; dataDir?: string; poolMax?: number }): Database {
  if (opts.url)
    return fromPool(new pg.Pool({ connectionString: opts.url, max: opts.poolMax ?? 20 }));
  return fromPglite(createPglite(opts.dataDir));
}

/**
 * The first statement of each migration: every table of the app locked at once, waiting at most
 * 200 ms for any of them, and no later statement of the transaction waiting longer either. A
 * migration that held one table while it waited for another could deadlock with a read of the
 * previous release waiting the other way round, and PostgreSQL's deadlock check (after 1 s by
 * default) could end that read with a 500. Waiting less, the migration gives way first: it undoes
 * everything and is tried again (decision 1453). Once every table is held, nothing waits.
 */
const LOCK_ALL_TABLES = `DO $$
DECLARE tables text;
BEGIN
  PERFORM set_config('lock_timeout', '200ms', true);
  SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') INTO tables
    FROM pg_tables WHERE schemaname = 'public';
  IF tables IS NOT NULL THEN
    EXECUTE 'LOCK TABLE ' || tables || ' IN ACCESS EXCLUSIVE MODE';
  END IF;
END $$`;

/** lock_not_available (the 200 ms ran out) and deadlock_detected: the migration gave way. */
const GAVE_WAY = new Set(['55P03', '40P01']);
const RETRY_FOR_MS = 120_000;

/**
 * Applies the pending migrations. Drizzle runs them all in one transaction, so a failure leaves the
 * database exactly as it was; the refusal names the migration that failed (domain.md §15,
 * decision 1451). A migration that gave way to the tables' readers is tried again, for two minutes.
 */
export async function migrateDatabase(
  database: Database,
  migrationsFolder = MIGRATIONS_DIR,
): Promise<void> {
  const config = { migrationsFolder };
  const migrations = readMigrationFiles(config).map((migration) => ({
    ...migration,
    sql: [LOCK_ALL_TABLES, ...migration.sql],
  }));
  const giveUpAt = Date.now() + RETRY_FOR_MS;
  for (;;) {
    try {
      await new PgDialect().migrate(migrations, database.db._.session as never, config);
      return;
    } catch (error) {
      if (GAVE_WAY.has(pgCode(error) ?? '') && Date.now() < giveUpAt) {
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
        continue;
      }
      const failed = failedMigration(migrationsFolder, error);
      if (!failed) throw error;
      const cause = error instanceof DrizzleQueryError ? error.cause : error;
      throw new MigrationFailed(
        `A migração ${failed} falhou e nada foi aplicado (${cause instanceof Error ? cause.message : String(cause)}).`,
      );
    }
  }
}

/** A migration refused by the database; the instance refuses to start with this one line. */
export class MigrationFailed extends Error {}

function failedMigration(folder: string, error: unknown): string | undefined {
  if (!(error instanceof DrizzleQueryError)) return undefined;
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const index = readMigrationFiles({ migrationsFolder: folder }).findIndex((migration) =>
    migration.sql.some((statement) => statement === error.query),
  );
  return index < 0 ? undefined : journal.entries[index]?.tag;
}

/** Rows of a raw SQL query, on either driver (both answer `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
