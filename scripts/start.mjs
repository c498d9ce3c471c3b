// `npm start`: installs what is missing, builds the web app and the API, then serves both on PORT.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  ROOT,
  ensureApiBuilt,
  ensureInstalled,
  ensureWebBuilt,
  run,
  serverNodeArgs,
} from './lib/run.mjs';

// Demo mode says so first (domain.md §15): public passwords and a test checkout.
if (process.env.APP_ENV !== 'production') {
  console.log('━━ Acolher em MODO DE DEMONSTRAÇÃO ━━');
  console.log(
    'Contas de exemplo com a senha pública acolher123 e checkout de teste (cartão 4242…).',
  );
  console.log(
    'Não use com dados reais: para produção, veja docs/deploy.md (APP_ENV=production).\n',
  );
}
const major = Number(process.versions.node.split('.')[0]);
if (major < 22)
  console.warn(
    `Aviso: Node ${process.versions.node} está fora de suporte; use o Node 22 ou 24 (decision 1147).\n`,
  );

if ((await ensureInstalled()) !== 0) process.exit(1);
if ((await ensureWebBuilt()) !== 0) process.exit(1);
if ((await ensureApiBuilt()) !== 0) process.exit(1);

// A new embedded database (PGlite, no DATABASE_URL) is created by the migration in a process of its
// own: creating it runs PostgreSQL's initdb inside the WebAssembly heap, which never shrinks, so a
// server that did it kept ~790 MB until its next restart instead of ~310 MB (decision 1235).
const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? 'data');
if (
  !process.env.DATABASE_URL &&
  process.env.APP_ENV !== 'production' &&
  !fs.existsSync(path.join(dataDir, 'PG_VERSION'))
) {
  const code = await run(process.execPath, [path.join(ROOT, 'apps/api/dist/migrate.js')], {
    env: { NODE_ENV: 'production' },
  });
  if (code !== 0) process.exit(code);
}

// Compiled JavaScript, as in production: tsx is only for development and tests.
const server = spawn(
  process.execPath,
  [...serverNodeArgs(), path.join(ROOT, 'apps/api/dist/server.js')],
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
