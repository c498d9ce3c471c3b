import { LRUCache } from 'lru-cache';

/**
 * In-process cache of the hot reads (decisions 1004, 1212; docs/performance.md): whole JSON
 * answers of the routes that opt in, and the "this account still exists" check of the guard.
 *
 * Every change clears what it may have made stale. By default that is everything: any non-GET
 * request of this instance (before its answer leaves), every job that changes rows, and every
 * change announced by another instance (read-cache-sync.ts) calls `invalidate()`, which empties
 * both maps. A change that names the families of answers it touches (decision 1212: a booking
 * names its collaborator's and its psychologist's) clears only the answers of those families and
 * the answers that named no family; the account checks stay. Each invalidation bumps `generation`;
 * a read stores its answer only if no invalidation that reaches it happened since the read began,
 * so a read that raced a change never stores what it saw. Entries also expire after `ttlMs`, which
 * bounds what nothing announces (the clock moving past midnight, a row edited by hand in the
 * database); the account checks, which do not depend on the clock, live longer
 * (ACCOUNT_TTL_FACTOR).
 */
export interface ReadCache {
  readonly enabled: boolean;
  readonly generation: number;
  getResponse(key: string): string | undefined;
  /** `families`: what the answer depends on (`collaborator:<uuid>`…); none = everything. */
  setResponse(key: string, startedAt: number, body: string, families?: readonly string[]): void;
  isAlive(key: string): boolean;
  setAlive(key: string, startedAt: number): void;
  /** Everything, or only the answers of `families` (and those that named none). */
  invalidate(families?: readonly string[]): void;
  /** This instance changed something: invalidate, and tell the other instances (read-cache-sync). */
  changed(families?: readonly string[]): void;
  setAnnouncer(announce: (families?: readonly string[]) => void): void;
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
const ACCOUNT_TTL_FACTOR = 6;

/** The family of the answers that named none: every invalidation reaches them. */
const ANY = '*';
/** Families whose last invalidation is remembered; older ones are forgotten with a floor. */
const MAX_REMEMBERED_FAMILIES = 50_000;

export function createReadCache(options: ReadCacheOptions): ReadCache {
  const off = options.ttlMs <= 0;
  const random = options.random ?? Math.random;
  // A test clock is read on every call (lru-cache otherwise reuses its reading for 1 ms of real time).
  const clock = options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {};
  const ttl = (base = options.ttlMs) => Math.max(1, Math.round(base * (1 - TTL_SPREAD * random())));
  const accountTtlMs = options.ttlMs * ACCOUNT_TTL_FACTOR;
  // Which stored keys belong to each family (an entry leaves its families when it leaves the LRU).
  const keysOf = new Map<string, Set<string>>();
  const familiesOf = new Map<string, readonly string[]>();
  const forget = (key: string) => {
    for (const family of familiesOf.get(key) ?? []) {
      const keys = keysOf.get(family);
      keys?.delete(key);
      if (keys?.size === 0) keysOf.delete(family);
    }
    familiesOf.delete(key);
  };
  const responses = new LRUCache<string, string>({
    max: 20_000,
    maxSize: options.maxResponseSize ?? 64 * 1024 * 1024,
    sizeCalculation: (body) => Math.max(1, body.length),
    ttl: Math.max(1, options.ttlMs),
    dispose: (_body, key) => forget(key),
    ...clock,
  });
  const alive = new LRUCache<string, true>({
    max: options.maxAccounts ?? 100_000,
    ttl: Math.max(1, accountTtlMs),
    ...clock,
  });
  let generation = 0;
  /** The last full clear, the last invalidation of any kind, and each family's last one. */
  let clearedAll = 0;
  let clearedAny = 0;
  const clearedFamily = new Map<string, number>();
  /** Reads that began before this may have missed a forgotten family's invalidation. */
  let floor = 0;
  let enabled = !off;
  let announce: (families?: readonly string[]) => void = () => {};

  const invalidateAll = () => {
    generation++;
    clearedAll = clearedAny = generation;
    clearedFamily.clear();
    floor = generation;
    // clear() walks every slot of the cache's arrays even when empty: skip it when nothing is held.
    if (responses.size > 0) responses.clear();
    if (alive.size > 0) alive.clear();
    keysOf.clear();
    familiesOf.clear();
  };
  const invalidate = (families?: readonly string[]) => {
    if (!families) return invalidateAll();
    if (families.length === 0) return; // a change that touches no cached answer
    generation++;
    clearedAny = generation;
    for (const family of [...families, ANY]) {
      // Re-inserted so that the map stays in invalidation order (the oldest are forgotten first).
      clearedFamily.delete(family);
      clearedFamily.set(family, generation);
      for (const key of [...(keysOf.get(family) ?? [])]) responses.delete(key);
    }
    if (clearedFamily.size > MAX_REMEMBERED_FAMILIES) {
      for (const [family, at] of clearedFamily) {
        if (clearedFamily.size <= MAX_REMEMBERED_FAMILIES / 2) break;
        clearedFamily.delete(family);
        floor = Math.max(floor, at);
      }
    }
  };
  /** No invalidation that reaches these families happened since `startedAt`. */
  const unchangedSince = (startedAt: number, families: readonly string[]) =>
    startedAt >= floor &&
    startedAt >= clearedAll &&
    (families.length === 0
      ? startedAt >= clearedAny
      : families.every((f) => startedAt >= (clearedFamily.get(f) ?? 0)));

  return {
    get enabled() {
      return enabled;
    },
    get generation() {
      return generation;
    },
    getResponse: (key) => (enabled ? responses.get(key) : undefined),
    setResponse(key, startedAt, body, families = []) {
      if (!enabled || !unchangedSince(startedAt, families)) return;
      responses.set(key, body, { ttl: ttl() });
      if (!responses.has(key)) return; // too large to keep
      const own = families.length > 0 ? families : [ANY];
      familiesOf.set(key, own);
      for (const family of own) {
        let keys = keysOf.get(family);
        if (!keys) keysOf.set(family, (keys = new Set()));
        keys.add(key);
      }
    },
    isAlive: (key) => enabled && alive.has(key),
    setAlive(key, startedAt) {
      // Only a full clear reaches the account checks: a scoped change never ends an account.
      if (enabled && startedAt >= clearedAll) alive.set(key, true, { ttl: ttl(accountTtlMs) });
    },
    invalidate,
    changed(families) {
      invalidate(families);
      announce(families);
    },
    setAnnouncer(next) {
      announce = next;
    },
    setEnabled(next) {
      invalidateAll();
      enabled = next && !off;
    },
  };
}
