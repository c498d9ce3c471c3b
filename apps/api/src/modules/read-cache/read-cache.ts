import { LRUCache } from 'lru-cache';

/**
 * In-process cache of the hot reads (decision 1004, docs/performance.md): whole JSON answers of the
 * routes that opt in, and the "this account still exists" check of the guard.
 *
 * Correctness comes from one rule: every change clears everything. Any non-GET request of this
 * instance (before its answer leaves), every job that changes rows, and every change announced by
 * another instance (read-cache-sync.ts) calls `invalidate()`, which bumps `generation` and empties
 * both maps. A read stores its answer only if the generation it started under is still current, so a
 * read that raced a change never stores what it saw. Entries also expire after `ttlMs`, which bounds
 * what nothing announces (the clock moving past midnight, a row edited by hand in the database);
 * the account checks, which do not depend on the clock, live longer (ACCOUNT_TTL_FACTOR).
 */
export interface ReadCache {
  readonly enabled: boolean;
  readonly generation: number;
  getResponse(key: string): string | undefined;
  setResponse(key: string, startedAt: number, body: string): void;
  isAlive(key: string): boolean;
  setAlive(key: string, startedAt: number): void;
  invalidate(): void;
  /** This instance changed something: invalidate, and tell the other instances (read-cache-sync). */
  changed(): void;
  setAnnouncer(announce: () => void): void;
  /** Off until another instance's changes can be heard (cleared on every switch). */
  setEnabled(enabled: boolean): void;
}

export interface ReadCacheOptions {
  ttlMs: number;
  /** Upper bound of the stored answers, in UTF-16 code units (~bytes for this JSON). */
  maxResponseSize?: number;
  maxAccounts?: number;
  /** For tests: the source of the lifetimes' spread and the clock. */
  random?: () => number;
  now?: () => number;
}

/**
 * Each entry lives a random 75–100 % of `ttlMs`: entries filled together (a page opened by many
 * people, a burst after a change) do not all expire in the same millisecond and send their reads to
 * the database at once (decision 1004, p99 of the hot reads). Never longer than `ttlMs`.
 */
const TTL_SPREAD = 0.25;

/**
 * The guard's "this account still exists" check lives six times as long as the answers (60 s by
 * default). Nothing about it depends on the clock (a token's expiry is checked on every request by
 * its signature's claims), and everything that changes it (a deletion, a password reset) is a
 * change that clears the cache at once; its lifetime only bounds a row edited by hand. Every
 * request checks it, and each person's token is its own key, so its expiry was half of the misses
 * of the reads that many people make (docs/performance.md: the history's p99 55 → 26 ms; decision 1012).
 */
export const ACCOUNT_TTL_FACTOR = 6;

export function createReadCache(options: ReadCacheOptions): ReadCache {
  const off = options.ttlMs <= 0;
  const random = options.random ?? Math.random;
  // A test clock is read on every call (lru-cache otherwise reuses its reading for 1 ms of real time).
  const clock = options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {};
  const ttl = (base = options.ttlMs) => Math.max(1, Math.round(base * (1 - TTL_SPREAD * random())));
  const accountTtlMs = options.ttlMs * ACCOUNT_TTL_FACTOR;
  const responses = new LRUCache<string, string>({
    max: 20_000,
    maxSize: options.maxResponseSize ?? 64 * 1024 * 1024,
    sizeCalculation: (body) => Math.max(1, body.length),
    ttl: Math.max(1, options.ttlMs),
    ...clock,
  });
  const alive = new LRUCache<string, true>({
    max: options.maxAccounts ?? 100_000,
    ttl: Math.max(1, accountTtlMs),
    ...clock,
  });
  let generation = 0;
  let enabled = !off;
  let announce = () => {};

  const invalidate = () => {
    generation++;
    // clear() walks every slot of the cache's arrays even when empty: skip it when nothing is held.
    if (responses.size > 0) responses.clear();
    if (alive.size > 0) alive.clear();
  };

  return {
    get enabled() {
      return enabled;
    },
    get generation() {
      return generation;
    },
    getResponse: (key) => (enabled ? responses.get(key) : undefined),
    setResponse(key, startedAt, body) {
      if (enabled && startedAt === generation) responses.set(key, body, { ttl: ttl() });
    },
    isAlive: (key) => enabled && alive.has(key),
    setAlive(key, startedAt) {
      if (enabled && startedAt === generation) alive.set(key, true, { ttl: ttl(accountTtlMs) });
    },
    invalidate,
    changed() {
      invalidate();
      announce();
    },
    setAnnouncer(next) {
      announce = next;
    },
    setEnabled(next) {
      invalidate();
      enabled = next && !off;
    },
  };
}
