import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { autoConfirmAppointments } from '../../src/modules/appointments/auto-confirm.ts';
import {
  makeAdministrator,
  makeCareSetting,
  makeCollaborator,
  makeCompany,
  makePsychologist,
  makeAppointment,
} from '../helpers/factories.ts';
import { fileApp } from '../helpers/file-app.ts';
import { expectLedgerBalanced } from '../helpers/ledger.ts';
import { apiCaller } from '../helpers/api.ts';

const ctx = fileApp({}, { now: '2027-04-05T12:00:00.000Z' });
const call = apiCaller(() => ctx);

async function scenario() {
  const care = await makeCareSetting(ctx, {
    date: '2027-04-07',
    startTime: '10:00:00',
    collaborator: { credits: 2 },
  });
  return { p: care.psychologist, c: care.collaborator, a: care.appointment };
}

describe('GET /appointments/psychologists/:id', () => {
  it('lists the own appointments in the shared shape, newest first (decision 1211)', async () => {
    const { p, c, a } = await scenario();
    const earlier = await makeAppointment(ctx, {
      collaboratorUuid: c.uuid,
      psychologistUuid: p.uuid,
      date: '2027-04-06',
      startTime: '08:00:00',
      status: 'confirmed',
    });
    const res = await call('GET', `/appointments/psychologists/${p.uuid}`, p.token);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((x: { uuid: string }) => x.uuid)).toEqual([a.uuid, earlier.uuid]);
    expect(list[0]).toMatchObject({
      uuid: a.uuid,
      status: 'pending',
      date: '2027-04-07',
      collaboratorUuid: c.uuid,
      collaborator: { uuid: c.uuid, name: c.name, email: c.email, phone: c.phone },
      psychologist: { uuid: p.uuid, name: p.name },
      openingHour: { startTime: '10:00:00', endTime: '10:50:00' },
    });
    expect(list[0]).not.toHaveProperty('videoUrl');
  });

  it('403 for another psychologist or another role, 401 without token', async () => {
    const { p } = await scenario();
    const get = (token?: string) => call('GET', `/appointments/psychologists/${p.uuid}`, token);
    expect((await get((await makePsychologist(ctx)).token)).statusCode).toBe(403);
    expect((await get((await makeCollaborator(ctx)).token)).statusCode).toBe(403);
    expect((await get((await makeAdministrator(ctx)).token)).statusCode).toBe(403);
    expect((await get()).statusCode).toBe(401);
  });
});

describe('GET /appointments/psychologists/confirmed/:id', () => {
  it('gives a collaborator date, status and opening hour only, every status', async () => {
    const { p, a } = await scenario();
    const other = await makeCollaborator(ctx);
    await ctx.db
      .update(s.appointments)
      .set({ status: 'cancelled_by_psychologist' })
      .where(eq(s.appointments.uuid, a.uuid));
    const res = await call('GET', `/appointments/psychologists/confirmed/${p.uuid}`, other.token);
    expect(res.statusCode).toBe(200);
    const [item] = res.json();
    expect(item).toMatchObject({
      date: '2027-04-07',
      status: 'cancelled_by_psychologist',
      openingHour: { startTime: '10:00:00' },
    });
    for (const hidden of ['collaborator', 'collaboratorUuid', 'videoUrl', 'psychologist'])
      expect(item).not.toHaveProperty(hidden);
    // Exactly these fields (domain.md §3: only date, status and opening hour), as the
    // psychologist's own full view gives them.
    const full = await call('GET', `/appointments/psychologists/confirmed/${p.uuid}`, p.token);
    const own = full.json()[0];
    expect(own.uuid).toBe(a.uuid);
    expect(item).toEqual({ status: own.status, date: own.date, openingHour: own.openingHour });
    expect(Object.keys(item.openingHour).sort()).toEqual(['endTime', 'startTime', 'uuid']);
  });

  it('gives a collaborator only appointments from yesterday on (the booking calendar)', async () => {
    const { p, c, a } = await scenario();
    const old = await makeAppointment(ctx, {
      collaboratorUuid: c.uuid,
      psychologistUuid: p.uuid,
      date: '2025-03-04',
      startTime: '08:00:00',
      status: 'confirmed',
    });
    const res = await call(
      'GET',
      `/appointments/psychologists/confirmed/${p.uuid}`,
      (await makeCollaborator(ctx)).token,
    );
    const dates = res.json().map((x: { date: string }) => x.date.slice(0, 10));
    expect(dates).toContain('2027-04-07');
    expect(dates).not.toContain('2025-03-04');
    const own = await call('GET', `/appointments/psychologists/confirmed/${p.uuid}`, p.token);
    expect(own.json().map((x: { uuid: string }) => x.uuid)).toEqual([old.uuid, a.uuid]);
  });

  it('gives the psychologist its own in full; 403 to others; 404 for an unapproved one', async () => {
    const { p, c } = await scenario();
    const own = await call('GET', `/appointments/psychologists/confirmed/${p.uuid}`, p.token);
    expect(own.json()[0].collaborator.uuid).toBe(c.uuid);
    const get = (id: string, token: string) =>
      call('GET', `/appointments/psychologists/confirmed/${id}`, token);
    expect((await get(p.uuid, (await makePsychologist(ctx)).token)).statusCode).toBe(403);
    expect((await get(p.uuid, (await makeCompany(ctx)).token)).statusCode).toBe(403);
    expect((await get(p.uuid, (await makeAdministrator(ctx)).token)).statusCode).toBe(403);
    const analyzing = await makePsychologist(ctx, { complianceStatus: 'analyzing' });
    expect((await get(analyzing.uuid, c.token)).statusCode).toBe(404);
  });
});

describe('PATCH /appointments/psychologists/cancel/:id', () => {
  it('cancels an own pending appointment: refund, notice to the collaborator, reminders dropped', async () => {
    const { p, c, a } = await scenario();
    const [reminder] = await ctx.db
      .insert(s.outbox)
      .values({
        channel: 'whatsapp',
        recipient: c.phone,
        kind: 'reminder',
        body: 'link',
        relatedUuid: a.uuid,
        sendAfter: new Date('2027-04-07T12:45:00Z'),
      })
      .returning();
    const [sent] = await ctx.db
      .insert(s.outbox)
      .values({
        channel: 'email',
        recipient: c.email,
        kind: 'booking',
        body: 'ok',
        relatedUuid: a.uuid,
        status: 'sent',
      })
      .returning();
    const res = await call('PATCH', `/appointments/psychologists/cancel/${a.uuid}`, p.token);
    expect(res.statusCode).toBe(200);
    // docs/domain.md §22 answers nothing more; the collaborator's credits are its own (domain.md §3).
    expect(res.json()).toEqual({ uuid: a.uuid, status: 'cancelled_by_psychologist' });
    const [row] = await ctx.db.select().from(s.appointments).where(eq(s.appointments.uuid, a.uuid));
    expect(row.status).toBe('cancelled_by_psychologist');
    expect(row.cancelledAt?.toISOString()).toBe('2027-04-05T12:00:00.000Z');
    const [collaborator] = await ctx.db
      .select()
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, c.uuid));
    expect(collaborator.credits).toBe(3);
    expect(await expectLedgerBalanced(ctx, c.uuid)).toBe(3);
    const outbox = await ctx.db.select().from(s.outbox).where(eq(s.outbox.recipient, c.email));
    const notice = outbox.find((m) => m.kind === 'appointment_cancelled_by_psychologist');
    expect(notice?.body).toContain('07/04/2027 às 10:00');
    const [dropped] = await ctx.db.select().from(s.outbox).where(eq(s.outbox.uuid, reminder.uuid));
    expect(dropped.status).toBe('dropped');
    const [kept] = await ctx.db.select().from(s.outbox).where(eq(s.outbox.uuid, sent.uuid));
    expect(kept.status).toBe('sent');
  });

  it('refuses a non-pending appointment with the message, twice-cancel refunds once', async () => {
    const { p, c, a } = await scenario();
    const cancel = () => call('PATCH', `/appointments/psychologists/cancel/${a.uuid}`, p.token);
    expect((await cancel()).statusCode).toBe(200);
    const again = await cancel();
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Apenas agendamentos pendentes podem ser cancelados');
    expect(await expectLedgerBalanced(ctx, c.uuid)).toBe(3);
    const confirmed = await makeAppointment(ctx, {
      collaboratorUuid: c.uuid,
      psychologistUuid: p.uuid,
      date: '2027-04-01',
      status: 'confirmed',
    });
    const res = await call(
      'PATCH',
      `/appointments/psychologists/cancel/${confirmed.uuid}`,
      p.token,
    );
    expect(res.json()).toMatchObject({
      statusCode: 400,
      message: 'Apenas agendamentos pendentes podem ser cancelados',
    });
  });

  it('refuses a pending appointment whose end has passed (confirmed by domain.md §6), job or not', async () => {
    const { p, c } = await scenario(); // now: Monday 09:00 in São Paulo
    const at = (startTime: string) =>
      makeAppointment(ctx, {
        collaboratorUuid: c.uuid,
        psychologistUuid: p.uuid,
        date: '2027-04-05',
        startTime,
      });
    const ended = await at('08:00:00'); // ended 08:50, the auto-confirm job has not run
    const running = await at('09:00:00'); // started now, ends 09:50
    const cancel = (uuid: string) =>
      call('PATCH', `/appointments/psychologists/cancel/${uuid}`, p.token);
    expect((await cancel(ended.uuid)).json()).toMatchObject({
      statusCode: 400,
      message: 'Apenas agendamentos pendentes podem ser cancelados',
    });
    const [row] = await ctx.db
      .select()
      .from(s.appointments)
      .where(eq(s.appointments.uuid, ended.uuid));
    expect(row).toMatchObject({ status: 'pending', cancelledAt: null });
    expect(await expectLedgerBalanced(ctx, c.uuid)).toBe(2);
    const notices = await ctx.db.select().from(s.outbox).where(eq(s.outbox.recipient, c.email));
    expect(notices).toHaveLength(0);
    // Up to its very end a session can still be cancelled.
    expect((await cancel(running.uuid)).statusCode).toBe(200);
    expect(await expectLedgerBalanced(ctx, c.uuid)).toBe(3);
  });

  it('403 for another psychologist’s appointment and other roles; 401; 404', async () => {
    const { p, c, a } = await scenario();
    const cancel = (uuid: string, token?: string) =>
      call('PATCH', `/appointments/psychologists/cancel/${uuid}`, token);
    expect((await cancel(a.uuid, (await makePsychologist(ctx)).token)).statusCode).toBe(403);
    expect((await cancel(a.uuid, c.token)).statusCode).toBe(403);
    expect((await cancel(a.uuid, (await makeAdministrator(ctx)).token)).statusCode).toBe(403);
    expect((await cancel(a.uuid)).statusCode).toBe(401);
    const missing = await cancel('0b7e3a1e-3c1f-4f51-9a7e-2d3c4b5a6f70', p.token);
    expect(missing.json()).toMatchObject({
      statusCode: 404,
      message: 'Agendamento não encontrado',
    });
    const [row] = await ctx.db.select().from(s.appointments).where(eq(s.appointments.uuid, a.uuid));
    expect(row.status).toBe('pending');
  });
});

describe('auto-confirm job', () => {
  it('confirms pending appointments whose end has passed, once, and leaves the rest', async () => {
    const { p, c } = await scenario();
    const ended = await makeAppointment(ctx, {
      collaboratorUuid: c.uuid,
      psychologistUuid: p.uuid,
      date: '2027-04-05',
      startTime: '08:00:00',
    });
    const running = await makeAppointment(ctx, {
      collaboratorUuid: c.uuid,
      psychologistUuid: p.uuid,
      date: '2027-04-05',
      startTime: '09:00:00',
    });
    const cancelled = await makeAppointment(ctx, {
      collaboratorUuid: c.uuid,
      psychologistUuid: p.uuid,
      date: '2027-04-02',
      startTime: '08:00:00',
      status: 'cancelled_by_psychologist',
    });
    ctx.setNow('2027-04-05T11:50:00.000Z'); // 08:50 local: the 08:00 session just ended
    await autoConfirmAppointments(ctx.deps);
    expect(await autoConfirmAppointments(ctx.deps)).toBe(0);
    const status = async (uuid: string) =>
      (
        await ctx.db
          .select()
          .from(s.appointments)
          .where(and(eq(s.appointments.uuid, uuid)))
      )[0].status;
    expect(await status(ended.uuid)).toBe('confirmed');
    expect(await status(running.uuid)).toBe('pending');
    expect(await status(cancelled.uuid)).toBe('cancelled_by_psychologist');
    ctx.setNow('2027-04-05T12:00:00.000Z');
  });
});
