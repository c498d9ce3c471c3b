import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** These tests run what production runs: the compiled output, built once here. */
export default function setup() {
  if (!process.env.TEST_DATABASE_URL)
    throw new Error('vitest.production.config.ts needs TEST_DATABASE_URL (a PostgreSQL server)');
  const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: api, stdio: 'inherit' });
}
