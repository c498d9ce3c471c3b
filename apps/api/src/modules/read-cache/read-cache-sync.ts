import crypto from 'node:crypto';
import type { Notifier } from '../../db/notifications.ts';
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
 * Several instances on one PostgreSQL server (domain.md §15) hear each other's changes through
 * the app's notifier (db/notifications.ts, LISTEN/NOTIFY) and clear their caches. While the
 * notifier's listening connection is down the cache is off, so an instance never answers from
 * memory what it may not have heard about; it is on again once the notifier listens again.
 * On PGlite (one process by construction) only the sender hears its notifications, and ignores them.
 */
export function startReadCacheSync(
  notifier: Notifier,
  cache: ReadCache,
  log: (message: string) => void,
): ReadCacheSync {
  const instance = crypto.randomUUID();
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let unlisten = async () => {};
  let unwatch = () => {};
  cache.setEnabled(false);

  const start = async () => {
    try {
      // The payload is the sender's id, then the families it changed (none: everything).
      const stop = await notifier.listen(READ_CACHE_CHANNEL, (message) => {
        const [sender, ...families] = message.split(' ');
        if (sender !== instance) cache.invalidate(families.length > 0 ? families : undefined);
      });
      if (closed) return void stop().catch(() => {});
      unlisten = stop;
      // From now on every connection of the notifier listens on the channel: the cache follows it.
      unwatch = notifier.onListening((listening) => cache.setEnabled(listening));
    } catch (error) {
      log(`cache: sem conexão para ouvir outras instâncias (${(error as Error).message})`);
      if (closed) return;
      retry = setTimeout(() => {
        retry = undefined;
        void start();
      }, 1000);
      retry.unref();
    }
  };
  void start();

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
        await notifier.notify(READ_CACHE_CHANNEL, payload());
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
      unwatch();
      cache.setEnabled(false);
      await unlisten().catch(() => {});
    },
  };
  cache.setAnnouncer((families) => sync.announce(families));
  return sync;
}
