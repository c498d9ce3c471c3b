import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from './helpers/server-process.ts';

// Decision 1314 (domain.md §15): the embedded database's files and every file the server writes in
// DATA_DIR are the server user's only — new ones and those of an existing installation.

/** Every path under `dir` whose mode gives the group or others any right. */
function opened(dir: string): string[] {
  const found: string[] = [];
  const visit = (target: string) => {
    const stat = fs.lstatSync(target);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) found.push(`${target} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory())
      for (const name of fs.readdirSync(target)) visit(path.join(target, name));
  };
  visit(dir);
  return found;
}

describe('DATA_DIR after the compiled server started in demo mode on PGlite', () => {
  it('holds nothing readable or writable by the group or others, old files included', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acolher-modes-'));
    fs.chmodSync(dataDir, 0o777);
    fs.mkdirSync(path.join(dataDir, 'uploads'), { mode: 0o777 });
    fs.chmodSync(path.join(dataDir, 'uploads'), 0o777);
    fs.writeFileSync(path.join(dataDir, 'uploads', 'old.png'), 'x');
    fs.chmodSync(path.join(dataDir, 'uploads', 'old.png'), 0o666);
    const server = await startServer({ DATA_DIR: dataDir, APP_ENV: 'demo' });
    try {
      await server.ready();
      expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
      expect(opened(dataDir)).toEqual([]);
      expect(fs.readdirSync(dataDir).length).toBeGreaterThan(2);
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
