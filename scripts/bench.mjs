// `npm run bench [-- target…]`: load benchmark on a large dataset (docs/performance.md).
// Targets (all when none is named):
// - `capacity`: the real-traffic mix (many signed-in people reading their own data, the directory,
//   5 % bookings) from an open-loop generator (bench/open-loop.mjs, decision 1400) on each engine:
//   PostgreSQL with the bench dataset at 200 requests/s for 60 s (p99 < 50 ms, max < 500 ms, 0
//   errors) and its capacity (≥ 1,000/s: the highest rate of a ramp held with p99 < 100 ms and every
//   request served); PGlite (plain `npm start`) with the demo data plus 500 signed-in collaborators
//   at 100/s (p99 < 50 ms) and its capacity (≥ 400/s); the event loop's delay and the peak RSS;
// - `hot`: each hot read on its own and booking (closed loop, 100 connections), then the same reads
//   with the cache off, for the record (the hello-world of the same run beside them);
// - `kinds`: each read of the mix alone with the cache off, for the record (CPU ms per request);
// - `lighthouse`: the landing, a sign-in and the booking page (bench/lighthouse.mjs).
// 1. Creates a fresh database next to TEST_DATABASE_URL (or postgres://root@127.0.0.1:5432/postgres),
//    starts the API on it (it migrates), and seeds with set-based SQL (bench/db.mjs): 200 companies,
//    1,000 sectors, 50,000 collaborators, 1,000 psychologists with weekly hours, 500,000
//    appointments over two years; opens a session for each signed-in person.
// 2. Measures; prints each target's figures and verdict; exits with 1 when a target is missed.
// Env: BENCH_CAPACITY_SECONDS (60), BENCH_STEP_SECONDS (10, each rate of the ramp), BENCH_SECONDS
// (10), BENCH_WARMUP_SECONDS (2), BENCH_BOOKING_CONNECTIONS (25), BENCH_KEEP_DB=1,
// BENCH_SKIP_UNCACHED=1, BENCH_REUSE_DB=<url> (skips the seed, refills the bookers' credits), BENCH_ONLY=<regex of hot target
// names>, BENCH_PROFILE=1, BENCH_CONNECTIONS (100), BENCH_RATE (requests per second for the reads),
// BENCH_READ_CACHE_SECONDS, BENCH_LIGHTHOUSE_DIR, BENCH_LIGHTHOUSE_RUNS (5).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ROOT,
  ensureApiBuilt,
  ensureInstalled,
  ensureWebBuilt,
  serverNodeArgs,
} from './lib/run.mjs';
import {
  API_PORT,
  CONNECTIONS,
  HELLO_PORT,
  PGLITE_PORT,
  PROXY_PORT,
  SECOND_PORT,
  JWT_SECRET,
  RATE,
  SECONDS,
  UNCACHED_PORT,
  WARMUP_SECONDS,
  BOOKING_CONNECTIONS,
  log,
} from './bench/config.mjs';
import { createDatabase, fixtures, openSessions, refillCredits, seed } from './bench/db.mjs';
import {
  HELLO,
  PROXY,
  cannon,
  children,
  profileArgs,
  start,
  token,
  waitFor,
} from './bench/load.mjs';
import { hotTargets } from './bench/hot.mjs';
import { mixKinds, mixedRequests } from './bench/mixed.mjs';
import { METRICS_TOKEN, capacity, capacityReport } from './bench/capacity.mjs';
import { heavy } from './bench/heavy.mjs';
import { seedPglite } from './bench/pglite.mjs';
import { lighthouse } from './bench/lighthouse.mjs';
import { errorsOf, peakRss, report } from './bench/report.mjs';

/** The compiled server (`npm run build -w @acolher/api`), as `npm start` runs it. */
const COMPILED = ['apps/api/dist/server.js'];
const ALL = ['capacity', 'scale', 'hot', 'kinds', 'heavy', 'lighthouse'];
const chosen = process.argv.slice(2).filter((a) => !a.startsWith('-'));
for (const name of chosen)
  if (!ALL.includes(name)) throw new Error(`unknown target ${name}: one of ${ALL.join(', ')}`);
const wants = (name) => chosen.length === 0 || chosen.includes(name);

/** Headers of a token that carries its session, per person. */
async function signIn(url, role, rows) {
  const sessions = await openSessions(
    url,
    role,
    rows.map((r) => r.uuid),
  );
  return rows.map((r) => ({
    ...r,
    auth: { authorization: `Bearer ${token(r.uuid, role, sessions.get(r.uuid))}` },
  }));
}

async function main() {
  // On a fresh clone, as `npm start` does: the load runs need the dependencies, and Lighthouse the
  // web build that the API serves (without it every page would be the API's 404).
  if ((await ensureInstalled()) !== 0) throw new Error('npm ci failed');
  if (wants('lighthouse') && !process.env.BENCH_SKIP_LIGHTHOUSE && (await ensureWebBuilt()) !== 0)
    throw new Error('the web build failed');
  // A server left on the port (a bench that is still stopping) would answer the health check
  // with another database, and the seed would run on an unmigrated one.
  if (
    await fetch(`http://127.0.0.1:${API_PORT}/api/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${API_PORT} is already in use: stop that server or set BENCH_PORT`);
  const startLoad = os.loadavg();
  const onPg = ALL.some(wants);
  const reuse = process.env.BENCH_REUSE_DB;
  const noDb = { url: reuse, drop: async () => {} };
  const db = reuse || !onPg ? noDb : await createDatabase();
  if (onPg) log(`database ${db.url}`);
  const dataDir = path.join(ROOT, '.tmp', `bench-data-${API_PORT}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  // `entry`: the TypeScript sources through tsx, or (as `npm start` runs it) the compiled server.
  const api = (port, extra = {}, entry = ['--import', 'tsx', 'apps/api/src/server.ts']) =>
    start([...profileArgs(port), ...entry], {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: db.url,
      DATA_DIR: `${dataDir}-${port}`,
      SEED_DEMO: 'false',
      JOBS_ENABLED: 'false',
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      // GET /api/metrics: the event loop's delay (bench/capacity.mjs).
      METRICS_TOKEN,
      ...(process.env.BENCH_READ_CACHE_SECONDS
        ? { READ_CACHE_SECONDS: process.env.BENCH_READ_CACHE_SECONDS }
        : {}),
      ...extra,
    });
  // The PostgreSQL targets' server is the compiled one too, as `npm start` and the image run it
  // (decision 1233; tsx's loader thread and source maps are not the API's memory, decision 1235).
  if (onPg && (await ensureApiBuilt()) !== 0) throw new Error('the API build failed');
  const apiChild = onPg ? api(API_PORT, {}, COMPILED) : undefined;
  start(['-e', HELLO], {});
  try {
    if (onPg) await waitFor(`http://127.0.0.1:${API_PORT}/api/health`);
    await waitFor(`http://127.0.0.1:${HELLO_PORT}/`);
    if (onPg && !reuse) await seed(db.url);
    const f = onPg ? await fixtures(db.url) : { counts: {} };
    if (onPg) log('dataset', f.counts);

    let people = {};
    if (onPg) {
      const busyPsys = f.psychologists.filter((p) => p.n < 900);
      if (reuse) {
        const bookers = [
          ...f.collaborators.slice(0, 2000),
          ...f.collaborators.slice(10_000, 14_000),
        ];
        log(
          `credits refilled: ${await refillCredits(
            db.url,
            bookers.map((c) => c.uuid),
          )}`,
        );
      }
      const colls = await signIn(db.url, 'collaborator', f.collaborators.slice(0, 2000));
      const psyAuth = await signIn(db.url, 'psychologist', busyPsys.slice(0, 200));
      const bookers = await signIn(db.url, 'collaborator', f.collaborators.slice(10_000, 14_000));
      const [admin] = await signIn(db.url, 'administrator', [f.admin]);
      people = { colls, psyAuth, bookers, adminAuth: admin.auth, psychologists: busyPsys };
    }

    const results = [];
    const measure = async (t, pid) => {
      const connections = t.connections ?? CONNECTIONS;
      const rate = t.kind === 'write' ? undefined : RATE;
      // Warm-up (not measured): JIT, connection pool, and the cache's first pass over the keys.
      if (WARMUP_SECONDS > 0) await cannon({ ...t, connections, duration: WARMUP_SECONDS, rate });
      // The warm-up's requests cut off at its end are still being answered: under a closed-loop
      // load Node reads no new connection until its loop is free, so the measured run's
      // connections would wait behind them, some for the whole run (decision 1235).
      if (t.settleSeconds) await new Promise((r) => setTimeout(r, t.settleSeconds * 1000));
      log(`autocannon ${t.name} (${SECONDS}s, ${connections} connections)`);
      const {
        result: r,
        rssMb,
        cpuMs,
      } = await peakRss(pid, () => cannon({ ...t, connections, rate }));
      log(
        `  p90 ${r.latency.p90} ms, p97.5 ${r.latency.p97_5} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms, ${Math.round(r.throughput.total / Math.max(1, r.requests.total))} bytes per answer, status ${JSON.stringify(r.statusCodeStats)}`,
      );
      results.push({
        ...t,
        connections,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        max: r.latency.max,
        non2xx: r.non2xx,
        errors: r.errors,
        errorCount: errorsOf(r),
        total: r.requests.total,
        rssMb: pid ? rssMb : undefined,
        // The server's CPU time (main thread and every other) per answered request.
        cpuMsPerRequest: pid ? cpuMs / r.requests.total : undefined,
      });
    };
    if (wants('hot') || wants('kinds'))
      await measure({
        name: 'hello-world (bare Fastify)',
        kind: 'baseline',
        url: `http://127.0.0.1:${HELLO_PORT}/`,
      });

    const capacityRows = [];
    if (wants('capacity'))
      capacityRows.push(
        await capacity(
          'postgresql',
          { origin: `http://127.0.0.1:${API_PORT}`, pid: apiChild.pid },
          mixedRequests(f, people),
          f.counts,
        ),
      );

    if (wants('scale')) {
      // A second instance on the same database, and a round-robin proxy in front of both.
      const second = api(SECOND_PORT, {}, COMPILED);
      start(['-e', PROXY(PROXY_PORT, [API_PORT, SECOND_PORT])], {});
      await waitFor(`http://127.0.0.1:${SECOND_PORT}/api/health`);
      await waitFor(`http://127.0.0.1:${PROXY_PORT}/api/health`);
      capacityRows.push(
        await capacity(
          'pg × 2',
          {
            origin: `http://127.0.0.1:${PROXY_PORT}`,
            pid: second.pid,
            metricsOrigins: [`http://127.0.0.1:${API_PORT}`, `http://127.0.0.1:${SECOND_PORT}`],
          },
          // Other people than the single instance's run: their credits are untouched.
          mixedRequests(f, { ...people, colls: people.bookers }),
          f.counts,
        ),
      );
    }

    let uncachedChild;
    const uncachedApi = async () => {
      if (uncachedChild) return uncachedChild;
      uncachedChild = api(UNCACHED_PORT, { READ_CACHE_SECONDS: '0' }, COMPILED);
      await waitFor(`http://127.0.0.1:${UNCACHED_PORT}/api/health`);
      return uncachedChild;
    };
    if (wants('hot')) {
      const targets = hotTargets(f, people);
      // The same reads from an instance with the hot-read cache off (READ_CACHE_SECONDS=0): what
      // the database answers when nothing is cached, for the record.
      const uncached = targets
        .filter((t) => t.kind === 'read')
        .map((t) => ({
          ...t,
          name: `${t.name} — cache off`,
          kind: 'info',
          check: undefined,
          url: t.url.replace(`:${API_PORT}/`, `:${UNCACHED_PORT}/`),
        }));
      const booking = targets.find((t) => t.kind === 'write');
      targets.push({
        ...booking,
        name: `booking at ${BOOKING_CONNECTIONS} connections`,
        connections: BOOKING_CONNECTIONS,
      });
      booking.kind = 'info';
      booking.check = undefined;
      booking.name = 'booking at 100 connections';
      const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
      for (const t of targets) if (!only || only.test(t.name)) await measure(t);
      if (!process.env.BENCH_SKIP_UNCACHED) {
        await uncachedApi();
        for (const t of uncached) if (!only || only.test(t.name)) await measure(t);
      }
    }
    // Each read of the mix alone, every answer from the database: the API's CPU per request.
    if (wants('kinds')) {
      const { pid } = await uncachedApi();
      for (const k of mixKinds(people))
        await measure({ ...k, kind: 'info', url: `http://127.0.0.1:${UNCACHED_PORT}/api` }, pid);
    }
    // Last on PostgreSQL: it moves every bench collaborator into one company.
    if (wants('heavy'))
      await heavy(
        db.url,
        `http://127.0.0.1:${API_PORT}`,
        async (role, uuid = f.admin.uuid) => {
          const [who] = await signIn(db.url, role, [{ uuid }]);
          return who.auth;
        },
        { JWT_SECRET, DATA_DIR: `${dataDir}-backup` },
      );
    if (wants('capacity')) capacityRows.push(await capacityOnPglite(api));
    if (results.length > 0) report(results, f.counts);
    if (capacityRows.length > 0) capacityReport(capacityRows, startLoad);
    if (wants('lighthouse') && !process.env.BENCH_SKIP_LIGHTHOUSE)
      await lighthouse(`http://127.0.0.1:${API_PORT}`, f, people.colls[0]);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    if (!process.env.BENCH_KEEP_DB) await db.drop().catch(() => {});
  }
}

/** The mix on the embedded database: started once to migrate and seed the demo, then again. */
async function capacityOnPglite(api) {
  const dataDir = path.join(ROOT, '.tmp', `bench-pglite-${PGLITE_PORT}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const env = { DATABASE_URL: undefined, DATA_DIR: dataDir, SEED_DEMO: 'true' };
  // The compiled server, as `npm start` runs it: tsx's compiler and source maps alone took ~80 MB
  // of the server's resident memory (decision 1235).
  if ((await ensureApiBuilt()) !== 0) throw new Error('the API build failed');
  const compiled = [...serverNodeArgs({}), ...COMPILED];
  const first = api(PGLITE_PORT, env, compiled);
  await waitFor(`http://127.0.0.1:${PGLITE_PORT}/api/health`, 300);
  await new Promise((resolve) => {
    first.once('exit', resolve);
    first.kill('SIGTERM');
  });
  const p = await seedPglite(dataDir);
  const server = api(PGLITE_PORT, env, compiled);
  await waitFor(`http://127.0.0.1:${PGLITE_PORT}/api/health`, 300);
  const auth = (role) => (r) => ({
    uuid: r.uuid,
    auth: { authorization: `Bearer ${token(r.uuid, role, r.sid)}` },
  });
  const people = {
    colls: p.colls.map(auth('collaborator')),
    psyAuth: p.psys.map(auth('psychologist')),
    psychologists: p.psys,
  };
  return capacity(
    'pglite',
    { origin: `http://127.0.0.1:${PGLITE_PORT}`, pid: server.pid },
    mixedRequests({ weekendHours: p.hours }, people),
    p.counts,
  );
}

main().catch((error) => {
  console.error(error);
  for (const child of children) child.kill('SIGTERM');
  process.exit(1);
});
