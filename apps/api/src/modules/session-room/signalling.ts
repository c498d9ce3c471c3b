import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { SIGNAL_KINDS, SIGNAL_MAX_BYTES } from '@acolher/contracts/session-room';
import type { AuthContext } from '../../app-context.ts';
import { AppError } from '../../lib/errors.ts';
import { authenticate } from '../auth/guard.ts';
import { recordJoin, recordLeave } from './attendance.ts';
import { roomAccess } from './room-access.ts';
import { closeWith, type RoomHub, type RoomMember } from './room-hub.ts';
import { tokenStillOpen } from './token-watch.ts';

const AUTH_TIMEOUT_MS = 10_000;
/** Per socket: at most this many messages per window (a call's ICE burst is a few dozen). */
const RATE_MAX = 120;
const RATE_WINDOW_MS = 10_000;
const KINDS = new Set<string>(SIGNAL_KINDS);

function parse(raw: unknown): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(String(raw)) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One signalling connection (domain.md §16). The first message must be
 * `{type:'auth', token}`: the token never travels in the address, so no access log holds it.
 * Then the same checks as GET …/session (the appointment's two people, within the window); the
 * socket joins the room, attendance is recorded, and `{type:'signal', kind, data}` messages go to
 * the other person only. The server never sees media: offers, answers and candidates only.
 */
export function handleSignalling(
  hub: RoomHub,
  socket: WebSocket,
  request: FastifyRequest<{ Params: { uuid: string } }>,
) {
  const { deps } = request.server;
  const db = deps.database.db;
  let member: RoomMember | undefined;
  let room = '';
  let authenticating = false;
  let windowStart = Date.now();
  let count = 0;
  const timers: NodeJS.Timeout[] = [];
  timers.push(
    setTimeout(() => {
      if (!member) closeWith(socket, 4401, 'Sessão inválida ou expirada');
    }, AUTH_TIMEOUT_MS),
  );

  const authenticateWith = async (token: unknown) => {
    authenticating = true;
    try {
      if (typeof token !== 'string' || token.length > 4096)
        throw new AppError(401, 'Não autenticado');
      // The guard reads the header: the same checks as every HTTP call (expiry, deleted account…).
      request.headers.authorization = `Bearer ${token}`;
      const auth = await authenticate(request);
      delete request.headers.authorization;
      const access = await roomAccess(deps, auth, request.params.uuid);
      if (socket.readyState !== socket.OPEN) return;
      room = access.appointmentUuid;
      member = { socket, side: access.side };
      await recordJoin(db, room, access.side, deps.clock());
      if (socket.readyState !== socket.OPEN) {
        await recordLeave(db, room, access.side, deps.clock());
        return;
      }
      const { peerPresent } = await hub.join(room, member);
      if (socket.readyState !== socket.OPEN) return;
      socket.send(JSON.stringify({ type: 'ready', side: access.side, peerPresent }));
      const closesIn = access.closesAt.getTime() - deps.clock().getTime();
      const closer = setTimeout(
        () => closeWith(socket, 4409, 'Esta sessão já terminou'),
        Math.min(closesIn, 2 ** 31 - 1),
      );
      closer.unref();
      timers.push(closer);
      watchToken(token, auth);
    } catch (error) {
      delete request.headers.authorization;
      const code = error instanceof AppError ? 4000 + error.statusCode : 4500;
      const message = error instanceof AppError ? error.message : 'Erro interno';
      if (!(error instanceof AppError)) request.log.error(error);
      closeWith(socket, code, message);
    }
  };

  // The socket closes when the token that opened it ends (decision 1313): checked every
  // ROOM_TOKEN_CHECK_SECONDS, so within that long of a sign-out on any instance.
  const watchToken = (token: string, auth: AuthContext) => {
    const watcher = setInterval(() => {
      tokenStillOpen(deps, token, auth)
        .then((open) => {
          if (!open) closeWith(socket, 4401, 'Sessão inválida ou expirada');
        })
        .catch((error: unknown) => request.log.error(error));
    }, deps.env.ROOM_TOKEN_CHECK_SECONDS * 1000);
    watcher.unref();
    timers.push(watcher);
  };

  socket.on('message', (raw) => {
    const now = Date.now();
    if (now - windowStart > RATE_WINDOW_MS) {
      windowStart = now;
      count = 0;
    }
    if (++count > RATE_MAX) return closeWith(socket, 4429, 'Muitas mensagens. Entre novamente.');
    const message = parse(raw);
    if (!message) return;
    if (!member) {
      if (message.type === 'auth' && !authenticating) void authenticateWith(message.token);
      return;
    }
    if (message.type === 'signal' && typeof message.kind === 'string' && KINDS.has(message.kind))
      hub.relay(room, member, { type: 'signal', kind: message.kind, data: message.data ?? null });
  });

  socket.on('close', () => {
    for (const t of timers) clearTimeout(t);
    if (member && hub.leave(room, member)) {
      recordLeave(db, room, member.side, deps.clock()).catch((error: unknown) =>
        request.log.error(error),
      );
    }
  });
}

export const SIGNAL_SOCKET_OPTIONS = { maxPayload: SIGNAL_MAX_BYTES };
