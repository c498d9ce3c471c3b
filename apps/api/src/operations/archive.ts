import fs from 'node:fs';
import { create, extract } from 'tar';

/** One backup file: a gzipped tar of a staging folder (decision 1450). */
export async function packFolder(folder: string, file: string): Promise<void> {
  const entries = fs.readdirSync(folder);
  await create({ gzip: true, file, cwd: folder, portable: true }, entries);
  fs.chmodSync(file, 0o600);
}

export async function unpackInto(file: string, folder: string): Promise<void> {
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  await extract({ file, cwd: folder, strict: true });
}
