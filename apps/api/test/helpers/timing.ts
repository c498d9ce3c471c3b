import { performance } from 'node:perf_hooks';
import { expect } from 'vitest';

const TRIES = 50;
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return (sorted[TRIES / 2 - 1] + sorted[TRIES / 2]) / 2;
};

/**
 * domain.md §2: a call answers in the same time whichever kind of account it names. Each kind is
 * tried 50 times, interleaved (so whatever else the machine does falls on all of them alike); their
 * medians must be within 20 % of each other. `send` makes one call for a kind and checks its answer.
 */
export async function expectSameTime<K extends string>(
  kinds: readonly K[],
  send: (kind: K) => Promise<void>,
) {
  const times = new Map<K, number[]>(kinds.map((kind) => [kind, []]));
  for (let i = 0; i < TRIES; i++) {
    for (const kind of kinds) {
      const start = performance.now();
      await send(kind);
      times.get(kind)!.push(performance.now() - start);
    }
  }
  const medians = Object.fromEntries([...times].map(([kind, xs]) => [kind, median(xs)]));
  const values = Object.values<number>(medians);
  expect(Math.max(...values) / Math.min(...values), JSON.stringify(medians)).toBeLessThanOrEqual(
    1.2,
  );
}
