import pg from 'pg';
import type { Database } from './client.ts';

type Handler = (payload: string) => void;

/**
 * PostgreSQL's LISTEN/NOTIFY on the database in use (domain.md §16, decision 1452): what one
 * instance notifies on a channel reaches every instance listening to it, itself included. One
 * connection per instance carries both, so an instance's notifications keep their order.
 */
export interface Notifier {
  /** Channel names are lower-case letters, digits and underscores. */
  listen(channel: string, handler: Handler): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
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
      close: async () => {},
    };
  }
  return new ServerNotifier(database.pool!.options);
}

/** A dedicated client of the PostgreSQL server; lost, it is replaced and listens again. */
class ServerNotifier implements Notifier {
  private client: Promise<pg.Client> | undefined;
  private handlers = new Map<string, Set<Handler>>();
  private closed = false;
  /** One statement at a time on the connection (node-postgres 9 refuses overlapping ones). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: pg.ClientConfig) {}

  async listen(channel: string, handler: Handler) {
    checked(channel);
    let set = this.handlers.get(channel);
    if (!set) {
      this.handlers.set(channel, (set = new Set()));
      await this.query(`LISTEN "${channel}"`);
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

  private query(text: string, values?: unknown[]) {
    const next = this.queue.then(async () => (await this.connected()).query(text, values));
    this.queue = next.catch(() => undefined);
    return next;
  }

  async close() {
    this.closed = true;
    const client = await this.client?.catch(() => undefined);
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private connected(): Promise<pg.Client> {
    if (this.closed) return Promise.reject(new Error('notificações encerradas'));
    this.client ??= this.open();
    return this.client;
  }

  private async open() {
    const client = new pg.Client(this.options);
    const lost = () => {
      if (this.closed) return;
      this.client = undefined;
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
    } catch (error) {
      this.client = undefined;
      throw error;
    }
    return client;
  }

  private async relisten() {
    try {
      for (const channel of this.handlers.keys()) await this.query(`LISTEN "${channel}"`);
    } catch {
      if (!this.closed) setTimeout(() => void this.relisten(), 2000).unref();
    }
  }
}
