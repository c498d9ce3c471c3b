import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: 'inherit',
      ...opts,
      env: { ...process.env, ...opts.env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (mtime(marker) && mtime(marker) >= mtime(lock)) return 0;
  console.log('› Instalando dependências (npm ci)…');
  const code = await run(...npmCommand(['ci', '--no-audit', '--no-fund']));
  if (code !== 0) console.error('✗ npm ci falhou.');
  return code;
}

const SUPPORTED_NODE_MAJORS = [22, 24];

/**
 * `engine-strict` is on (decision 1147): npm refuses to install under a Node outside `engines`.
 * On an older machine Node the same npm runs under Node 24 from the npm registry's `node` package,
 * so `npm start` and `npm test` keep working there.
 * @public apps/api/test/platform/node-engines.test.ts imports it by a computed path, which knip cannot follow
 * (decision 1229).
 */
export function npmCommand(args, nodeVersion = process.versions.node) {
  const major = Number(nodeVersion.split('.')[0]);
  if (major >= SUPPORTED_NODE_MAJORS[0]) return ['npm', args];
  return ['npx', ['-y', 'node@24', npmCli(), ...args]];
}

function npmCli() {
  const fromNpm = process.env.npm_execpath;
  if (fromNpm && /npm-cli\.js$/.test(fromNpm)) return fromNpm;
  const found = spawnSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).stdout.trim();
  const real = fs.realpathSync(found);
  return real.endsWith('npm-cli.js')
    ? real
    : path.join(path.dirname(real), '../lib/node_modules/npm/bin/npm-cli.js');
}

function newest(dir) {
  let best = 0;
  if (!fs.existsSync(dir)) return best;
  const stat = fs.statSync(dir);
  if (!stat.isDirectory()) return stat.mtimeMs;
  for (const entry of fs.readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    best = Math.max(best, newest(path.join(dir, entry)));
  }
  return best;
}

/** Builds the web app when its output is missing or older than its sources. */
export async function ensureWebBuilt({ force = false } = {}) {
  const out = path.join(ROOT, 'apps/web/dist/index.html');
  const sources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/scripts',
    'apps/web/vite.config.ts',
    'packages/contracts/src',
    'package-lock.json',
  ];
  const latest = Math.max(...sources.map((s) => newest(path.join(ROOT, s))));
  if (!force && mtime(out) > latest) return 0;
  console.log('› Gerando o aplicativo web (vite build)…');
  return run('npm', ['run', 'build', '-w', '@acolher/web']);
}

/** Compiles the API (apps/api/dist) when missing or older than its sources (decision 1145). */
export async function ensureApiBuilt({ force = false } = {}) {
  const out = path.join(ROOT, 'apps/api/dist/server.js');
  const sources = [
    'apps/api/src',
    'apps/api/scripts',
    'packages/contracts/src',
    'package-lock.json',
  ];
  const latest = Math.max(...sources.map((s) => newest(path.join(ROOT, s))));
  if (!force && mtime(out) > latest) return 0;
  console.log('› Compilando a API (esbuild)…');
  return run('npm', ['run', 'build', '-w', '@acolher/api']);
}

/**
 * Node's options for the compiled server as `npm start` runs it. On the embedded database (no
 * DATABASE_URL) V8's young generation is capped at 4 MB per semi-space instead of 16: PGlite's heap
 * already holds ~140 MB of the process, and under the mixed bench the default young generation
 * took the server to 355–396 MB resident against 349–355 MB, for the same CPU per request
 * (decision 1235).
 */
export function serverNodeArgs(env = process.env) {
  return env.DATABASE_URL ? [] : ['--max-semi-space-size=4'];
}

export function commandExists(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}
