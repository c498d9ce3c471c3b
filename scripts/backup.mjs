// `npm run backup -- FILE` and `npm run restore -- FILE` (domain.md §15, docs/deploy.md).
import path from 'node:path';
import { ROOT, ensureApiBuilt, ensureInstalled, run } from './lib/run.mjs';

const [command, file] = process.argv.slice(2);
if ((await ensureInstalled()) !== 0) process.exit(1);
if ((await ensureApiBuilt()) !== 0) process.exit(1);
const args = [path.join(ROOT, `apps/api/dist/${command}.js`)];
// npm runs scripts from the root: a relative FILE is the caller's.
if (file) args.push(path.resolve(process.env.INIT_CWD ?? process.cwd(), file));
process.exit(await run(process.execPath, args, { env: { NODE_ENV: 'production' } }));
