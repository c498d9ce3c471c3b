import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { AppDeps } from '../../src/app-context.ts';
import { testEnv, type Env } from '../../src/config/env.ts';
import { createPglite, fromPglite, fromPool, type Database } from '../../src/db/client.ts';
import { jwtKey } from '../../src/modules/auth/jwt.ts';
import { mfaKey } from '../../src/modules/mfa/mfa-crypto.ts';
import { withDatabase } from '../global-setup.ts';
import { templateDbName, templateFile, testTarget } from './target.ts';
import type { TestContext } from './test-app.ts';

interface AppInstance {
  app: Awaited<ReturnType<typeof buildApp>>;
  deps: AppDeps;
  close(): Promise<void>;
}

/**
 * A test app whose process can "restart" (app and database connection closed, a new app opened
 * on the same data) and, on the PostgreSQL server, several app instances on one database.
 * All instances share one controllable clock.
 */
export interface RestartableContext extends TestContext {
  restart(): Promise<void>;
  /** Another app instance with its own connection pool on the same database (PostgreSQL only). */
  openInstance(): Promise<AppInstance>;
}

export async function createRestartableTestApp(
  overrides: Partial<Env> = {},
): Promise<RestartableContext> {
  let fixed: Date | undefined;
  const env = testEnv({ RATE_LIMIT_PER_MINUTE: 100_000, ...overrides });
  const clock = () => (fixed ? new Date(fixed) : new Date());
  const key = jwtKey('test-secret-test-secret-test-secret');

  const target = testTarget();
  let pgName = '';
  let snapshot: Blob | undefined;
  if (target === 'pglite') {
    snapshot = new Blob([fs.readFileSync(templateFile(inject('runId')))]);
  } else {
    pgName = `${templateDbName(inject('runId'))}_${randomUUID().slice(0, 8)}`;
    await adminQuery(`CREATE DATABASE ${pgName} TEMPLATE ${templateDbName(inject('runId'))}`);
  }
  const openDatabase = (): Database =>
    target === 'pglite'
      ? fromPglite(createPglite(undefined, snapshot))
      : fromPool(
          new pg.Pool({
            connectionString: withDatabase(process.env.TEST_DATABASE_URL!, pgName),
            max: 10,
          }),
        );
  const open = async (): Promise<AppInstance> => {
    const database = openDatabase();
    const deps: AppDeps = {
      database,
      env,
      clock,
      jwtKey: key,
      mfaKey: mfaKey('test-mfa-key-test-mfa-key-test-mfa-key'),
      paymentWebhookSecret: 'test-payment-secret',
    };
    const app = await buildApp(deps);
    return {
      app,
      deps,
      close: async () => {
        await app.close();
        // PGlite lives in memory: what survives a restart is its data directory's dump.
        if (database.pglite) snapshot = await database.pglite.dumpDataDir('none');
        await database.close();
      },
    };
  };

  let current = await open();
  const extra: AppInstance[] = [];
  const ctx: RestartableContext = {
    app: current.app,
    deps: current.deps,
    db: current.deps.database.db,
    setNow: (date) => {
      fixed = date === undefined ? undefined : new Date(date);
    },
    now: clock,
    restart: async () => {
      await current.close();
      current = await open();
      Object.assign(ctx, { app: current.app, deps: current.deps, db: current.deps.database.db });
    },
    openInstance: async () => {
      if (target !== 'pg') throw new Error('PGlite is single-process: one instance per database');
      const instance = await open();
      extra.push(instance);
      return instance;
    },
    close: async () => {
      for (const instance of extra) await instance.close();
      await current.close();
      if (pgName) await adminQuery(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
    },
  };
  return ctx;
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
