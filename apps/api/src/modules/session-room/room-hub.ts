import type { WebSocket } from 'ws';
import type { TRoomSide } from '@acolher/contracts/session-room';

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

/**
 * The rooms this instance holds: per appointment, at most one socket per side. Messages go from
 * one side to the other only, never to a third socket. One instance only (decision 1153): two
 * people on two instances behind a balancer need it to route by the appointment in the path.
 */
export class RoomHub {
  private rooms = new Map<string, Map<TRoomSide, RoomMember>>();

  /** Adds a member; a second socket of the same side (another tab, a reload) replaces the first. */
  join(room: string, member: RoomMember): { peerPresent: boolean } {
    let members = this.rooms.get(room);
    if (!members) this.rooms.set(room, (members = new Map()));
    const previous = members.get(member.side);
    members.set(member.side, member);
    if (previous && previous.socket !== member.socket)
      closeWith(previous.socket, 4409, 'Você entrou nesta sala em outra janela');
    const peer = members.get(other(member.side));
    this.send(peer, { type: 'peer', present: true });
    return { peerPresent: Boolean(peer) };
  }

  /** True when this socket was still the side's member (its side really left). */
  leave(room: string, member: RoomMember): boolean {
    const members = this.rooms.get(room);
    if (!members || members.get(member.side)?.socket !== member.socket) return false;
    members.delete(member.side);
    this.send(members.get(other(member.side)), { type: 'peer', present: false });
    if (members.size === 0) this.rooms.delete(room);
    return true;
  }

  relay(room: string, from: RoomMember, message: unknown) {
    const members = this.rooms.get(room);
    if (!members || members.get(from.side)?.socket !== from.socket) return;
    this.send(members.get(other(from.side)), message);
  }

  size(room: string) {
    return this.rooms.get(room)?.size ?? 0;
  }

  private send(member: RoomMember | undefined, message: unknown) {
    if (member && member.socket.readyState === member.socket.OPEN)
      member.socket.send(JSON.stringify(message));
  }
}
