// `npm run dev`: the API from its TypeScript source, restarted on every change of its code or of
// the contracts, and Vite's dev server with hot reload, which proxies /api (WebSockets too) to it.
// Open http://localhost:5173. The API listens on API_PORT (default 3000) with the usual DATA_DIR.
import { spawn } from 'node:child_process';
import { ROOT, ensureInstalled } from './lib/run.mjs';

if ((await ensureInstalled()) !== 0) process.exit(1);
const apiPort = process.env.API_PORT ?? '3000';
const children = [
  spawn(
    process.execPath,
    [
      '--watch-path=apps/api/src',
      '--watch-path=packages/contracts/src',
      '--import',
      'tsx',
      'apps/api/src/server.ts',
    ],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1' } },
  ),
  spawn('npx', ['vite'], {
    cwd: `${ROOT}/apps/web`,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
for (const child of children)
  child.on('exit', (code) => {
    children.forEach((other) => other !== child && other.kill('SIGTERM'));
    process.exitCode = code ?? 0;
  });
