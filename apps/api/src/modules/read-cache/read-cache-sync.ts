import crypto from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../db/client.ts';
import type { ReadCache } from './read-cache.ts';

const READ_CACHE_CHANNEL = 'acolher_read_cache';
/** NOTIFY payloads stop at 8,000 bytes: a longer list of families is told as "everything". */
const MAX_PAYLOAD = 7_000;

export interface ReadCacheSync {
  /**
   * Tells the other instances that this one changed something, everything or only `families`
   * (coalesced, never throws).
   */
  announce(families?: readonly string[]): void;
  close(): Promise<void>;
}

/**
 * Several instances on one PostgreSQL server (domain.md §15) hear each other's
 * changes through LISTEN/NOTIFY and clear their caches. While the listening connection is down
 * the cache is off, so an instance never answers from memory what it may not have heard about.
 * PGlite is one process by construction (the data directory is locked): nothing to hear.
 */
export function startReadCacheSync(
  database: Database,
  cache: ReadCache,
  log: (message: string) => void,
): ReadCacheSync {
  const pool = database.pool;
  if (database.kind !== 'pg' || !pool) return { announce: () => {}, close: async () => {} };

  const instance = crypto.randomUUID();
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  cache.setEnabled(false);

  const connect = async () => {
    const next = new pg.Client(pool.options);
    // The payload is the sender's id, then the families it changed (none: everything).
    next.on('notification', (message) => {
      const [sender, ...families] = (message.payload ?? '').split(' ');
      if (sender !== instance) cache.invalidate(families.length > 0 ? families : undefined);
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${READ_CACHE_CHANNEL}`);
      if (closed) return void next.end().catch(() => {});
      client = next;
      cache.setEnabled(true);
    } catch (error) {
      log(`cache: sem conexão para ouvir outras instâncias (${(error as Error).message})`);
      lost(next);
    }
  };
  const lost = (which: pg.Client) => {
    if (client && client !== which) return;
    client = undefined;
    cache.setEnabled(false);
    which.end().catch(() => {});
    if (!closed && !retry) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, 1000);
      retry.unref();
    }
  };
  void connect();

  let sending = false;
  let again = false;
  // What is waiting to be told: everything, or these families (decision 1212).
  let pendingAll = false;
  const pending = new Set<string>();
  const payload = () => {
    const families = [...pending].join(' ');
    const all = pendingAll || families.length + instance.length > MAX_PAYLOAD;
    pendingAll = false;
    pending.clear();
    return all ? instance : `${instance} ${families}`;
  };
  const send = async () => {
    sending = true;
    try {
      do {
        again = false;
        await pool.query('select pg_notify($1, $2)', [READ_CACHE_CHANNEL, payload()]);
      } while (again && !closed);
    } catch {
      // The other instances' entries still expire by their TTL; nothing to do here.
    } finally {
      sending = false;
    }
  };

  const sync: ReadCacheSync = {
    announce(families) {
      if (closed) return;
      // An empty list (a change that touches no cached answer) has nothing to tell.
      if (families?.length === 0) return;
      if (families) for (const family of families) pending.add(family);
      else pendingAll = true;
      if (sending) again = true;
      else void send();
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      cache.setEnabled(false);
      await current?.end().catch(() => {});
    },
  };
  cache.setAnnouncer((families) => sync.announce(families));
  return sync;
}
