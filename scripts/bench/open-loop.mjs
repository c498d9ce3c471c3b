// The open-loop load generator of `npm run bench -- capacity` (decision 1400): request i is due at
// start + i / rate whatever the others are doing, and its latency counts from that due time, so a
// server that stalls is charged for every request it kept waiting (a closed loop, or autocannon's
// overallRate, would instead hold the late requests back and never count their wait).
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * When request `i` is due, in ms on the clock `start` is read from, at `rate` requests per second.
 * @public apps/api/test/platform/bench-open-loop.test.ts imports it by a computed path (decision 1229).
 */
export const dueAt = (start, i, rate) => start + (i * 1000) / rate;

/**
 * A request's latency: from when it was due (not when it was sent) to its answer's last byte.
 * @public as `dueAt`.
 */
export const latencyFromDue = (due, done) => done - due;

/** Nearest-rank percentile of ascending `sorted` (ms); 0 when empty. */
function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** p50, p99 and max of a list of latencies (ms). @public as `dueAt`. */
export function summarize(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : 0,
  };
}

/** The route of a path, ids and query taken out: the per-kind table groups by it. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const kindOf = (method, path) =>
  `${method} ${path.split('?')[0].replace(UUID, ':id')}${path.includes('?') ? '?…' : ''}`;

/**
 * Sends `rate` requests per second for `seconds` to `base` (http://host:port), each from `next()`
 * ({ method, path, headers, body }), over keep-alive connections. An answer counts as an error when
 * the transport fails, it takes over `timeoutMs`, or its status is not 2xx (a booking's 409, a slot
 * taken meanwhile, is counted apart). Resolves when every request has an answer or an error.
 */
export function openLoop({ base, rate, seconds, next, timeoutMs = 10_000, maxSockets = 512 }) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const total = Math.max(1, Math.round(rate * seconds));
  const latencies = [];
  // How late the generator itself sent each request: when it is large, the client (on a busy
  // machine) and not the server made the latency.
  const sendLags = [];
  const byKind = new Map();
  let errors = 0;
  let conflicts = 0;
  let done = 0;
  let sent = 0;
  const statuses = {};
  return new Promise((resolve) => {
    const start = performance.now() + 5;
    const finish = () => {
      if (++done < total) return;
      agent.destroy();
      const elapsed = (performance.now() - start) / 1000;
      resolve({
        rate,
        seconds,
        sent: total,
        answered: latencies.length,
        errors,
        conflicts,
        statuses,
        elapsed,
        ...summarize(latencies),
        sendLagP99: summarize(sendLags).p99,
        byKind,
      });
    };
    const record = (kind, due, status) => {
      const ms = latencyFromDue(due, performance.now());
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 'error' || status === 'timeout') errors++;
      else if (status === 409) conflicts++;
      else if (status < 200 || status >= 300) errors++;
      latencies.push(ms);
      const list = byKind.get(kind) ?? [];
      list.push(ms);
      byKind.set(kind, list);
      finish();
    };
    const fire = (due) => {
      sendLags.push(performance.now() - due);
      const r = next();
      const kind = kindOf(r.method ?? 'GET', r.path);
      let settled = false;
      const settle = (status) => {
        if (settled) return;
        settled = true;
        record(kind, due, status);
      };
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: r.method ?? 'GET',
          path: r.path,
          headers: r.headers,
          agent,
          timeout: timeoutMs,
        },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => settle(res.statusCode));
          res.on('error', () => settle('error'));
        },
      );
      req.on('timeout', () => {
        settle('timeout');
        req.destroy();
      });
      req.on('error', () => settle('error'));
      req.end(r.body);
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && dueAt(start, sent, rate) <= now) fire(dueAt(start, sent++, rate));
      if (sent < total) setTimeout(tick, Math.max(0, dueAt(start, sent, rate) - performance.now()));
    };
    setTimeout(tick, 5);
  });
}
