// domain.md §15: `npm run backup` / `npm run restore` on the engine in use; a restored copy serves
// the same rows; a non-empty target is refused (decision 1450).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { AppDeps } from '../../src/app-context.ts';
import { testEnv } from '../../src/config/env.ts';
import {
  createPglite,
  fromPglite,
  fromPool,
  queryRows,
  type Database,
} from '../../src/db/client.ts';
import { seedDemo } from '../../src/db/seed.ts';
import { lockDataDir } from '../../src/lib/data-dir.ts';
import { jwtKey } from '../../src/modules/auth/jwt.ts';
import { mfaKey } from '../../src/modules/mfa/mfa-crypto.ts';
import {
  OperationRefused,
  restoreBackup,
  uploadsSkip,
  writeBackup,
} from '../../src/operations/backup.ts';
import { startControlSocket } from '../../src/operations/control-socket.ts';
import { installationPaths } from '../../src/operations/paths.ts';
import { withDatabase } from '../global-setup.ts';
import { templateDbName, templateFile, testTarget } from '../helpers/target.ts';
import { sql } from 'drizzle-orm';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'acolher-backup-test-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(scratch, { recursive: true, force: true });
});

function depsOn(database: Database, dataDir: string): AppDeps {
  return {
    database,
    env: testEnv({ DATA_DIR: dataDir }),
    clock: () => new Date(),
    jwtKey: jwtKey('test-secret-test-secret-test-secret'),
    mfaKey: mfaKey('test-mfa-key-test-mfa-key-test-mfa-key'),
    paymentWebhookSecret: 'test-payment-secret',
  };
}

/** Every row of every table of the app's schemas, in a stable order. */
async function snapshot(database: Database) {
  const tables = await queryRows<{ schema: string; name: string }>(
    database.db,
    sql`SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1, 2`,
  );
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    const name = `"${table.schema}"."${table.name}"`;
    rows[name] = await queryRows(
      database.db,
      sql.raw(`SELECT to_jsonb(t)::text AS row FROM ${name} t ORDER BY 1`),
    );
  }
  return rows;
}

function writeUpload(dataDir: string) {
  const uploads = path.join(dataDir, 'uploads');
  fs.mkdirSync(uploads, { recursive: true });
  fs.writeFileSync(path.join(uploads, 'avatar-test.webp'), 'imagem de teste');
}

describe.runIf(testTarget() === 'pglite')('backup and restore on PGlite', () => {
  const source = path.join(scratch, 'source');
  let expected: Record<string, unknown[]>;

  it('seeds an installation on disk', async () => {
    const template = new Blob([fs.readFileSync(templateFile(inject('runId')))]);
    const database = fromPglite(createPglite(source, template));
    await seedDemo(depsOn(database, source));
    expected = await snapshot(database);
    await database.close();
    writeUpload(source);
    expect(Object.keys(expected).length).toBeGreaterThan(20);
    expect(expected['"public"."appointments"']!.length).toBeGreaterThan(0);
  });

  it(
    'backs up a stopped installation and restores the same rows and files',
    { timeout: 240_000 },
    async () => {
      const file = path.join(scratch, 'offline.tar.gz');
      const manifest = await writeBackup({ DATA_DIR: source }, file);
      expect(manifest.engine).toBe('pglite');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);

      const target = path.join(scratch, 'restored');
      await restoreBackup({ DATA_DIR: target }, file);
      expect(fs.readFileSync(path.join(target, 'uploads/avatar-test.webp'), 'utf8')).toBe(
        'imagem de teste',
      );
      expect(fs.existsSync(path.join(target, 'acolher.lock'))).toBe(false);
      expect(fs.statSync(path.join(target, 'PG_VERSION')).mode & 0o077).toBe(0);
      const restored = fromPglite(createPglite(target));
      expect(await snapshot(restored)).toEqual(expected);
      await restored.close();

      await expect(restoreBackup({ DATA_DIR: target }, file)).rejects.toThrow(
        new OperationRefused(
          `Restauração recusada: o diretório de dados ${target} não está vazio.`,
        ),
      );
      await expect(
        restoreBackup(
          { DATA_DIR: path.join(scratch, 'other'), DATABASE_URL: 'postgres://x@127.0.0.1:1/x' },
          file,
        ),
      ).rejects.toThrow('este backup é do banco embutido (PGlite); restaure-o sem DATABASE_URL');
    },
  );

  it('backs up a serving installation through its control socket while it keeps writing', async () => {
    const database = fromPglite(createPglite(source));
    const release = lockDataDir(source);
    const paths = installationPaths({ DATA_DIR: source });
    const close = await startControlSocket({
      pglite: database.pglite!,
      dataDir: paths.dataDir,
      socketPath: paths.controlSocket,
      skip: uploadsSkip(paths),
    });
    cleanups.push(async () => (await close(), await database.close(), release()));
    const before = await snapshot(database);
    let writing = true;
    let writes = 0;
    const writer = (async () => {
      while (writing) {
        await database.db.execute(sql`UPDATE leads SET name = name WHERE false`);
        writes++;
        // PGlite answers without I/O: yield so the socket's request gets its turn.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const file = path.join(scratch, 'live.tar.gz');
    try {
      await writeBackup({ DATA_DIR: source }, file);
    } finally {
      writing = false;
      await writer;
    }
    expect(writes).toBeGreaterThan(0);

    const target = path.join(scratch, 'restored-live');
    await restoreBackup({ DATA_DIR: target }, file);
    const restored = fromPglite(createPglite(target));
    expect(await snapshot(restored)).toEqual(before);
    await restored.close();
  }, 240_000);
});

describe.runIf(testTarget() === 'pg')('backup and restore on PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL!;
  async function admin(statement: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  }
  async function newDatabase(template?: string) {
    const name = `acolher_backup_${randomUUID().slice(0, 8)}`;
    await admin(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    return withDatabase(url, name);
  }

  it(
    'restores the same rows and files into an empty database and refuses a non-empty one',
    { timeout: 240_000 },
    async () => {
      const sourceUrl = await newDatabase(templateDbName(inject('runId')));
      const dataDir = path.join(scratch, 'pg-source');
      const database = fromPool(new pg.Pool({ connectionString: sourceUrl, max: 4 }));
      await seedDemo(depsOn(database, dataDir));
      const expected = await snapshot(database);
      await database.close();
      writeUpload(dataDir);

      const file = path.join(scratch, 'pg.tar.gz');
      expect((await writeBackup({ DATA_DIR: dataDir, DATABASE_URL: sourceUrl }, file)).engine).toBe(
        'pg',
      );

      const targetUrl = await newDatabase();
      const targetDir = path.join(scratch, 'pg-target');
      await restoreBackup({ DATA_DIR: targetDir, DATABASE_URL: targetUrl }, file);
      const restored = fromPool(new pg.Pool({ connectionString: targetUrl, max: 2 }));
      expect(await snapshot(restored)).toEqual(expected);
      await restored.close();
      expect(fs.readFileSync(path.join(targetDir, 'uploads/avatar-test.webp'), 'utf8')).toBe(
        'imagem de teste',
      );

      await expect(
        restoreBackup({ DATA_DIR: path.join(scratch, 'pg-again'), DATABASE_URL: sourceUrl }, file),
      ).rejects.toThrow('Restauração recusada: o banco de dados de destino não está vazio.');
      await expect(
        restoreBackup({ DATA_DIR: path.join(scratch, 'pg-lite') }, file),
      ).rejects.toThrow('este backup é de um servidor PostgreSQL; restaure-o com DATABASE_URL');
    },
  );
});
