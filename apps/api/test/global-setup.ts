import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createPglite, fromPglite, fromPool, migrateDatabase } from '../src/db/client.ts';
import type { TestProject } from 'vitest/node';
import { templateFile, templateDbName, testTarget } from './helpers/target.ts';

/** Migrates once per run: a PGlite snapshot, or a template database on the PostgreSQL server. */
export default async function setup(project: TestProject) {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  project.provide('runId', runId);
  if (testTarget() === 'pglite') {
    const pglite = createPglite();
    await migrateDatabase(fromPglite(pglite));
    const dump = await pglite.dumpDataDir('none');
    fs.mkdirSync(path.dirname(templateFile(runId)), { recursive: true });
    fs.writeFileSync(templateFile(runId), Buffer.from(await dump.arrayBuffer()));
    await pglite.close();
    return () => fs.rmSync(templateFile(runId), { force: true });
  }
  const url = process.env.TEST_DATABASE_URL!;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = templateDbName(runId);
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const database = fromPool(new pg.Pool({ connectionString: withDatabase(url, name), max: 2 }));
  await migrateDatabase(database);
  await database.close();
  return async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const { rows } = await c.query(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
      `${name}%`,
    ]);
    for (const row of rows)
      await c.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`).catch(() => {});
    await c.end();
  };
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
