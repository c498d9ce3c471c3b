import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type TestTarget = 'pglite' | 'pg';

/** API tests run on PGlite by default, on the PostgreSQL server when TEST_DB=pg (TEST_DATABASE_URL). */
export function testTarget(): TestTarget {
  if (process.env.TEST_DB === 'pg') {
    if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DB=pg requires TEST_DATABASE_URL');
    return 'pg';
  }
  return 'pglite';
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const templateFile = (runId: string) =>
  path.join(root, '.tmp', `pglite-template-${runId}.tar`);
export const templateDbName = (runId: string) => `acolher_tpl_${runId}`;

declare module 'vitest' {
  export interface ProvidedContext {
    runId: string;
  }
}
