// Verdicts and tables of the bench (scripts/bench.mjs; docs/performance.md).
import fs from 'node:fs';
import { SECONDS, WARMUP_SECONDS } from './config.mjs';

/** A missed target is printed as FAIL and makes the script exit with 1 once everything has run. */
export function passOrFail(ok) {
  if (ok) return 'pass';
  process.exitCode = 1;
  return 'FAIL';
}

/** The largest resident memory of a process while `during` runs, in MB (Linux /proc). */
export async function peakRss(pid, during) {
  let peak = 0;
  const sample = () => {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peak = Math.max(peak, kb / 1024);
    } catch {
      /* the process is gone, or no /proc */
    }
  };
  const timer = setInterval(sample, 250);
  const cpuBefore = cpuMs(pid);
  try {
    const result = await during();
    sample();
    return { result, rssMb: peak, cpuMs: cpuMs(pid) - cpuBefore };
  } finally {
    clearInterval(timer);
  }
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** Answers that count as errors: transport errors, timeouts, and every non-2xx but a booking's 409. */
export function errorsOf(r) {
  // autocannon's `errors` already count its `timeouts` (decision 1235).
  let bad = r.errors;
  for (const [code, { count }] of Object.entries(r.statusCodeStats ?? {}))
    if (!code.startsWith('2') && code !== '409') bad += count;
  return bad;
}

const row = (r, ratio, verdict) =>
  console.log(
    r.name.padEnd(52),
    String(r.connections).padStart(5),
    r.rps.toFixed(0).padStart(8),
    String(r.p50).padStart(7),
    String(r.p99).padStart(7),
    String(r.max ?? '').padStart(7),
    ratio.toFixed(3).padStart(6),
    String(r.errorCount ?? r.non2xx + r.errors).padStart(7),
    (r.rssMb ? r.rssMb.toFixed(0) : '').padStart(6),
    (r.cpuMsPerRequest ? r.cpuMsPerRequest.toFixed(2) : '').padStart(7),
    ` ${verdict}`,
  );

/** The targets and their verdicts (each target's `check` says pass or fail). */
export function report(results, counts) {
  const hello = results.find((r) => r.kind === 'baseline');
  console.log(
    `\nDataset: ${JSON.stringify(counts)} · ${SECONDS}s each after ${WARMUP_SECONDS}s of warm-up · ${new Date().toISOString()}`,
  );
  console.log(
    'target'.padEnd(52),
    'conns'.padStart(5),
    'req/s'.padStart(8),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'max ms'.padStart(7),
    'ratio'.padStart(6),
    'errors'.padStart(7),
    'RSS MB'.padStart(6),
    'CPU ms'.padStart(7),
    ' target',
  );
  for (const r of results) {
    const ratio = hello ? r.rps / hello.rps : 0;
    const verdict = r.check ? r.check(r, ratio) : '';
    row(r, ratio, verdict);
  }
}

/**
 * Booking's closed-loop target (decision 1004). The hot reads' ratio-to-hello-world targets are
 * withdrawn (decision 1400): the open-loop `capacity` target measures what a person meets.
 */
export const checks = {
  write: (r) => `${passOrFail(r.rps >= 300 && r.p99 < 100 && r.non2xx === 0)} (≥300/s, p99<100)`,
};
