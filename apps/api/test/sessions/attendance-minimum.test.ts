import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/db/schema.ts';
import { appointmentAttendance } from '../../src/db/tables/attendance.ts';
import { settleAppointments } from '../../src/modules/session-outcomes/settle.ts';
import { tokenFor } from '../helpers/factories.ts';
import { makeRoomSession } from '../helpers/care-contract.ts';
import { fileApp } from '../helpers/file-app.ts';
import { roomSockets } from '../helpers/room-socket.ts';

// docs/domain.md §17 (decision 1311): a side counts as present only after at least
// one minute in the room between the session's start and end, summed over its stays. The session
// of Wednesday 2026-03-04 09:00–09:50 in São Paulo runs 12:00Z–12:50Z; its room opens at 11:45Z.
const at = (time: string) => `2026-03-04T${time}.000Z`;

const ctx = fileApp({ VIDEO_PROVIDER: 'builtin' });
let base = '';
const { join } = roomSockets(() => base);
beforeAll(async () => {
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = address.replace(/^http/, 'ws');
});

async function scenario() {
  ctx.setNow(at('11:46:00'));
  return makeRoomSession(ctx);
}

type Side = 'collaborator' | 'psychologist';

/**
 * One stay in the room: joins at `from`, leaves at `to` (the server's clock at each moment), with
 * a token signed in at `from` (an hour unused ends a token, §14).
 */
async function stay(uuid: string, person: { uuid: string }, side: Side, from: string, to: string) {
  ctx.setNow(at(from));
  const client = await join(uuid, await tokenFor(ctx, side, person.uuid));
  ctx.setNow(at(to));
  client.socket.close();
  await client.closing;
  // The server writes the leave after the client sees its socket close.
  for (let i = 0; i < 200; i++) {
    const [row] = await ctx.db
      .select()
      .from(appointmentAttendance)
      .where(
        and(eq(appointmentAttendance.appointmentUuid, uuid), eq(appointmentAttendance.side, side)),
      );
    if (row?.inRoomSince === null) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the leave was not recorded');
}

async function settledStatus(uuid: string) {
  ctx.setNow(at('13:05:00'));
  await settleAppointments(ctx.deps);
  const [row] = await ctx.db.select().from(s.appointments).where(eq(s.appointments.uuid, uuid));
  return row.status;
}

describe('attendance counts a minute in the room within the session', () => {
  it('a two-second visit 12 minutes early is no attendance: the psychologist is absent', async () => {
    const { collaborator, psychologist, appointment } = await scenario();
    const u = appointment.uuid;
    await stay(u, psychologist, 'psychologist', '11:48:00', '11:48:02');
    await stay(u, collaborator, 'collaborator', '12:00:00', '12:49:00');
    expect(await settledStatus(u)).toBe('no_show_psychologist');
  });

  it('stays are summed across reconnects, only their part between start and end', async () => {
    const { collaborator, psychologist, appointment } = await scenario();
    const u = appointment.uuid;
    // Psychologist: 30 s of a stay begun before the start, then 30 s more after a reconnect.
    await stay(u, psychologist, 'psychologist', '11:55:00', '12:00:30');
    await stay(u, psychologist, 'psychologist', '12:10:00', '12:10:30');
    // Collaborator: 59 s inside the session, the rest after its end.
    await stay(u, collaborator, 'collaborator', '12:49:01', '12:55:00');
    expect(await settledStatus(u)).toBe('no_show_collaborator');
  });

  it('a minute exactly, from both, confirms the session', async () => {
    const { collaborator, psychologist, appointment } = await scenario();
    const u = appointment.uuid;
    await stay(u, psychologist, 'psychologist', '12:20:00', '12:21:00');
    await stay(u, collaborator, 'collaborator', '12:49:00', '12:50:00');
    expect(await settledStatus(u)).toBe('confirmed');
  });
});
