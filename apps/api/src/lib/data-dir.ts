import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One process per data directory: a second start refuses instead of corrupting PGlite's files.
 * Returns a release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'acolher.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(lockFile, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `O diretório de dados ${path.resolve(dataDir)} já está em uso pelo processo ${pid}. Pare a outra instância ou use outro DATA_DIR.`,
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Não foi possível travar o diretório de dados ${dataDir}`);
}

/** A secret from the environment, or one generated once and kept in the data directory. */
export function persistentSecret(dataDir: string, name: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, `${name}.secret`);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * DATA_DIR is the server's own (decision 1314): every file it or the embedded database writes
 * from now on is created owner-only (umask 077), and an installation's existing files and folders
 * are brought to 0600 / 0700 at start (the PGlite WAL holds note text and password hashes).
 * Symbolic links are left alone; a file owned by another user is reported, not fatal.
 */
export function secureDataDir(dataDir: string, warn: (message: string) => void = () => {}) {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const visit = (target: string) => {
    const stat = fs.lstatSync(target);
    if (stat.isSymbolicLink()) return;
    const wanted = stat.mode & (stat.isDirectory() ? 0o700 : 0o600);
    if (wanted !== (stat.mode & 0o777)) {
      try {
        fs.chmodSync(target, wanted);
      } catch (error) {
        warn(`Não foi possível restringir ${target}: ${(error as Error).message}`);
      }
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(target)) visit(path.join(target, name));
    }
  };
  visit(dataDir);
}
