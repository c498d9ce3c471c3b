import { PgBoss, fromPglite } from 'pg-boss';
import type { Database } from './client.ts';
import type { Env } from '../config/env.ts';

/**
 * pg-boss on the app's own database, the one place the job queue depends on the engine: on PGlite it
 * shares the only connection, on PostgreSQL it has its own pool, a quarter of the app's, at least 2
 * (DB_POOL_MAX, decision 1143). On PGlite every poll of every queue is a statement on that connection,
 * queued with the requests' (decision 1235): the jobs are due once a minute, so a 10 s poll instead of
 * pg-boss's 2 s runs each at most 8 s later and polls five times less.
 */
export function createJobQueue(database: Database, env: Env) {
  if (database.kind === 'pglite' && database.pglite) {
    const boss = new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite' } as never);
    return { boss, pollingIntervalSeconds: 10 };
  }
  const max = Math.max(2, Math.floor(env.DB_POOL_MAX / 4));
  return {
    boss: new PgBoss({ connectionString: env.DATABASE_URL ?? '', max }),
    pollingIntervalSeconds: 2,
  };
}
