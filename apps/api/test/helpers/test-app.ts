import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import type { AppDeps } from '../../src/app-context.ts';
import { testEnv, type Env } from '../../src/config/env.ts';
import { createPglite, fromPglite, fromPool, type Database } from '../../src/db/client.ts';
import { jwtKey } from '../../src/modules/auth/jwt.ts';
import { mfaKey } from '../../src/modules/mfa/mfa-crypto.ts';
import { inject } from 'vitest';
import { templateFile, templateDbName, testTarget } from './target.ts';
import { withDatabase } from '../global-setup.ts';

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  deps: AppDeps;
  db: Database['db'];
  /** Moves the server's clock; `undefined` goes back to real time. */
  setNow(date: Date | string | undefined): void;
  now(): Date;
  close(): Promise<void>;
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (testTarget() === 'pglite') {
    const blob = new Blob([fs.readFileSync(templateFile(inject('runId')))]);
    const database = fromPglite(createPglite(undefined, blob));
    return { database, drop: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const template = templateDbName(inject('runId'));
  const name = `${template}_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const database = fromPool(new pg.Pool({ connectionString: withDatabase(url, name), max: 20 }));
  const drop = async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  return { database, drop };
}

/** A fresh, migrated database and an app on it, with a controllable clock. */
export async function createTestApp(
  overrides: Partial<Env> = {},
  opts: { logStream?: NodeJS.WritableStream } = {},
): Promise<TestContext> {
  const { database, drop } = await openTestDatabase();
  let fixed: Date | undefined;
  const env = testEnv({ RATE_LIMIT_PER_MINUTE: 100_000, ...overrides });
  const deps: AppDeps = {
    database,
    env,
    clock: () => (fixed ? new Date(fixed) : new Date()),
    jwtKey: jwtKey('test-secret-test-secret-test-secret'),
    mfaKey: mfaKey('test-mfa-key-test-mfa-key-test-mfa-key'),
    paymentWebhookSecret: 'test-payment-secret',
  };
  // Every successful answer of every test must be what /api/docs documents (src/openapi).
  const undocumented: string[] = [];
  const app = await buildApp(deps, {
    onUndocumentedAnswer: (p) => undocumented.push(p),
    logStream: opts.logStream,
  });
  return {
    app,
    deps,
    db: database.db,
    setNow: (date) => {
      fixed = date === undefined ? undefined : new Date(date);
    },
    now: () => deps.clock(),
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      if (undocumented.length > 0)
        throw new Error(
          `answers that break their route's schema.response:\n${[...new Set(undocumented)].join('\n')}`,
        );
    },
  };
}
