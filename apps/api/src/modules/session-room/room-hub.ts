import { randomUUID } from 'node:crypto';
import { lt, eq } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import type { TRoomSide } from '@acolher/contracts/session-room';
import type { AppDeps } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import type { Notifier } from '../../db/notifications.ts';
import { signalMessages } from '../../db/tables/signal-messages.ts';

export interface RoomMember {
  socket: WebSocket;
  side: TRoomSide;
}

const other = (side: TRoomSide): TRoomSide =>
  side === 'collaborator' ? 'psychologist' : 'collaborator';

/** Closes a socket with a pt-BR reason the page can show (a close reason holds at most 123 bytes). */
export function closeWith(socket: WebSocket, code: number, message: string) {
  if (socket.readyState === socket.OPEN) {
    socket.send(JSON.stringify({ type: 'error', code, message }));
    socket.close(code, Buffer.from(message).subarray(0, 120).toString());
  }
}

/** What instances tell each other about a room (decision 1452). */
type Envelope =
  | { t: 'join' | 'here' | 'leave'; from: string; side: TRoomSide }
  | { t: 'relay'; from: string; to: TRoomSide; message: unknown }
  | { t: 'ref'; from: string; uuid: string };

/** A notification carries at most 8,000 bytes; larger envelopes travel through a row. */
const NOTIFY_MAX_BYTES = 7_900;
const REPLACED = 'Você entrou nesta sala em outra janela';

interface RoomState {
  members: Map<TRoomSide, RoomMember>;
  /** Sides present on other instances, as they announced themselves. */
  remote: Set<TRoomSide>;
  listening: Promise<() => Promise<void>>;
  inbox: Promise<void>;
}

/**
 * The rooms of every instance (domain.md §16, decision 1452). Each instance holds its own sockets,
 * at most one per side per room; the rest goes through PostgreSQL's LISTEN/NOTIFY on a channel per
 * room, so the two people may be served by different instances and either instance may restart.
 * Messages go from one side to the other only, never to a third socket.
 */
export class RoomHub {
  private rooms = new Map<string, RoomState>();
  private readonly instance = randomUUID();

  constructor(
    private readonly notifier: Notifier,
    private readonly db: Db,
    private readonly log: (error: unknown) => void,
  ) {}

  /** Adds a member; a second socket of the same side (another tab, a reload) replaces the first. */
  async join(room: string, member: RoomMember): Promise<{ peerPresent: boolean }> {
    const state = this.state(room);
    await state.listening;
    const previous = state.members.get(member.side);
    state.members.set(member.side, member);
    if (previous && previous.socket !== member.socket) closeWith(previous.socket, 4409, REPLACED);
    const peer = state.members.get(other(member.side));
    this.send(peer, { type: 'peer', present: true });
    await this.publish(room, { t: 'join', from: this.instance, side: member.side });
    return { peerPresent: Boolean(peer) || state.remote.has(other(member.side)) };
  }

  /** True when this socket was still the side's member (its side really left). */
  leave(room: string, member: RoomMember): boolean {
    const state = this.rooms.get(room);
    if (!state || state.members.get(member.side)?.socket !== member.socket) return false;
    state.members.delete(member.side);
    this.send(state.members.get(other(member.side)), { type: 'peer', present: false });
    void this.publish(room, { t: 'leave', from: this.instance, side: member.side });
    if (state.members.size === 0) this.forget(room, state);
    return true;
  }

  relay(room: string, from: RoomMember, message: unknown) {
    const state = this.rooms.get(room);
    if (!state || state.members.get(from.side)?.socket !== from.socket) return;
    const peer = state.members.get(other(from.side));
    if (peer) this.send(peer, message);
    else
      void this.publish(room, { t: 'relay', from: this.instance, to: other(from.side), message });
  }

  size(room: string) {
    return this.rooms.get(room)?.members.size ?? 0;
  }

  private state(room: string): RoomState {
    let state = this.rooms.get(room);
    if (!state) {
      const created: RoomState = {
        members: new Map(),
        remote: new Set(),
        listening: Promise.resolve(async () => {}),
        inbox: Promise.resolve(),
      };
      // One room's envelopes are handled in the order they were sent.
      created.listening = this.notifier.listen(channelOf(room), (payload) => {
        created.inbox = created.inbox
          .then(() => this.receive(room, created, payload))
          .catch(this.log);
      });
      this.rooms.set(room, (state = created));
    }
    return state;
  }

  private forget(room: string, state: RoomState) {
    this.rooms.delete(room);
    void state.listening.then((unlisten) => unlisten()).catch(this.log);
  }

  private async receive(room: string, state: RoomState, payload: string) {
    let envelope = JSON.parse(payload) as Envelope;
    if (envelope.from === this.instance) return;
    if (envelope.t === 'ref') {
      const [row] = await this.db
        .select({ payload: signalMessages.payload })
        .from(signalMessages)
        .where(eq(signalMessages.uuid, envelope.uuid));
      if (!row) return;
      envelope = JSON.parse(row.payload) as Envelope;
    }
    if (envelope.t === 'ref') return;
    if (envelope.t === 'relay') {
      this.send(state.members.get(envelope.to), envelope.message);
      return;
    }
    const { side } = envelope;
    const mine = state.members.get(side);
    const peer = state.members.get(other(side));
    if (envelope.t === 'leave') {
      state.remote.delete(side);
      this.send(peer, { type: 'peer', present: false });
      return;
    }
    state.remote.add(side);
    if (envelope.t === 'join' && mine) {
      // The same person opened the room on another instance: that socket wins, as on one instance.
      state.members.delete(side);
      closeWith(mine.socket, 4409, REPLACED);
    }
    this.send(peer, { type: 'peer', present: true });
    if (envelope.t === 'join' && peer)
      await this.publish(room, { t: 'here', from: this.instance, side: peer.side });
  }

  private async publish(room: string, envelope: Envelope) {
    try {
      let text = JSON.stringify(envelope);
      if (Buffer.byteLength(text) > NOTIFY_MAX_BYTES) {
        await this.db
          .delete(signalMessages)
          .where(lt(signalMessages.createdAt, new Date(Date.now() - 5 * 60_000)));
        const [row] = await this.db
          .insert(signalMessages)
          .values({ payload: text })
          .returning({ uuid: signalMessages.uuid });
        text = JSON.stringify({ t: 'ref', from: this.instance, uuid: row!.uuid });
      }
      await this.notifier.notify(channelOf(room), text);
    } catch (error) {
      this.log(error);
    }
  }

  private send(member: RoomMember | undefined, message: unknown) {
    if (member && member.socket.readyState === member.socket.OPEN)
      member.socket.send(JSON.stringify(message));
  }
}

const channelOf = (room: string) => `room_${room.replace(/-/g, '').toLowerCase()}`;

/** The hub of one app instance, on the database it serves and the app's notifier (closed with it). */
export function createRoomHub(deps: AppDeps, notifier: Notifier, log: (error: unknown) => void) {
  return new RoomHub(notifier, deps.database.db, log);
}
