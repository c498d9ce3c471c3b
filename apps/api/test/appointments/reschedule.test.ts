import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import {
  bearer,
  makeCareSetting,
  makeCollaborator,
  makeOpeningHour,
  makePsychologist,
  tokenFor,
  makeAppointment,
  bookSlot,
} from '../helpers/factories.ts';
import { fileApp } from '../helpers/file-app.ts';
import type { Role } from '../../src/modules/auth/roles.ts';
import { apiCaller } from '../helpers/api.ts';

// PATCH /appointments/{uuid}/reschedule (domain.md §17). Monday 2026-03-02 09:00 São Paulo.
const NOW = '2026-03-02T12:00:00.000Z';
const WEDNESDAY = '2026-03-04'; // the booked session: 09:00 (12:00 UTC)
const THURSDAY = '2026-03-05'; // the new slot: 15:00 (18:00 UTC)

const ctx = fileApp();
beforeEach(() => ctx.setNow(NOW));

const call = apiCaller(() => ctx);
const as = (role: Role, uuid: string) => tokenFor(ctx, role, uuid);

async function scenario() {
  const { collaborator, psychologist, appointment } = await makeCareSetting(ctx, {
    date: WEDNESDAY,
    collaborator: { credits: 3 },
  });
  const thursday = await makeOpeningHour(ctx, psychologist.uuid, 4, '15:00:00', '15:50:00');
  const friday = await makeOpeningHour(ctx, psychologist.uuid, 5, '15:00:00', '15:50:00');
  return { collaborator, psychologist, appointment, thursday, friday };
}

async function reschedule(uuid: string, who: { role: Role; uuid: string }, body: object) {
  return call('PATCH', `/appointments/${uuid}/reschedule`, await as(who.role, who.uuid), body);
}
const collaboratorOf = (s0: Awaited<ReturnType<typeof scenario>>) => ({
  role: 'collaborator' as const,
  uuid: s0.collaborator.uuid,
});
const psychologistOf = (s0: Awaited<ReturnType<typeof scenario>>) => ({
  role: 'psychologist' as const,
  uuid: s0.psychologist.uuid,
});

describe('rescheduling by the collaborator', () => {
  it('moves the session, frees the old slot at once, moves the reminders, tells the psychologist, no credit moves', async () => {
    const sc = await scenario();
    const res = await reschedule(sc.appointment.uuid, collaboratorOf(sc), {
      openingHourUuid: sc.thursday.uuid,
      date: THURSDAY,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uuid: sc.appointment.uuid, status: 'pending' });
    expect(res.json().date.slice(0, 10)).toBe(THURSDAY);
    const [row] = await ctx.db
      .select()
      .from(s.appointments)
      .where(eq(s.appointments.uuid, sc.appointment.uuid));
    expect(row.startsAt.toISOString()).toBe('2026-03-05T18:00:00.000Z');
    const [c] = await ctx.db
      .select()
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, sc.collaborator.uuid));
    expect(c.credits).toBe(3);
    const reminders = await ctx.db
      .select()
      .from(s.outbox)
      .where(and(eq(s.outbox.relatedUuid, sc.appointment.uuid), eq(s.outbox.status, 'pending')));
    expect(reminders).toHaveLength(2);
    for (const r of reminders) expect(r.sendAfter?.toISOString()).toBe('2026-03-05T17:45:00.000Z');
    const told = await ctx.db
      .select()
      .from(s.outbox)
      .where(
        and(
          eq(s.outbox.recipientUuid, sc.psychologist.uuid),
          eq(s.outbox.kind, 'appointment_rescheduled'),
        ),
      );
    expect(told[0].body).toContain('para 05/03/2026 às 15:00');
    // The old slot (Wednesday 09:00) is free at once: another collaborator books it.
    const other = await makeCollaborator(ctx, { credits: 1 });
    const booked = await bookSlot(ctx.app, bearer(await as('collaborator', other.uuid)), {
      collaboratorUuid: other.uuid,
      psychologistUuid: sc.psychologist.uuid,
      openingHourUuid: sc.appointment.openingHourUuid,
      date: WEDNESDAY,
    });
    expect(booked.statusCode).toBe(201);
  });

  it('exactly 6 hours before the start it may; 1 second later it may not', async () => {
    const late = await scenario();
    ctx.setNow('2026-03-04T06:00:01.000Z');
    const refused = await reschedule(late.appointment.uuid, collaboratorOf(late), {
      openingHourUuid: late.thursday.uuid,
      date: THURSDAY,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'A remarcação deve ser feita com pelo menos 6 horas de antecedência',
    );
    ctx.setNow('2026-03-04T06:00:00.000Z');
    const edge = await scenario();
    const ok = await reschedule(edge.appointment.uuid, collaboratorOf(edge), {
      openingHourUuid: edge.thursday.uuid,
      date: THURSDAY,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('twice at most: the third time is refused', async () => {
    const sc = await scenario();
    const moves = [
      { openingHourUuid: sc.thursday.uuid, date: THURSDAY },
      { openingHourUuid: sc.friday.uuid, date: '2026-03-06' },
      { openingHourUuid: sc.thursday.uuid, date: '2026-03-12' },
    ];
    expect((await reschedule(sc.appointment.uuid, collaboratorOf(sc), moves[0])).statusCode).toBe(
      200,
    );
    expect((await reschedule(sc.appointment.uuid, collaboratorOf(sc), moves[1])).statusCode).toBe(
      200,
    );
    const third = await reschedule(sc.appointment.uuid, collaboratorOf(sc), moves[2]);
    expect(third.statusCode).toBe(400);
    expect(third.json().message).toBe('Este agendamento já foi remarcado 2 vezes');
  });

  it('another collaborator’s appointment: 403; a taken slot: 409; a wrong weekday: 400', async () => {
    const sc = await scenario();
    const stranger = await makeCollaborator(ctx);
    const body = { openingHourUuid: sc.thursday.uuid, date: THURSDAY };
    const denied = await reschedule(
      sc.appointment.uuid,
      { role: 'collaborator', uuid: stranger.uuid },
      body,
    );
    expect(denied.statusCode).toBe(403);
    await makeAppointment(ctx, {
      collaboratorUuid: stranger.uuid,
      psychologistUuid: sc.psychologist.uuid,
      date: THURSDAY,
      startTime: '15:00:00',
      openingHourUuid: sc.thursday.uuid,
    });
    const taken = await reschedule(sc.appointment.uuid, collaboratorOf(sc), body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Horário indisponível');
    const wrongDay = await reschedule(sc.appointment.uuid, collaboratorOf(sc), {
      openingHourUuid: sc.friday.uuid,
      date: THURSDAY,
    });
    expect(wrongDay.statusCode).toBe(400);
    expect(wrongDay.json().message).toBe('Não é possível agendar neste horário');
  });
});

describe('rescheduling by the psychologist', () => {
  it('own pending, before the start even inside 6 hours; the collaborator is told', async () => {
    const sc = await scenario();
    ctx.setNow('2026-03-04T11:59:00.000Z');
    const res = await reschedule(sc.appointment.uuid, psychologistOf(sc), {
      openingHourUuid: sc.thursday.uuid,
      date: THURSDAY,
    });
    expect(res.statusCode).toBe(200);
    const told = await ctx.db
      .select()
      .from(s.outbox)
      .where(
        and(
          eq(s.outbox.recipientUuid, sc.collaborator.uuid),
          eq(s.outbox.kind, 'appointment_rescheduled'),
        ),
      );
    expect(told[0].body).toContain('O psicólogo remarcou');
  });

  it('after the start: refused; another psychologist: 403', async () => {
    const sc = await scenario();
    const other = await makePsychologist(ctx);
    const body = { openingHourUuid: sc.thursday.uuid, date: THURSDAY };
    const denied = await reschedule(
      sc.appointment.uuid,
      { role: 'psychologist', uuid: other.uuid },
      body,
    );
    expect(denied.statusCode).toBe(403);
    ctx.setNow('2026-03-04T12:00:00.000Z');
    const late = await reschedule(sc.appointment.uuid, psychologistOf(sc), body);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Apenas agendamentos pendentes podem ser remarcados');
  });

  it('the collaborator, from the start on (domain.md §17): 409; nothing moves', async () => {
    const sc = await scenario();
    const body = { openingHourUuid: sc.thursday.uuid, date: THURSDAY };
    for (const at of ['2026-03-04T12:00:00.000Z', '2026-03-04T12:49:00.000Z']) {
      ctx.setNow(at);
      const res = await reschedule(sc.appointment.uuid, collaboratorOf(sc), body);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('A sessão já começou');
    }
    const [row] = await ctx.db
      .select()
      .from(s.appointments)
      .where(eq(s.appointments.uuid, sc.appointment.uuid));
    expect(row).toMatchObject({ status: 'pending', date: WEDNESDAY });
  });
});

describe('race for one slot', () => {
  it('50 simultaneous reschedules and bookings of one slot: one appointment holds it', async () => {
    const psychologist = await makePsychologist(ctx);
    const target = await makeOpeningHour(ctx, psychologist.uuid, 4, '16:00:00', '16:50:00');
    const calls: Promise<{ statusCode: number }>[] = [];
    const prepared: (() => Promise<{ statusCode: number }>)[] = [];
    for (let i = 0; i < 25; i++) {
      const mover = await makeCollaborator(ctx, { credits: 1 });
      const day = new Date(Date.UTC(2026, 2, 9 + i)).toISOString().slice(0, 10);
      const a = await makeAppointment(ctx, {
        collaboratorUuid: mover.uuid,
        psychologistUuid: psychologist.uuid,
        date: day,
        startTime: '08:00:00',
      });
      const booker = await makeCollaborator(ctx, { credits: 1 });
      const moverAuth = await as('collaborator', mover.uuid);
      const bookerAuth = bearer(await as('collaborator', booker.uuid));
      prepared.push(() =>
        call('PATCH', `/appointments/${a.uuid}/reschedule`, moverAuth, {
          openingHourUuid: target.uuid,
          date: THURSDAY,
        }),
      );
      prepared.push(() =>
        bookSlot(ctx.app, bookerAuth, {
          collaboratorUuid: booker.uuid,
          psychologistUuid: psychologist.uuid,
          openingHourUuid: target.uuid,
          date: THURSDAY,
        }),
      );
    }
    for (const run of prepared) calls.push(run());
    const answers = await Promise.all(calls);
    expect(answers.filter((a) => a.statusCode < 300)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(49);
    const holders = await ctx.db
      .select()
      .from(s.appointments)
      .where(
        and(eq(s.appointments.openingHourUuid, target.uuid), eq(s.appointments.date, THURSDAY)),
      );
    expect(holders).toHaveLength(1);
  });
});
