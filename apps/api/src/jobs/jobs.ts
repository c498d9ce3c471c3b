import type { PgBoss } from 'pg-boss';
import type { AppDeps } from '../app-context.ts';
import { RECURRING_JOBS } from './recurring-jobs.ts';
import { safeErrorLine } from '../lib/log-safety.ts';
import { createJobQueue } from '../db/job-queue.ts';

export interface JobRunner {
  boss: PgBoss;
  stop(): Promise<void>;
}

/** Starts pg-boss on the app's own database and schedules every recurring job. */
export async function startJobs(deps: AppDeps): Promise<JobRunner> {
  const { boss, pollingIntervalSeconds } = createJobQueue(deps.database, deps.env);
  boss.on('error', (error) => console.error('pg-boss:', safeErrorLine(error)));
  await boss.start();
  for (const job of RECURRING_JOBS) {
    await boss.createQueue(job.name);
    await boss.schedule(job.name, job.cron, null, { tz: deps.env.APP_TIME_ZONE });
    await boss.work(job.name, { pollingIntervalSeconds }, async () => {
      await job.run(deps);
    });
  }
  return { boss, stop: () => boss.stop({ graceful: true, timeout: 5000 }) };
}
