import { WebSocket } from 'ws';

export type RoomMessage = Record<string, unknown>;

/**
 * Signalling clients of a listening test app (domain.md §16): `base` is its ws:// address. A real
 * connection (injectWS's in-memory one never finishes a close handshake).
 */
export function roomSockets(base: () => string) {
  /** A client socket that keeps what it receives, and how it was closed. */
  async function connect(uuid: string) {
    const received: RoomMessage[] = [];
    let closed: { code: number } | undefined;
    const socket = new WebSocket(`${base()}/api/appointments/${uuid}/session/signal`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.on('message', (raw) => received.push(JSON.parse(String(raw)) as RoomMessage));
    const closing = new Promise<{ code: number }>((resolve) =>
      socket.on('close', (code) => resolve((closed = { code }))),
    );
    const until = async (test: (m: RoomMessage) => boolean) => {
      for (let i = 0; i < 200; i++) {
        const found = received.find(test);
        if (found) return found;
        if (closed) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error(`no such message; got ${JSON.stringify(received)}`);
    };
    const send = (m: RoomMessage) => socket.send(JSON.stringify(m));
    return { socket, received, closing, until, send };
  }

  /** Connects and authenticates; resolves once the room said 'ready'. */
  async function join(uuid: string, token: string) {
    const client = await connect(uuid);
    client.send({ type: 'auth', token });
    await client.until((m) => m.type === 'ready');
    return client;
  }

  return { connect, join };
}
