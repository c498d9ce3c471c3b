// `npm run db:migrate`: migrates the configured database and exits, without serving (§15).
import { loadEnv } from './config/env.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { lockDataDir } from './lib/data-dir.ts';
import { createLogger } from './lib/logger.ts';

const env = loadEnv();
const log = createLogger(env);
const release = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
const database = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolMax: 2 });
try {
  await withStartupLock(database, () => migrateDatabase(database));
  log.info('migrações aplicadas');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
  release();
}
