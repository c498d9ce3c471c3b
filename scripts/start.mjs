// `npm start`: installs what is missing, builds the web app, then serves web + API on PORT.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, ensureInstalled, ensureWebBuilt } from './lib/run.mjs';

if ((await ensureInstalled()) !== 0) process.exit(1);
if ((await ensureWebBuilt()) !== 0) process.exit(1);

const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(ROOT, 'apps/api/src/server.ts')],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  },
);
// Ctrl-C reaches the server too (same process group); wait for it to close cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
