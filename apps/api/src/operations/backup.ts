import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Env } from '../config/env.ts';
import { lockDataDir } from '../lib/data-dir.ts';
import { packFolder, unpackInto } from './archive.ts';
import { requestImage } from './control-socket.ts';
import { installationPaths } from './paths.ts';
import { copyDataFiles } from './pglite-image.ts';
import { libpqEnv, runPgTool } from './tools.ts';

type BackupEnv = Pick<Env, 'DATA_DIR'> & Partial<Pick<Env, 'UPLOAD_DIR' | 'DATABASE_URL'>>;

/** A refusal the operator reads as one line (domain.md §15). */
export class OperationRefused extends Error {}

interface Manifest {
  format: 1;
  engine: 'pglite' | 'pg';
  createdAt: string;
}

const SECRET_FILE = /\.secret$/;

/** `npm run backup -- FILE`: the database in use and the uploaded files, one archive (domain.md §15). */
export async function writeBackup(env: BackupEnv, file: string): Promise<Manifest> {
  const paths = installationPaths(env);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'acolher-backup-'));
  try {
    const manifest: Manifest = {
      format: 1,
      engine: env.DATABASE_URL ? 'pg' : 'pglite',
      createdAt: new Date().toISOString(),
    };
    if (env.DATABASE_URL) {
      await runPgTool(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          '--file',
          path.join(staging, 'database.dump'),
        ],
        env.DATABASE_URL,
      );
      copySecrets(paths.dataDir, path.join(staging, 'secrets'));
    } else {
      await pgliteImage(paths, path.join(staging, 'pgdata'));
    }
    if (fs.existsSync(paths.uploadDir))
      fs.cpSync(paths.uploadDir, path.join(staging, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest));
    await packFolder(staging, path.resolve(file));
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

async function pgliteImage(paths: ReturnType<typeof installationPaths>, target: string) {
  if (!fs.existsSync(path.join(paths.dataDir, 'PG_VERSION')))
    throw new OperationRefused(`Backup recusado: não há banco embutido em ${paths.dataDir}.`);
  const skip = uploadsSkip(paths);
  let release: (() => void) | undefined;
  try {
    release = lockDataDir(paths.dataDir);
  } catch {
    // A server holds the directory: it makes the copy itself, between two queries (control-socket.ts).
    return requestImage(paths.controlSocket, target).catch((error: Error) => {
      throw new OperationRefused(
        `Backup recusado: o processo que usa ${paths.dataDir} não respondeu (${error.message}).`,
      );
    });
  }
  try {
    await copyDataFiles(paths.dataDir, target, skip);
  } finally {
    release();
  }
}

/** The uploads folder travels on its own (`uploads/`), even when it lives inside DATA_DIR. */
export function uploadsSkip(paths: ReturnType<typeof installationPaths>) {
  const name = path.basename(paths.uploadDir);
  return (relative: string) => paths.uploadsInsideDataDir && relative === name;
}

function copySecrets(from: string, to: string) {
  if (!fs.existsSync(from)) return;
  for (const name of fs.readdirSync(from).filter((n) => SECRET_FILE.test(n))) {
    fs.mkdirSync(to, { recursive: true, mode: 0o700 });
    fs.copyFileSync(path.join(from, name), path.join(to, name));
  }
}

/** `npm run restore -- FILE`: into an empty data directory or database only (domain.md §15). */
export async function restoreBackup(env: BackupEnv, file: string): Promise<Manifest> {
  const paths = installationPaths(env);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'acolher-restore-'));
  try {
    await unpackInto(path.resolve(file), staging).catch((error: Error) => {
      throw new OperationRefused(
        `Restauração recusada: ${file} não é um backup legível (${error.message}).`,
      );
    });
    const manifest = readManifest(staging, file);
    if (env.DATABASE_URL) {
      if (manifest.engine !== 'pg')
        throw new OperationRefused(
          'Restauração recusada: este backup é do banco embutido (PGlite); restaure-o sem DATABASE_URL.',
        );
      await assertEmptyDatabase(env.DATABASE_URL);
      assertEmptyFolder(paths.uploadDir, 'a pasta de arquivos enviados');
      await runPgTool(
        'pg_restore',
        [
          // The database's name only: the rest of the URL travels in libpq's environment.
          `--dbname=${libpqEnv(env.DATABASE_URL).PGDATABASE ?? ''}`,
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          path.join(staging, 'database.dump'),
        ],
        env.DATABASE_URL,
      );
      restoreMissingSecrets(path.join(staging, 'secrets'), paths.dataDir);
    } else {
      if (manifest.engine !== 'pglite')
        throw new OperationRefused(
          'Restauração recusada: este backup é de um servidor PostgreSQL; restaure-o com DATABASE_URL.',
        );
      assertEmptyFolder(paths.dataDir, 'o diretório de dados');
      if (!paths.uploadsInsideDataDir)
        assertEmptyFolder(paths.uploadDir, 'a pasta de arquivos enviados');
      fs.cpSync(path.join(staging, 'pgdata'), paths.dataDir, { recursive: true });
    }
    const uploads = path.join(staging, 'uploads');
    if (fs.existsSync(uploads)) fs.cpSync(uploads, paths.uploadDir, { recursive: true });
    ownerOnly(paths.dataDir);
    if (!paths.uploadsInsideDataDir) ownerOnly(paths.uploadDir);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function readManifest(staging: string, file: string): Manifest {
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(staging, 'manifest.json'), 'utf8'),
    ) as Manifest;
    if (manifest.format === 1 && (manifest.engine === 'pg' || manifest.engine === 'pglite'))
      return manifest;
  } catch {
    // falls through to the refusal below
  }
  throw new OperationRefused(`Restauração recusada: ${file} não é um backup do Acolher.`);
}

function assertEmptyFolder(folder: string, what: string) {
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0)
    throw new OperationRefused(`Restauração recusada: ${what} ${folder} não está vazio.`);
}

async function assertEmptyDatabase(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S')
         AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'`,
    );
    if (Number(rows[0]!.count) > 0)
      throw new OperationRefused(
        'Restauração recusada: o banco de dados de destino não está vazio.',
      );
  } finally {
    await client.end();
  }
}

function restoreMissingSecrets(from: string, dataDir: string) {
  if (!fs.existsSync(from)) return;
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  for (const name of fs.readdirSync(from)) {
    const target = path.join(dataDir, name);
    if (!fs.existsSync(target)) fs.copyFileSync(path.join(from, name), target);
  }
}

/** What the server writes in DATA_DIR is its own user's only (decision 1450). */
function ownerOnly(folder: string) {
  if (!fs.existsSync(folder)) return;
  fs.chmodSync(folder, 0o700);
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    fs.chmodSync(full, entry.isDirectory() ? 0o700 : 0o600);
  }
}
