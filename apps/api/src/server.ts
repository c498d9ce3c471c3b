import { loadEnv } from './config/env.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { bootstrapAdministrator } from './db/bootstrap.ts';
import { seedDemo } from './db/seed.ts';
import { buildApp } from './app.ts';
import { jwtKey } from './modules/auth/jwt.ts';
import { lockDataDir, persistentSecret } from './lib/data-dir.ts';
import { systemClock } from './lib/clock.ts';
import { startJobs } from './jobs/jobs.ts';
import type { AppDeps } from './app-context.ts';

async function main() {
  const env = loadEnv();
  const release = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
  const database = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await migrateDatabase(database);
  const deps: AppDeps = {
    database,
    env,
    clock: systemClock,
    jwtKey: jwtKey(persistentSecret(env.DATA_DIR, 'jwt', env.JWT_SECRET)),
    paymentWebhookSecret: persistentSecret(
      env.DATA_DIR,
      'payment-webhook',
      env.PAYMENT_WEBHOOK_SECRET,
    ),
  };
  await bootstrapAdministrator(deps);
  if (env.SEED_DEMO) await seedDemo(deps);
  const app = await buildApp(deps, { serveWeb: true });
  const jobs = env.JOBS_ENABLED ? await startJobs(deps) : undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: encerrando`);
    try {
      await jobs?.stop();
      await app.close();
      await database.close();
    } finally {
      release();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${env.DATA_DIR}`;
  console.log(`Acolher pronto em http://localhost:${env.PORT} — banco: ${where}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
