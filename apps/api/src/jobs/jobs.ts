import { PgBoss, fromPglite } from 'pg-boss';
import type { AppDeps } from '../app-context.ts';
import { RECURRING_JOBS } from './recurring-jobs.ts';
import { safeErrorLine } from '../lib/log-safety.ts';

export interface JobRunner {
  boss: PgBoss;
  stop(): Promise<void>;
}

function createBoss(deps: AppDeps): PgBoss {
  const { database, env } = deps;
  if (database.kind === 'pglite' && database.pglite) {
    return new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite' } as never);
  }
  // Its own pool: a quarter of the app's, at least 2 (DB_POOL_MAX, decision 1143).
  const max = Math.max(2, Math.floor(env.DB_POOL_MAX / 4));
  return new PgBoss({ connectionString: env.DATABASE_URL ?? '', max });
}

/** Starts pg-boss on the app's own database and schedules every recurring job. */
export async function startJobs(deps: AppDeps): Promise<JobRunner> {
  const boss = createBoss(deps);
  boss.on('error', (error) => console.error('pg-boss:', safeErrorLine(error)));
  await boss.start();
  // On PGlite every poll of every queue is a statement on the only connection, queued with the
  // requests' (decision 1235): the jobs are due once a minute, so a 10 s poll instead of pg-boss's
  // 2 s runs each at most 8 s later and polls five times less.
  const polling = deps.database.kind === 'pglite' ? { pollingIntervalSeconds: 10 } : {};
  for (const job of RECURRING_JOBS) {
    await boss.createQueue(job.name);
    await boss.schedule(job.name, job.cron, null, { tz: deps.env.APP_TIME_ZONE });
    await boss.work(job.name, polling, async () => {
      await job.run(deps);
    });
  }
  return { boss, stop: () => boss.stop({ graceful: true, timeout: 5000 }) };
}
