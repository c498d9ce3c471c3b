import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appointmentAttendance } from '../../src/db/tables/attendance.ts';
import { makeCollaborator } from '../helpers/factories.ts';
import { makeRoomSession } from '../helpers/care-contract.ts';
import { fileApp } from '../helpers/file-app.ts';
import { roomSockets } from '../helpers/room-socket.ts';
import { apiCaller } from '../helpers/api.ts';

// The room of Wednesday 2026-03-04 09:00 (São Paulo) is open 11:45Z–13:00Z.
const INSIDE = '2026-03-04T11:50:00.000Z';

const ctx = fileApp();
const call = apiCaller(() => ctx);
let base = '';
beforeAll(async () => {
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = address.replace(/^http/, 'ws');
});
beforeEach(() => ctx.setNow(INSIDE));

const scenario = () => makeRoomSession(ctx);

const { connect, join } = roomSockets(() => base);

const attendanceOf = (uuid: string) =>
  ctx.db
    .select()
    .from(appointmentAttendance)
    .where(eq(appointmentAttendance.appointmentUuid, uuid));

describe('the signalling socket', () => {
  it('refuses a bad token (4401) and records nothing', async () => {
    const { appointment } = await scenario();
    const client = await connect(appointment.uuid);
    client.send({ type: 'auth', token: 'not-a-token' });
    expect((await client.closing).code).toBe(4401);
    expect(client.received).toContainEqual(expect.objectContaining({ type: 'error', code: 4401 }));
    expect(await attendanceOf(appointment.uuid)).toEqual([]);
  });

  it('refuses a third person with a valid token (4403) and tells it nothing of the others', async () => {
    const { collaborator, appointment } = await scenario();
    const present = await join(appointment.uuid, collaborator.token);
    const stranger = await makeCollaborator(ctx);
    const client = await connect(appointment.uuid);
    client.send({ type: 'auth', token: stranger.token });
    expect((await client.closing).code).toBe(4403);
    expect(client.received).toEqual([{ type: 'error', code: 4403, message: 'Acesso negado' }]);
    expect(present.received.filter((m) => m.type === 'peer')).toEqual([]);
    present.socket.close();
  });

  it('refuses outside the window (4409)', async () => {
    const { psychologist, appointment } = await scenario();
    ctx.setNow('2026-03-04T11:40:00.000Z');
    const client = await connect(appointment.uuid);
    client.send({ type: 'auth', token: psychologist.token });
    expect((await client.closing).code).toBe(4409);
    expect(client.received[0]).toMatchObject({ message: 'A sala abre 15 minutos antes da sessão' });
  });

  it('relays offers, candidates and media state between the two people only', async () => {
    const { collaborator, psychologist, appointment } = await scenario();
    const other = await scenario();
    const c = await join(appointment.uuid, collaborator.token);
    expect(c.received).toContainEqual({ type: 'ready', side: 'collaborator', peerPresent: false });
    const bystander = await join(other.appointment.uuid, other.collaborator.token);
    const p = await join(appointment.uuid, psychologist.token);
    expect(p.received).toContainEqual({ type: 'ready', side: 'psychologist', peerPresent: true });
    await c.until((m) => m.type === 'peer' && m.present === true);

    c.send({ type: 'signal', kind: 'offer', data: { type: 'offer', sdp: 'v=0' } });
    c.send({ type: 'signal', kind: 'unknown', data: 1 });
    c.send({ type: 'signal', kind: 'media', data: { audio: false, video: true } });
    await p.until((m) => m.kind === 'media');
    expect(p.received.filter((m) => m.type === 'signal')).toEqual([
      { type: 'signal', kind: 'offer', data: { type: 'offer', sdp: 'v=0' } },
      { type: 'signal', kind: 'media', data: { audio: false, video: true } },
    ]);
    p.send({ type: 'signal', kind: 'answer', data: { type: 'answer', sdp: 'v=0' } });
    await c.until((m) => m.kind === 'answer');
    expect(c.received.filter((m) => m.type === 'signal')).toHaveLength(1);
    expect(bystander.received.filter((m) => m.type !== 'ready')).toEqual([]);

    p.socket.close();
    await c.until((m) => m.type === 'peer' && m.present === false);
    c.socket.close();
    bystander.socket.close();
  });

  it('records each side once: first join kept, last leave the latest', async () => {
    const { collaborator, psychologist, appointment } = await scenario();
    const first = await join(appointment.uuid, collaborator.token);
    first.socket.close();
    await first.closing;
    ctx.setNow('2026-03-04T12:05:00.000Z');
    const again = await join(appointment.uuid, collaborator.token);
    const p = await join(appointment.uuid, psychologist.token);
    ctx.setNow('2026-03-04T12:50:00.000Z');
    again.socket.close();
    p.socket.close();
    await Promise.all([again.closing, p.closing]);
    // The server writes a leave after the client sees its socket close: wait until both leaves of
    // this second visit are written (the collaborator's first leave is already there, so 'every row
    // has a leave' is not enough), then assert.
    const LEFT = '2026-03-04T12:50:00.000Z';
    const settled = (list: Awaited<ReturnType<typeof attendanceOf>>) =>
      list.length === 2 && list.every((r) => r.lastLeftAt?.toISOString() === LEFT);
    let rows = await attendanceOf(appointment.uuid);
    for (let i = 0; i < 100 && !settled(rows); i++) {
      await new Promise((r) => setTimeout(r, 20));
      rows = await attendanceOf(appointment.uuid);
    }
    const bySide = Object.fromEntries(rows.map((r) => [r.side, r]));
    expect(rows).toHaveLength(2);
    expect(bySide.collaborator!.firstJoinedAt.toISOString()).toBe(INSIDE);
    expect(bySide.collaborator!.lastLeftAt?.toISOString()).toBe(LEFT);
    expect(bySide.psychologist!.lastLeftAt?.toISOString()).toBe(LEFT);
    expect(bySide.psychologist!.firstJoinedAt.toISOString()).toBe('2026-03-04T12:05:00.000Z');
  });

  it('a second window of the same side replaces the first', async () => {
    const { collaborator, appointment } = await scenario();
    const first = await join(appointment.uuid, collaborator.token);
    const second = await join(appointment.uuid, collaborator.token);
    expect((await first.closing).code).toBe(4409);
    expect(second.socket.readyState).toBe(second.socket.OPEN);
    second.socket.close();
  });

  it('a plain HTTP GET is no socket: 426', async () => {
    const { collaborator, appointment } = await scenario();
    const res = await call(
      'GET',
      `/appointments/${appointment.uuid}/session/signal`,
      collaborator.token,
    );
    expect(res.statusCode).toBe(426);
  });
});
