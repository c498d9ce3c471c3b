// The bench's open-loop generator counts each request's latency from when it was due, not from
// when it was sent (decision 1400): a server that stalls is charged for everyone it kept waiting.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
interface OpenLoop {
  dueAt: (start: number, i: number, rate: number) => number;
  latencyFromDue: (due: number, done: number) => number;
  summarize: (latencies: number[]) => { p50: number; p99: number; max: number };
}
const load = async () => (await import(path.join(ROOT, 'scripts/bench/open-loop.mjs'))) as OpenLoop;

describe('open-loop generator arithmetic', () => {
  it('spaces the requests 1/rate apart whatever the answers do', async () => {
    const { dueAt } = await load();
    expect(dueAt(1000, 0, 200)).toBe(1000);
    expect(dueAt(1000, 1, 200)).toBe(1005);
    expect(dueAt(1000, 200, 200)).toBe(2000);
  });

  it('charges a 1 s stall to every request due during it', async () => {
    const { dueAt, latencyFromDue, summarize } = await load();
    // 100 requests/s; the server answers nothing for the first second, then everything at once at
    // t = 1000 ms, then each request 2 ms after it is due.
    const latencies = Array.from({ length: 150 }, (_, i) => {
      const due = dueAt(0, i, 100);
      const done = due < 1000 ? 1000 : due + 2;
      return latencyFromDue(due, done);
    });
    const { p50, p99, max } = summarize(latencies);
    // Two thirds of the requests waited in the stall, so the median is inside it (a closed loop,
    // which sends nothing while it waits, would report only the one request it had in flight).
    expect(max).toBe(1000);
    expect(p99).toBe(990);
    expect(p50).toBe(250);
    expect(summarize(latencies.slice(100)).p99).toBe(2);
  });
});
