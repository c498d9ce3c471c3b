import path from 'node:path';
import type { Env } from '../config/env.ts';
import { uploadDir as configuredUploadDir } from '../integrations/storage/storage.ts';

/** Where an installation keeps what a backup carries (domain.md §15, decision 1450). */
export function installationPaths(env: Pick<Env, 'DATA_DIR'> & Partial<Pick<Env, 'UPLOAD_DIR'>>) {
  const dataDir = path.resolve(env.DATA_DIR);
  const uploadDir = path.resolve(configuredUploadDir(env as Env));
  return {
    dataDir,
    uploadDir,
    /** The running PGlite server answers backup requests here (control-socket.ts). */
    controlSocket: path.join(dataDir, 'acolher-control.sock'),
    uploadsInsideDataDir: path.dirname(uploadDir) === dataDir,
  };
}

/** Files of a PGlite data directory that belong to the running process, never to a backup. */
export const PROCESS_FILES = new Set(['acolher.lock', 'acolher-control.sock', 'postmaster.pid']);
