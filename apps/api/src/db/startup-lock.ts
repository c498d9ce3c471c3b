import type { Database } from './client.ts';

/** One key for the whole app: migrations, the first administrator, the seed and pg-boss's set-up. */
const STARTUP_LOCK_KEY = 4_170_215_001;

/**
 * Runs the start-up writes while holding a PostgreSQL session advisory lock, so instances started at
 * the same instant on one server take turns: the first migrates and creates the administrator, the
 * others find it done (domain.md §15, decision 1142). PGlite is one process per data directory
 * (lib/data-dir.ts): nothing to share.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'pg' || !database.pool) return work();
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
