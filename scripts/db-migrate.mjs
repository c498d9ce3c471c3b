// `npm run db:migrate`: applies the migrations to DATABASE_URL (or the PGlite DATA_DIR) and exits,
// without serving: the upgrade step before new instances start (docs/deploy.md).
import path from 'node:path';
import { ROOT, ensureApiBuilt, run } from './lib/run.mjs';

if ((await ensureApiBuilt()) !== 0) process.exit(1);
process.exit(await run(process.execPath, [path.join(ROOT, 'apps/api/dist/migrate.js')]));
