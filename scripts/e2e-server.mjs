// The server the end-to-end journeys run against: a fresh data directory, the demo seed, jobs on.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT } from './lib/run.mjs';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = path.join(ROOT, '.tmp', `e2e-data-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(ROOT, 'apps/api/src/server.ts')],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_PER_MINUTE: '100000',
      SIGN_IN_MAX_FAILURES_PER_EMAIL: '1000',
      SIGN_IN_MAX_FAILURES_PER_IP: '10000',
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
