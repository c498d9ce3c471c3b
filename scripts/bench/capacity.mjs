// `npm run bench -- capacity` (decision 1400): per engine, the real-traffic mix at a fixed rate
// (open loop, latency from each request's due time), then a ramp of rates: the capacity is the
// highest rate held with p99 < 100 ms and every request served. Also the server's event-loop delay
// (prom-client's monitorEventLoopDelay through GET /api/metrics) and its peak RSS.
import os from 'node:os';
import { log } from './config.mjs';
import { openLoop, summarize } from './open-loop.mjs';
import { passOrFail, peakRss } from './report.mjs';

export const METRICS_TOKEN = 'bench-metrics-token';
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 10);
const HOLD_SECONDS = Number(process.env.BENCH_CAPACITY_SECONDS ?? 60);
/** prom-client's monitorEventLoopDelay timer: an idle loop reads this much, the delay is above it. */
const LOOP_RESOLUTION_MS = 10;

/** The targets (docs/performance.md). */
const ENGINES = {
  postgresql: {
    rate: 200,
    ramp: [200, 400, 600, 800, 1000, 1200, 1400, 1600, 2000],
    target: { p99: 50, max: 500, capacity: 1000 },
  },
  pglite: {
    rate: 100,
    ramp: [100, 200, 300, 400, 500, 600, 800],
    target: { p99: 50, capacity: 400 },
  },
  // Two instances on one PostgreSQL behind a round-robin proxy: the pair's capacity, for the record.
  'pg × 2': {
    rate: 200,
    holdSeconds: STEP_SECONDS,
    ramp: [400, 800, 1200, 1600, 2000, 2400],
  },
};

/**
 * The event loop's delay since the last scrape (prom-client resets its histogram on each scrape),
 * beyond the 10 ms sampling timer, in ms; `undefined` when the endpoint does not answer.
 */
async function loopDelay(origins) {
  const each = await Promise.all(origins.map(loopDelayOf));
  if (each.some((d) => d === undefined)) return undefined;
  return {
    p99: Math.max(...each.map((d) => d.p99)),
    max: Math.max(...each.map((d) => d.max)),
  };
}

async function loopDelayOf(origin) {
  try {
    const res = await fetch(`${origin}/api/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const text = await res.text();
    const read = (name) => {
      const m = new RegExp(`^${name} ([0-9.e+-]+)`, 'm').exec(text);
      return m ? Math.max(0, Number(m[1]) * 1000 - LOOP_RESOLUTION_MS) : undefined;
    };
    return {
      p99: read('nodejs_eventloop_lag_p99_seconds'),
      max: read('nodejs_eventloop_lag_max_seconds'),
    };
  } catch {
    return undefined;
  }
}

const pause = (ms) => new Promise((r) => setTimeout(r, ms));

/** One open-loop run with the server's loop delay and peak RSS over it. */
async function step(server, rate, seconds, next) {
  const origins = server.metricsOrigins ?? [server.origin];
  await loopDelay(origins); // resets the histograms
  const { result, rssMb } = await peakRss(server.pid, () =>
    openLoop({ base: server.origin, rate, seconds, next }),
  );
  const loop = await loopDelay(origins);
  return { ...result, rssMb, loop };
}

const fmt = (n) => (n === undefined ? '—' : n < 10 ? n.toFixed(1) : n.toFixed(0));
function line(label, r) {
  log(
    `  ${label.padEnd(14)} ${String(r.rate).padStart(5)}/s ${String(r.sent).padStart(6)} sent` +
      `  p50 ${fmt(r.p50)}  p99 ${fmt(r.p99)}  max ${fmt(r.max)} ms  errors ${r.errors}` +
      (r.errors || r.conflicts ? ` ${JSON.stringify(r.statuses)}` : '') +
      `  loop p99 ${fmt(r.loop?.p99)} max ${fmt(r.loop?.max)} ms  RSS ${fmt(r.rssMb)} MB` +
      `  (client send lag p99 ${fmt(r.sendLagP99)} ms)`,
  );
}

/** The slowest kinds of a run: where the p99 comes from. */
function slowestKinds(r, n = 4) {
  return [...r.byKind.entries()]
    .map(([kind, list]) => ({ kind, count: list.length, ...summarize(list) }))
    .sort((a, b) => b.p99 - a.p99)
    .slice(0, n);
}

/**
 * `server`: { origin, pid }; `next`: the mix's next request. Runs the fixed rate for 60 s (after a
 * warm-up), then the ramp; prints and returns the engine's row with its verdict.
 */
export async function capacity(engine, server, next, dataset) {
  const spec = ENGINES[engine];
  log(`capacity on ${engine}: warm-up 5 s at ${spec.rate}/s`);
  await openLoop({ base: server.origin, rate: spec.rate, seconds: 5, next });
  await pause(1000);
  const holdSeconds = spec.holdSeconds ?? HOLD_SECONDS;
  const hold = await step(server, spec.rate, holdSeconds, next);
  line(`${holdSeconds} s hold`, hold);
  for (const k of slowestKinds(hold))
    log(
      `    ${k.kind}: ${k.count} requests, p50 ${fmt(k.p50)}, p99 ${fmt(k.p99)}, max ${fmt(k.max)} ms`,
    );
  const ramp = [];
  let held = 0;
  for (const rate of spec.ramp) {
    await pause(2000);
    const r = await step(server, rate, STEP_SECONDS, next);
    ramp.push(r);
    line('ramp', r);
    const ok = r.p99 < 100 && r.errors === 0 && r.answered === r.sent;
    if (!ok) {
      for (const k of slowestKinds(r, 3))
        log(`    ${k.kind}: ${k.count} requests, p50 ${fmt(k.p50)}, p99 ${fmt(k.p99)} ms`);
      break;
    }
    held = rate;
  }
  const t = spec.target;
  if (!t) return { engine, hold, ramp, capacity: held, verdict: 'for the record', dataset };
  const checks = [
    [`p99 < ${t.p99}`, hold.p99 < t.p99],
    ...(t.max ? [[`max < ${t.max}`, hold.max < t.max]] : []),
    ['0 errors', hold.errors === 0],
    [`capacity ≥ ${t.capacity}`, held >= t.capacity],
  ];
  const verdict = checks.map(([name, ok]) => `${name} ${ok ? 'pass' : 'FAIL'}`).join(', ');
  passOrFail(checks.every(([, ok]) => ok));
  return { engine, hold, ramp, capacity: held, verdict, dataset };
}

/** The table: one row per engine, with the machine, the load and the date. */
export function capacityReport(rows, startLoad) {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\nMachine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.versions.node}` +
      ` · load average at start ${startLoad.map((l) => l.toFixed(2)).join(' ')}, at end ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} · ${new Date().toISOString()}`,
  );
  console.log(
    'engine'.padEnd(11),
    'rate/s'.padStart(6),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'max ms'.padStart(7),
    'errors'.padStart(6),
    'loop p99'.padStart(8),
    'loop max'.padStart(8),
    'RSS MB'.padStart(6),
    'capacity'.padStart(8),
    ' verdict',
  );
  for (const r of rows)
    console.log(
      r.engine.padEnd(11),
      String(r.hold.rate).padStart(6),
      fmt(r.hold.p50).padStart(7),
      fmt(r.hold.p99).padStart(7),
      fmt(r.hold.max).padStart(7),
      String(r.hold.errors).padStart(6),
      fmt(r.hold.loop?.p99).padStart(8),
      fmt(r.hold.loop?.max).padStart(8),
      fmt(Math.max(r.hold.rssMb, ...r.ramp.map((s) => s.rssMb))).padStart(6),
      String(r.capacity).padStart(8),
      ` ${r.verdict}`,
    );
  for (const r of rows)
    console.log(
      `${r.engine} ramp: ${r.ramp.map((s) => `${s.rate}/s p99 ${fmt(s.p99)} ms${s.errors ? ` ${s.errors} errors` : ''}`).join(' · ')}` +
        (r.dataset ? ` · dataset ${JSON.stringify(r.dataset)}` : ''),
    );
}
