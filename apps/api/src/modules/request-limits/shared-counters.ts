import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { requestCounters } from '../../db/tables/request-counters.ts';

/**
 * Request counters shared by every instance through PostgreSQL (domain.md §14/§15, decision
 * 1181). The hot path is one memory lookup: each instance counts locally and adds its increments
 * to `request_counters` in batched upserts (every FLUSH_MS, or sooner when a key has gathered a
 * twentieth of its limit), reading back the window's total over all instances. So N instances
 * together allow about the limit, not N × it; the overshoot is bounded by what the others counted
 * since their last flush. A window starts at a key's first request, like @fastify/rate-limit's
 * own store, and the database keeps the earliest start it was told.
 */
const FLUSH_MS = 1000;
/** Rows whose window ended this long ago are deleted (at most once per CLEANUP_MS). */
const CLEANUP_MS = 60_000;

interface Entry {
  windowStart: number;
  /** The window's total over every instance at the last flush (ours included). */
  global: number;
  /** Counted here and being written. */
  inflight: number;
  /** Counted here and not written yet. */
  pending: number;
  timeWindow: number;
}

type Callback = (err: Error | null, res: { current: number; ttl: number }) => void;

export interface SharedCounters {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read(key: string, cb: Callback, timeWindow: number): void;
  child(): SharedCounters;
  /** Writes what is pending and stops the timer (the app's onClose). */
  close(): Promise<void>;
  /** Tests: write now. */
  flush(): Promise<void>;
}

export function createSharedCounters(
  db: Db,
  onError: (message: string) => void,
  now: () => number = Date.now,
): SharedCounters {
  const entries = new Map<string, Entry>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | undefined;
  let again = false;
  let lastCleanup = 0;
  let closed = false;

  const live = (key: string, timeWindow: number, at: number): Entry => {
    let entry = entries.get(key);
    if (!entry || entry.windowStart + entry.timeWindow <= at) {
      // A new window: what was in flight belonged to the old one and is not carried over.
      entry = { windowStart: at, global: 0, inflight: 0, pending: 0, timeWindow };
      entries.set(key, entry);
    }
    return entry;
  };

  const schedule = (soon: boolean) => {
    if (closed) return;
    if (soon) {
      void flush();
      return;
    }
    if (!timer) {
      timer = setTimeout(() => {
        timer = undefined;
        void flush();
      }, FLUSH_MS);
      timer.unref();
    }
  };

  async function write() {
    const at = now();
    const batch: { key: string; entry: Entry; count: number }[] = [];
    for (const [key, entry] of entries) {
      if (entry.windowStart + entry.timeWindow <= at) {
        if (entry.pending === 0 && entry.inflight === 0) entries.delete(key);
        continue;
      }
      if (entry.pending === 0) continue;
      entry.inflight += entry.pending;
      batch.push({ key, entry, count: entry.pending });
      entry.pending = 0;
    }
    if (batch.length > 0) {
      // The same key order in every instance: concurrent upserts lock rows in one order, no deadlock.
      batch.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
      try {
        const windowMs = batch[0].entry.timeWindow;
        const rows = await db
          .insert(requestCounters)
          .values(batch.map((b) => ({ key: b.key, windowStart: b.entry.windowStart, count: b.count })))
          .onConflictDoUpdate({
            target: requestCounters.key,
            // The stored window is over: ours starts a new one; otherwise add to it.
            set: {
              count: sql`case when ${requestCounters.windowStart} <= ${at - windowMs} then excluded.count else ${requestCounters.count} + excluded.count end`,
              windowStart: sql`case when ${requestCounters.windowStart} <= ${at - windowMs} then excluded.window_start else least(${requestCounters.windowStart}, excluded.window_start) end`,
            },
          })
          .returning();
        const totals = new Map(rows.map((r) => [r.key, r]));
        for (const { key, entry, count } of batch) {
          entry.inflight -= count;
          const row = totals.get(key);
          if (row && entries.get(key) === entry) {
            entry.global = row.count;
            entry.windowStart = row.windowStart;
          }
        }
      } catch (error) {
        // The database is away: go on counting locally and try again at the next flush.
        for (const { entry, count } of batch) {
          entry.inflight -= count;
          entry.pending += count;
        }
        onError(`Limites de requisição: falha ao gravar contadores (${(error as Error).name})`);
      }
    }
    if (at - lastCleanup >= CLEANUP_MS) {
      lastCleanup = at;
      const longest = Math.max(60_000, ...[...entries.values()].map((e) => e.timeWindow));
      await db
        .delete(requestCounters)
        .where(lt(requestCounters.windowStart, at - 2 * longest))
        .catch(() => onError('Limites de requisição: falha ao apagar janelas antigas'));
    }
  }

  function flush(): Promise<void> {
    if (flushing) {
      again = true;
      return flushing;
    }
    flushing = (async () => {
      try {
        do {
          again = false;
          await write();
        } while (again && !closed);
      } finally {
        flushing = undefined;
      }
    })();
    return flushing;
  }

  const store: SharedCounters = {
    incr(key, cb, timeWindow, max) {
      const at = now();
      const entry = live(key, timeWindow, at);
      entry.pending += 1;
      const current = entry.global + entry.inflight + entry.pending;
      // A key near its limit is written at once, so other instances see it within a round trip.
      schedule(entry.pending >= Math.max(1, Math.floor(max / 20)) && current <= max + 1);
      cb(null, { current, ttl: entry.windowStart + timeWindow - at });
    },
    read(key, cb, timeWindow) {
      const at = now();
      const entry = entries.get(key);
      if (!entry || entry.windowStart + timeWindow <= at) return cb(null, { current: 0, ttl: 0 });
      cb(null, {
        current: entry.global + entry.inflight + entry.pending,
        ttl: entry.windowStart + timeWindow - at,
      });
    },
    child: () => store,
    async close() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await flush();
      closed = true;
    },
    flush,
  };
  return store;
}
