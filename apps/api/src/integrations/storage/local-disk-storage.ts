import { mkdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './storage.ts';

const URL_PREFIX = '/uploads/';
const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9.-]+)+$/i;

/** Files under `root`, served by the app at /uploads/<key>. */
export function localDiskStorage(root: string): FileStorage {
  mkdirSync(root, { recursive: true });
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
      return `${URL_PREFIX}${key}`;
    },
    async remove(url) {
      if (!url.startsWith(URL_PREFIX)) return;
      const key = url.slice(URL_PREFIX.length);
      if (!SAFE_KEY.test(key) || key.includes('..')) return;
      await fs.rm(resolve(key), { force: true });
    },
  };
}
