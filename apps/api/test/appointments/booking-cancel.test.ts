import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { makeCollaborator, tokenFor } from '../helpers/factories.ts';
import { bookingKit, NOW, WEDNESDAY_0900 } from '../helpers/booking-kit.ts';
import { apiCaller } from '../helpers/api.ts';

const kit = bookingKit();
const { scenario, book, creditsOf, expectError } = kit;
const call = apiCaller(() => kit.ctx);

describe('PATCH /appointments/collaborators/cancel/:id — domain.md §6', () => {
  async function booked(credits = 2) {
    const sc = await scenario({ credits });
    const res = await book(sc.payload);
    expect(res.statusCode).toBe(201);
    return { ...sc, appointment: res.json() as { uuid: string } };
  }
  async function cancel(uuid: string, collaboratorUuid: string) {
    return call(
      'PATCH',
      `/appointments/collaborators/cancel/${uuid}`,
      await tokenFor(kit.ctx, 'collaborator', collaboratorUuid),
    );
  }
  const minutesBefore = (m: number) =>
    new Date(new Date(WEDNESDAY_0900).getTime() - m * 60_000).toISOString();

  it('6 h 01 min before the start: cancelled in advance, 1 credit back', async () => {
    const { appointment, collaborator } = await booked(2);
    kit.ctx.setNow(minutesBefore(6 * 60 + 1));
    const res = await cancel(appointment.uuid, collaborator.uuid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      newCollaboratorCredits: 2,
      refunded: true,
      appointment: { status: 'cancelled_by_collaborator_in_advance' },
    });
    expect(await creditsOf(collaborator.uuid)).toBe(2);
  });

  it('exactly 6 h before the start still counts as in advance', async () => {
    const { appointment, collaborator } = await booked(1);
    kit.ctx.setNow(minutesBefore(6 * 60));
    const res = await cancel(appointment.uuid, collaborator.uuid);
    expect(res.json()).toMatchObject({ newCollaboratorCredits: 1, refunded: true });
  });

  it('5 h 59 min before the start: cancelled without advance, no credit back', async () => {
    const { appointment, collaborator } = await booked(2);
    kit.ctx.setNow(minutesBefore(5 * 60 + 59));
    const res = await cancel(appointment.uuid, collaborator.uuid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      newCollaboratorCredits: 1,
      refunded: false,
      appointment: { status: 'cancelled_by_collaborator_without_advance' },
    });
    expect(await creditsOf(collaborator.uuid)).toBe(1);
  });

  it('uses the São Paulo start of the session, not the server zone', async () => {
    // 09:00 in São Paulo is 12:00 UTC: at 06:30 UTC there are 5 h 30 min left.
    const { appointment, collaborator } = await booked(2);
    kit.ctx.setNow('2026-03-04T06:30:00.000Z');
    const res = await cancel(appointment.uuid, collaborator.uuid);
    expect(res.json().refunded).toBe(false);
  });

  it('drops the pending reminders of the appointment', async () => {
    const { appointment, collaborator } = await booked(2);
    await cancel(appointment.uuid, collaborator.uuid);
    const reminders = await kit.ctx.db
      .select({ status: s.outbox.status })
      .from(s.outbox)
      .where(eq(s.outbox.relatedUuid, appointment.uuid));
    expect(reminders.map((r) => r.status)).toEqual(['dropped', 'dropped']);
  });

  it('only pending appointments can be cancelled, and only once (400)', async () => {
    const { appointment, collaborator } = await booked(2);
    expect((await cancel(appointment.uuid, collaborator.uuid)).statusCode).toBe(200);
    const again = await cancel(appointment.uuid, collaborator.uuid);
    expectError(again, 400, 'Apenas agendamentos pendentes podem ser cancelados');
    expect(await creditsOf(collaborator.uuid)).toBe(2);

    const second = await booked(2);
    await kit.ctx.db
      .update(s.appointments)
      .set({ status: 'confirmed' })
      .where(eq(s.appointments.uuid, second.appointment.uuid));
    expectError(
      await cancel(second.appointment.uuid, second.collaborator.uuid),
      400,
      'Apenas agendamentos pendentes podem ser cancelados',
    );
  });

  it('from its start on (domain.md §17): 409, the session stays pending and no credit moves', async () => {
    const { appointment, collaborator } = await booked(2);
    for (const at of [WEDNESDAY_0900, '2026-03-04T12:30:00.000Z']) {
      kit.ctx.setNow(at);
      expectError(await cancel(appointment.uuid, collaborator.uuid), 409, 'A sessão já começou');
    }
    const [row] = await kit.ctx.db
      .select({ status: s.appointments.status })
      .from(s.appointments)
      .where(eq(s.appointments.uuid, appointment.uuid));
    expect(row.status).toBe('pending');
    expect(await creditsOf(collaborator.uuid)).toBe(1);
    kit.ctx.setNow(minutesBefore(1));
    expect((await cancel(appointment.uuid, collaborator.uuid)).statusCode).toBe(200);
  });

  it('an appointment whose end has passed and is still to be settled (§17): 409, even before the job ran', async () => {
    const { appointment, collaborator } = await booked(2);
    kit.ctx.setNow('2026-03-04T12:50:00.000Z'); // 09:50 in São Paulo: the session just ended
    expectError(await cancel(appointment.uuid, collaborator.uuid), 409, 'A sessão já começou');
    const [row] = await kit.ctx.db
      .select({ status: s.appointments.status, cancelledAt: s.appointments.cancelledAt })
      .from(s.appointments)
      .where(eq(s.appointments.uuid, appointment.uuid));
    expect(row).toEqual({ status: 'pending', cancelledAt: null });
    const reminders = await kit.ctx.db
      .select({ status: s.outbox.status })
      .from(s.outbox)
      .where(eq(s.outbox.relatedUuid, appointment.uuid));
    expect(reminders.map((r) => r.status)).toEqual(['pending', 'pending']);

    // One minute earlier the session is running: no longer the collaborator's to cancel (§17).
    kit.ctx.setNow(NOW);
    const running = await booked(2);
    kit.ctx.setNow('2026-03-04T12:49:00.000Z');
    const res = await cancel(running.appointment.uuid, running.collaborator.uuid);
    expectError(res, 409, 'A sessão já começou');
  });

  it('two simultaneous cancels refund once', async () => {
    const { appointment, collaborator } = await booked(2);
    const results = await Promise.all([
      cancel(appointment.uuid, collaborator.uuid),
      cancel(appointment.uuid, collaborator.uuid),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await creditsOf(collaborator.uuid)).toBe(2);
  });

  it('401 without a token; 403 for another collaborator or another role; 404 unknown', async () => {
    const { appointment, collaborator, psychologist } = await booked(2);
    const url = `/appointments/collaborators/cancel/${appointment.uuid}`;
    expect((await call('PATCH', url)).statusCode).toBe(401);
    const stranger = await makeCollaborator(kit.ctx, { credits: 1 });
    expectError(await cancel(appointment.uuid, stranger.uuid), 403, 'Acesso negado');
    const byPsy = await call(
      'PATCH',
      url,
      await tokenFor(kit.ctx, 'psychologist', psychologist.uuid),
    );
    expect(byPsy.statusCode).toBe(403);
    expectError(
      await cancel(crypto.randomUUID(), collaborator.uuid),
      404,
      'Agendamento não encontrado',
    );
    expectError(await cancel('nao-e-uuid', collaborator.uuid), 404, 'Agendamento não encontrado');
    const [row] = await kit.ctx.db
      .select({ status: s.appointments.status })
      .from(s.appointments)
      .where(eq(s.appointments.uuid, appointment.uuid));
    expect(row.status).toBe('pending');
  });
});
