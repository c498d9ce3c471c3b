import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * apps/api: two levels above src/lib when run from the sources (tsx, tests), one above dist/ when
 * run compiled (scripts/build.mjs bundles everything into dist/, decision 1145).
 */
export const API_ROOT =
  path.basename(here) === 'dist' ? path.resolve(here, '..') : path.resolve(here, '../..');
