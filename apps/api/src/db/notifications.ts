import pg from 'pg';
import type { Database } from './client.ts';

type Handler = (payload: string) => void;

/** What the notifier's PostgreSQL connection is called in `pg_stat_activity`. */
export const NOTIFIER_APPLICATION_NAME = 'acolher_notifications';

/**
 * PostgreSQL's LISTEN/NOTIFY on the database in use (domain.md §16, decisions 1452, 1004): what one
 * instance notifies on a channel reaches every instance listening to it, itself included. The app
 * makes one per instance (app.ts), shared by the read cache's sync and the session room; its one
 * connection carries both directions, so an instance's notifications keep their order.
 */
export interface Notifier {
  /** Channel names are lower-case letters, digits and underscores. */
  listen(channel: string, handler: Handler): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls `handler` with the current state, then at every change: false when the listening
   * connection is lost, true once a connection listens again on every channel. Returns the
   * function that stops the calls.
   */
  onListening(handler: (listening: boolean) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function checked(channel: string) {
  if (!CHANNEL.test(channel)) throw new Error(`canal inválido: ${channel}`);
  return channel;
}

export function createNotifier(database: Database): Notifier {
  if (database.pglite) {
    const pglite = database.pglite;
    return {
      listen: (channel, handler) => pglite.listen(checked(channel), handler),
      notify: async (channel, payload) => {
        await pglite.query('SELECT pg_notify($1, $2)', [checked(channel), payload]);
      },
      // In the process itself: it cannot be lost.
      onListening: (handler) => {
        handler(true);
        return () => {};
      },
      close: async () => {},
    };
  }
  return new ServerNotifier(database.pool!.options);
}

/** A dedicated client of the PostgreSQL server; lost, it is replaced and listens again. */
class ServerNotifier implements Notifier {
  private client: Promise<pg.Client> | undefined;
  /** The client being opened or open, until it is lost. */
  private current: pg.Client | undefined;
  private handlers = new Map<string, Set<Handler>>();
  private watchers = new Set<(listening: boolean) => void>();
  private listening = false;
  private closed = false;
  /** One statement at a time on the connection (node-postgres 9 refuses overlapping ones). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: pg.ClientConfig) {}

  async listen(channel: string, handler: Handler) {
    checked(channel);
    let set = this.handlers.get(channel);
    if (!set) {
      this.handlers.set(channel, (set = new Set()));
      try {
        await this.query(`LISTEN "${channel}"`);
      } catch (error) {
        // Not listened: a later connection must not listen on it for nobody.
        if (set.size === 0 && this.handlers.get(channel) === set) this.handlers.delete(channel);
        throw error;
      }
    }
    set.add(handler);
    return async () => {
      set.delete(handler);
      if (set.size > 0 || this.handlers.get(channel) !== set) return;
      this.handlers.delete(channel);
      if (!this.closed) await this.query(`UNLISTEN "${channel}"`);
    };
  }

  async notify(channel: string, payload: string) {
    await this.query('SELECT pg_notify($1, $2)', [checked(channel), payload]);
  }

  onListening(handler: (listening: boolean) => void) {
    this.watchers.add(handler);
    handler(this.listening);
    return () => void this.watchers.delete(handler);
  }

  private report(listening: boolean) {
    if (listening === this.listening) return;
    this.listening = listening;
    for (const watcher of [...this.watchers]) watcher(listening);
  }

  private query(text: string, values?: unknown[]) {
    const next = this.queue.then(async () => (await this.connected()).query(text, values));
    this.queue = next.catch(() => undefined);
    return next;
  }

  async close() {
    this.closed = true;
    this.report(false);
    const client = await this.client?.catch(() => undefined);
    this.client = this.current = undefined;
    await client?.end().catch(() => undefined);
  }

  private connected(): Promise<pg.Client> {
    if (this.closed) return Promise.reject(new Error('notificações encerradas'));
    this.client ??= this.open();
    return this.client;
  }

  /** Connects, and listens on every channel before anything else may use the connection. */
  private async open() {
    const client = new pg.Client({ ...this.options, application_name: NOTIFIER_APPLICATION_NAME });
    this.current = client;
    const lost = () => {
      if (this.closed || this.current !== client) return;
      this.current = this.client = undefined;
      this.report(false);
      // Listen again on a new connection: a room's messages resume without the people noticing.
      setTimeout(() => void this.relisten(), 1000).unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? [])
        handler(message.payload ?? '');
    });
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      lost();
      client.end().catch(() => undefined);
      throw error;
    }
    if (!this.closed && this.current === client) this.report(true);
    return client;
  }

  /** Each failed try was lost too, and scheduled the next one. */
  private async relisten() {
    if (this.closed || this.handlers.size === 0) return;
    await this.connected().catch(() => undefined);
  }
}
