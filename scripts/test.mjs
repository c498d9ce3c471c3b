// `npm test`: installs what is missing, then typecheck, lint, unit, API on PGlite (on a supported
// Node) and PostgreSQL, the compiled server in production mode, e2e.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from './lib/pg.mjs';
import { ROOT, commandExists, ensureInstalled, ensureWebBuilt, run } from './lib/run.mjs';

const results = [];
let currentStep = '';
async function step(name, fn) {
  const started = Date.now();
  currentStep = name;
  console.log(`\n━━ ${name} ━━`);
  let code;
  try {
    code = await fn();
  } catch (error) {
    console.error(error);
    code = 1;
  }
  const status = code === 0 ? 'ok' : code === 'skip' ? 'skipped' : 'FAILED';
  results.push({ name, status, seconds: Math.round((Date.now() - started) / 1000) });
  return code === 0;
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 });
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function ensureChromium() {
  if (commandExists('chromium') || process.env.CHROMIUM_PATH) return 0;
  if (process.getuid?.() !== 0) {
    console.error('Chromium não encontrado. Instale com: sudo apt-get install -y chromium');
    return 1;
  }
  console.log('› Instalando o Chromium do Debian (apt-get install -y chromium)…');
  const update = await run('apt-get', ['update', '-qq']);
  if (update !== 0) return update;
  return run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const npx = (...args) => run('npx', args);

if (!(await step('install', ensureInstalled))) finish();
await step('typecheck', async () => {
  for (const project of ['packages/contracts', 'apps/api', 'apps/web', 'e2e']) {
    const code = await npx('tsc', '-p', project);
    if (code !== 0) return code;
  }
  return 0;
});
await step('lint', async () => {
  const code = await npx('eslint', '.', '--max-warnings=0');
  // docs/domain.md's paths, the decision records' shape and index, no citation a clone cannot follow.
  const docs = await run('node', ['scripts/check-docs.mjs']);
  // Unused files, exports and dependencies, undeclared dependencies (knip.config.ts, decision 1229).
  const unused = await npx('knip', '--no-progress');
  return code || docs || unused;
});
await step('unit (contracts, web)', async () => {
  const a = await run('npx', ['vitest', 'run'], { cwd: `${ROOT}/packages/contracts` });
  const b = await npx('vitest', 'run', '--config', 'apps/web/vitest.config.ts');
  return a || b;
});
// The API suite runs once per engine, on a Node the product supports: the machine's when it is 22 or 24,
// otherwise Node 24 from the npm registry's `node` package (decision 1147). The unit suites, which
// are quick, run on Node 24 as well whatever Node runs this.
const machineMajor = Number(process.versions.node.split('.')[0]);
const vitestOnNode24 = (cwd, args = [], env = {}) =>
  run('npx', ['-y', 'node@24', `${ROOT}/node_modules/vitest/vitest.mjs`, 'run', ...args], {
    cwd,
    env,
  });
// Each API run also writes its results as JSON: a failed step names its failed tests in the summary
// (a CI log shows only the end of the output).
const failureReports = new Map();
const apiSuite = (env) => {
  const report = `${ROOT}/.tmp/vitest-${env.TEST_DB}.json`;
  failureReports.set(currentStep, report);
  const args = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  return machineMajor >= 22
    ? run('npx', ['vitest', 'run', ...args], { cwd: `${ROOT}/apps/api`, env })
    : vitestOnNode24(`${ROOT}/apps/api`, args, env);
};
const apiNode = `Node ${machineMajor >= 22 ? machineMajor : 24}`;
await step(`api on PGlite (${apiNode})`, () => apiSuite({ TEST_DB: 'pglite' }));
if (machineMajor !== 24)
  await step('unit on Node 24', async () => {
    const a = await vitestOnNode24(`${ROOT}/packages/contracts`);
    const b = await vitestOnNode24(ROOT, ['--config', 'apps/web/vitest.config.ts']);
    return a || b;
  });

let testDbUrl = process.env.TEST_DATABASE_URL;
let dropAfter;
if (!testDbUrl && (await reachable('127.0.0.1', 5432))) {
  const created = await pg
    .createScratchDatabase('postgres://root@127.0.0.1:5432/postgres')
    .catch((e) => {
      console.error(
        `PostgreSQL em 127.0.0.1:5432 respondeu, mas não foi possível criar um banco: ${e.message}`,
      );
      return undefined;
    });
  if (created) ({ url: testDbUrl, drop: dropAfter } = created);
}
if (testDbUrl) {
  await step(`api on PostgreSQL (${apiNode})`, () =>
    apiSuite({ TEST_DB: 'pg', TEST_DATABASE_URL: testDbUrl }),
  );
  // The compiled server as child processes in production mode (domain.md §15).
  await step('production mode (compiled, PostgreSQL)', () =>
    run('npx', ['vitest', 'run', '-c', 'vitest.production.config.ts'], {
      cwd: `${ROOT}/apps/api`,
      env: { TEST_DATABASE_URL: testDbUrl },
    }),
  );
} else {
  console.log(
    '\n(PostgreSQL não encontrado: defina TEST_DATABASE_URL para testar também num servidor.)',
  );
  results.push({ name: 'api on PostgreSQL', status: 'skipped', seconds: 0 });
}

await step('build web', () => ensureWebBuilt({ force: true }));
await step('bundle budgets', () => run('node', ['scripts/check-bundle-budgets.mjs']));
await step('e2e (Chromium)', async () => {
  const code = await ensureChromium();
  if (code !== 0) return code;
  // A free port, so a developer's own server on 3100 never collides with the journeys' server.
  const port = process.env.E2E_PORT ?? String(await freePort());
  // The two-instance room journey makes its own database on this server (decision 1452).
  return run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    env: { E2E_PORT: port, ...(testDbUrl ? { TEST_DATABASE_URL: testDbUrl } : {}) },
  });
});
await dropAfter?.();
finish();

/** The failed tests of an API step, from its JSON report (apiSuite). */
function printFailedTests(stepName) {
  const report = failureReports.get(stepName);
  if (!report || !fs.existsSync(report)) return;
  const { testResults = [] } = JSON.parse(fs.readFileSync(report, 'utf8'));
  for (const file of testResults) {
    const failed = file.assertionResults.filter((t) => t.status === 'failed');
    if (failed.length === 0 && file.status === 'failed')
      console.log(`         ✗ ${path.relative(ROOT, file.name)}: ${firstLine(file.message)}`);
    for (const t of failed)
      console.log(
        `         ✗ ${path.relative(ROOT, file.name)} › ${t.fullName}: ${firstLine(t.failureMessages[0])}`,
      );
  }
}
function firstLine(text = '') {
  return text.split('\n')[0].slice(0, 200);
}

function finish() {
  console.log('\n━━ Resumo ━━');
  for (const r of results) {
    console.log(`${r.status.padEnd(8)} ${r.name} (${r.seconds}s)`);
    if (r.status === 'FAILED') printFailedTests(r.name);
  }
  const failed = results.filter((r) => r.status === 'FAILED').length;
  const passed = results.filter((r) => r.status === 'ok').length;
  console.log(`\nsteps: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}
