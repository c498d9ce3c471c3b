import crypto from 'node:crypto';
import { demoExposureWarning, isDemoMode, loadEnv, type Env } from './config/env.ts';
import { operatorWarning } from './config/operator.ts';
import { StartRefused, productionRefusals } from './config/production-checks.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { bootstrapAdministrator } from './db/bootstrap.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { seedDemo } from './db/seed.ts';
import { buildApp } from './app.ts';
import { jwtKey } from './modules/auth/jwt.ts';
import { mfaKey } from './modules/mfa/mfa-crypto.ts';
import { lockDataDir, persistentSecret, secureDataDir } from './lib/data-dir.ts';
import { createLogger } from './lib/logger.ts';
import { systemClock } from './lib/clock.ts';
import { startJobs, type JobRunner } from './jobs/jobs.ts';
import { newLifecycle } from './lifecycle/lifecycle.ts';
import { installShutdown } from './lifecycle/shutdown.ts';
import type { AppDeps } from './app-context.ts';
import { uploadsSkip } from './operations/backup.ts';
import { startControlSocket } from './operations/control-socket.ts';
import { installationPaths } from './operations/paths.ts';

/**
 * Demo mode keeps secrets it generated in DATA_DIR; production only reads the environment (all
 * instances sign with the same key, §15). The sandbox's secret is unused there (no sandbox route).
 */
function secrets(env: Env) {
  if (!isDemoMode(env))
    return {
      jwt: env.JWT_SECRET!,
      mfa: env.MFA_ENCRYPTION_KEY!,
      paymentWebhook: env.PAYMENT_WEBHOOK_SECRET ?? crypto.randomBytes(48).toString('base64url'),
    };
  return {
    jwt: persistentSecret(env.DATA_DIR, 'jwt', env.JWT_SECRET),
    mfa: persistentSecret(env.DATA_DIR, 'mfa', env.MFA_ENCRYPTION_KEY),
    paymentWebhook: persistentSecret(env.DATA_DIR, 'payment-webhook', env.PAYMENT_WEBHOOK_SECRET),
  };
}

async function main() {
  const env = loadEnv();
  const refusals = productionRefusals(env);
  if (refusals.length > 0) throw new StartRefused(refusals);
  const log = createLogger(env);
  secureDataDir(env.DATA_DIR, (message) => log.warn(message));
  const release = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
  const database = openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolMax: env.DB_POOL_MAX,
  });
  const lifecycle = newLifecycle();
  const secret = secrets(env);
  const deps: AppDeps = {
    database,
    env,
    clock: systemClock,
    jwtKey: jwtKey(secret.jwt),
    mfaKey: mfaKey(secret.mfa),
    paymentWebhookSecret: secret.paymentWebhook,
    lifecycle,
  };
  let jobs: JobRunner | undefined;
  try {
    // One instance at a time (decision 1142); pg-boss creates its own schema here too.
    await withStartupLock(database, async () => {
      await migrateDatabase(database);
      await bootstrapAdministrator(deps);
      if (env.SEED_DEMO) await seedDemo(deps);
      if (env.JOBS_ENABLED) jobs = await startJobs(deps);
    });
  } catch (error) {
    await jobs?.stop().catch(() => {});
    await database.close().catch(() => {});
    release();
    throw error;
  }
  lifecycle.migrated = true;
  const app = await buildApp(deps, { serveWeb: true, logger: log });
  // `npm run backup` asks this process for a quiet copy of its PGlite directory (decision 1450).
  if (database.pglite) {
    const paths = installationPaths(env);
    const closeControl = await startControlSocket({
      pglite: database.pglite,
      dataDir: paths.dataDir,
      socketPath: paths.controlSocket,
      skip: uploadsSkip(paths),
    });
    app.addHook('onClose', closeControl);
  }
  installShutdown({ app, jobs, database, lifecycle, env, log, release });

  await app.listen({ port: env.PORT, host: env.HOST });
  // PGlite's file layer sets 0666 on the files it creates, whatever the umask (decision 1314): the
  // folders are 0700, so no other user reaches them, and the files are narrowed again now and
  // every minute.
  secureDataDir(env.DATA_DIR, (message) => log.warn(message));
  setInterval(() => secureDataDir(env.DATA_DIR, (message) => log.warn(message)), 60_000).unref();
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${env.DATA_DIR}`;
  log.info(
    { mode: env.APP_ENV, port: env.PORT },
    `Acolher pronto em http://localhost:${env.PORT} — banco: ${where} — modo: ${isDemoMode(env) ? 'demonstração' : 'produção'}`,
  );
  const warning = demoExposureWarning(env);
  if (warning) log.warn(warning);
  const operatorMissing = operatorWarning(env);
  if (operatorMissing) log.warn(operatorMissing);
}

main().catch((error: unknown) => {
  // One line per refusal, plain text (domain.md §15): the operator reads it in the terminal.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
