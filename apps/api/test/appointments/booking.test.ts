import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import {
  makeAdministrator,
  makeCollaborator,
  makeOpeningHour,
  makePsychologist,
  tokenFor,
} from '../helpers/factories.ts';
import { bookingKit, NOW, WEDNESDAY, WEDNESDAY_0900 } from '../helpers/booking-kit.ts';
import { apiCaller } from '../helpers/api.ts';

const kit = bookingKit();
const { as, scenario, book, creditsOf, appointmentsOf, expectError } = kit;
const call = apiCaller(() => kit.ctx);

describe('POST /appointments/collaborators — success', () => {
  it('creates a pending appointment with its own link, debits 1 credit and schedules reminders', async () => {
    const { collaborator, psychologist, hour, payload } = await scenario({ credits: 2 });
    const res = await book(payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'pending',
      date: WEDNESDAY,
      // Instants carry the business zone's offset (domain.md §1): the same 12:00Z.
      startsAt: '2026-03-04T09:00:00.000-03:00',
      endsAt: '2026-03-04T09:50:00.000-03:00',
      collaboratorUuid: collaborator.uuid,
      collaborator: { uuid: collaborator.uuid, name: collaborator.name },
      psychologist: { uuid: psychologist.uuid, name: psychologist.name },
      openingHour: { uuid: hour.uuid, startTime: '09:00:00', endTime: '09:50:00' },
    });
    expect(body).not.toHaveProperty('videoUrl');
    expect(await creditsOf(collaborator.uuid)).toBe(1);

    const ledger = await kit.ctx.db
      .select()
      .from(s.creditLedger)
      .where(
        and(
          eq(s.creditLedger.collaboratorUuid, collaborator.uuid),
          eq(s.creditLedger.reason, 'booking'),
        ),
      );
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ delta: -1, refUuid: body.uuid });

    const reminders = await kit.ctx.db
      .select()
      .from(s.outbox)
      .where(eq(s.outbox.relatedUuid, body.uuid));
    expect(reminders).toHaveLength(2);
    for (const r of reminders) {
      expect(r.kind).toBe('appointment_reminder');
      expect(r.status).toBe('pending');
      expect(r.sendAfter?.toISOString()).toBe('2026-03-04T11:45:00.000Z');
      // Each side's reminder links to its own room page (domain.md §16), never to meet.jit.si.
      const page =
        r.recipient === psychologist.email
          ? `psychologist/app/appointments/${body.uuid}/session`
          : `collaborator/app/appointment/${body.uuid}/session`;
      expect(r.body).toContain(`http://localhost:3000/${page}`);
      expect(r.body).not.toContain('meet.jit.si');
      expect(r.body).toContain('04/03/2026 às 09:00 (horário de Brasília)');
    }
    // Without WhatsApp consent the collaborator is reminded by e-mail.
    expect(reminders.map((r) => r.recipient).sort()).toEqual(
      [collaborator.email, psychologist.email].sort(),
    );
  });

  it('reminds by WhatsApp when the person agreed to it, at once when the session is close', async () => {
    const { collaborator, payload } = await scenario();
    await kit.ctx.db
      .update(s.collaborators)
      .set({ whatsappConsent: true })
      .where(eq(s.collaborators.uuid, collaborator.uuid));
    kit.ctx.setNow('2026-03-04T11:50:00.000Z'); // 10 minutes before the start
    const res = await book(payload);
    expect(res.statusCode).toBe(201);
    const [reminder] = await kit.ctx.db
      .select()
      .from(s.outbox)
      .where(
        and(eq(s.outbox.relatedUuid, res.json().uuid), eq(s.outbox.recipient, collaborator.phone)),
      );
    expect(reminder.channel).toBe('whatsapp');
    expect(reminder.sendAfter?.toISOString()).toBe('2026-03-04T11:50:00.000Z');
  });

  it("links each appointment's reminders to that appointment's room", async () => {
    const a = await scenario();
    const b = await scenario();
    const ra = (await book(a.payload)).json() as { uuid: string };
    const rb = (await book(b.payload)).json() as { uuid: string };
    const [reminderA] = await kit.ctx.db
      .select()
      .from(s.outbox)
      .where(and(eq(s.outbox.relatedUuid, ra.uuid), eq(s.outbox.kind, 'appointment_reminder')));
    expect(reminderA.body).toContain(`/${ra.uuid}/session`);
    expect(reminderA.body).not.toContain(rb.uuid);
  });
});

describe('POST /appointments/collaborators — validation and authentication', () => {
  it('answers 400 with the first field message', async () => {
    const { payload } = await scenario();
    expectError(await book({ ...payload, openingHourUuid: undefined }), 400, 'Campo obrigatório');
    expectError(await book({ ...payload, openingHourUuid: '' }), 400, 'Campo obrigatório');
    expectError(
      await book({ ...payload, psychologistUuid: 'x' }),
      400,
      'UUID do psicólogo inválido',
    );
    expectError(await book({ ...payload, date: '04/03/2026' }), 400, 'Data inválida');
  });

  it('answers 401 without a token', async () => {
    const { payload } = await scenario();
    const res = await book(payload, {});
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /appointments/collaborators — domain.md §5, in order', () => {
  it('1. the caller must be the collaborator of the payload (403)', async () => {
    const { payload, psychologist } = await scenario();
    const other = await makeCollaborator(kit.ctx, { credits: 3 }); // another company
    expectError(await book(payload, await as('collaborator', other.uuid)), 403, 'Acesso negado');
    expectError(
      await book(payload, await as('psychologist', psychologist.uuid)),
      403,
      'Acesso negado',
    );
    const admin = await makeAdministrator(kit.ctx);
    expectError(await book(payload, await as('administrator', admin.uuid)), 403, 'Acesso negado');
    expect(await appointmentsOf(payload.collaboratorUuid)).toHaveLength(0);
  });

  it('2. the radar must have been sent once (403), before any other rule', async () => {
    const { payload } = await scenario({ hasSentForm: false, credits: 0 });
    const message = 'É necessário enviar pelo menos uma vez o radar do bem-estar';
    expectError(await book(payload), 403, message);
    // Even with an unknown psychologist, rule 2 answers first.
    expectError(await book({ ...payload, psychologistUuid: crypto.randomUUID() }), 403, message);
  });

  it('3. the psychologist must exist and be approved (404)', async () => {
    const { payload } = await scenario();
    const message = 'Psicólogo não encontrado';
    expectError(
      await book({
        ...payload,
        psychologistUuid: crypto.randomUUID(),
        openingHourUuid: crypto.randomUUID(),
      }),
      404,
      message,
    );
    for (const over of [
      { complianceStatus: 'analyzing' },
      { complianceStatus: 'disapproved' },
      { deletedAt: new Date() },
    ]) {
      const psy = await makePsychologist(kit.ctx, over);
      const hour = await makeOpeningHour(kit.ctx, psy.uuid, 3);
      expectError(
        await book({ ...payload, psychologistUuid: psy.uuid, openingHourUuid: hour.uuid }),
        404,
        message,
      );
    }
  });

  it('4. the opening hour must exist, be active and belong to the psychologist (404)', async () => {
    const { payload } = await scenario();
    const message = 'Horário não encontrado';
    expectError(await book({ ...payload, openingHourUuid: crypto.randomUUID() }), 404, message);
    const otherPsy = await makePsychologist(kit.ctx);
    const foreign = await makeOpeningHour(kit.ctx, otherPsy.uuid, 3);
    expectError(await book({ ...payload, openingHourUuid: foreign.uuid }), 404, message);
    await kit.ctx.db
      .update(s.openingHours)
      .set({ deletedAt: new Date() })
      .where(eq(s.openingHours.uuid, payload.openingHourUuid));
    // Rule 4 before rule 5: a wrong weekday on a removed hour still reads 404.
    expectError(await book({ ...payload, date: '2026-03-05' }), 404, message);
  });

  it('5. the date must fall on the opening hour’s weekday (400)', async () => {
    const { payload, collaborator } = await scenario();
    for (const date of ['2026-03-05', '2026-03-03', '2026-03-08']) {
      expectError(await book({ ...payload, date }), 400, 'Não é possível agendar neste horário');
    }
    expect(await creditsOf(collaborator.uuid)).toBe(2);
  });

  it('6. the start must be in the future and at most 90 days ahead (400)', async () => {
    const { payload } = await scenario({ credits: 5 });
    const message = 'Não é possível agendar neste horário';
    expectError(await book({ ...payload, date: '2026-02-25' }), 400, message); // last week
    kit.ctx.setNow(WEDNESDAY_0900); // the very start instant is not the future
    expectError(await book(payload), 400, message);
    kit.ctx.setNow(NOW);
    expectError(await book({ ...payload, date: '2026-06-03' }), 400, message); // 93 days
    const near = await book({ ...payload, date: '2026-05-27' }); // 86 days
    expect(near.statusCode).toBe(201);
  });

  it('6. "at most 90 days ahead" is the start instant: the 90th day opens hour by hour', async () => {
    const { payload } = await scenario({ credits: 5 });
    const message = 'Não é possível agendar neste horário';
    // Thursday 2026-03-05 08:00 in São Paulo: Wednesday 2026-06-03 09:00 starts 90 days and 1 hour
    // from now, too far; at 09:00 it is exactly 90 days away, and bookable.
    kit.ctx.setNow('2026-03-05T11:00:00.000Z');
    expectError(await book({ ...payload, date: '2026-06-03' }), 400, message);
    kit.ctx.setNow('2026-03-05T12:00:00.000Z');
    const last = await book({ ...payload, date: '2026-06-03' });
    expect(last.statusCode).toBe(201);
    expectError(await book({ ...payload, date: '2026-06-10' }), 400, message); // 97 days
    kit.ctx.setNow(NOW);
  });

  it('6 before 7: a past date without credits reads as a bad time', async () => {
    const { payload } = await scenario({ credits: 0 });
    expectError(
      await book({ ...payload, date: '2026-02-25' }),
      400,
      'Não é possível agendar neste horário',
    );
  });

  it('7. at least one credit (400), before the slot check', async () => {
    const { payload, collaborator } = await scenario({ credits: 0 });
    expectError(await book(payload), 400, 'Créditos insuficientes');
    // Someone else takes the slot: rule 7 still answers first for the collaborator without credits.
    const rival = await makeCollaborator(kit.ctx, { credits: 1 });
    const taken = await book({ ...payload, collaboratorUuid: rival.uuid });
    expect(taken.statusCode).toBe(201);
    expectError(await book(payload), 400, 'Créditos insuficientes');
    expect(await appointmentsOf(collaborator.uuid)).toHaveLength(0);
  });

  it('8. a taken slot answers 409 and debits nothing', async () => {
    const { payload } = await scenario();
    expect((await book(payload)).statusCode).toBe(201);
    const rival = await makeCollaborator(kit.ctx, { credits: 1 });
    expectError(
      await book({ ...payload, collaboratorUuid: rival.uuid }),
      409,
      'Horário indisponível',
    );
    expect(await creditsOf(rival.uuid)).toBe(1);
    // A confirmed appointment holds the slot too.
    await kit.ctx.db
      .update(s.appointments)
      .set({ status: 'confirmed' })
      .where(eq(s.appointments.collaboratorUuid, payload.collaboratorUuid));
    expectError(
      await book({ ...payload, collaboratorUuid: rival.uuid }),
      409,
      'Horário indisponível',
    );
  });

  it('8. the collaborator cannot hold two sessions starting at the same instant (409)', async () => {
    const { payload, collaborator } = await scenario({ credits: 3 });
    expect((await book(payload)).statusCode).toBe(201);
    const psy2 = await makePsychologist(kit.ctx);
    const hour2 = await makeOpeningHour(kit.ctx, psy2.uuid, 3, '09:00:00', '09:50:00');
    expectError(
      await book({ ...payload, psychologistUuid: psy2.uuid, openingHourUuid: hour2.uuid }),
      409,
      'Horário indisponível',
    );
    expect(await creditsOf(collaborator.uuid)).toBe(2);
  });

  it('8. the constraint decides when the pre-check is passed: the debit rolls back', async () => {
    const { payload, collaborator, psychologist } = await scenario({ credits: 1 });
    const rival = await makeCollaborator(kit.ctx, { credits: 1 });
    // An appointment written behind the service's back: the database must still refuse.
    await kit.ctx.db.insert(s.appointments).values({
      collaboratorUuid: rival.uuid,
      psychologistUuid: psychologist.uuid,
      openingHourUuid: payload.openingHourUuid,
      date: WEDNESDAY,
      startsAt: new Date(WEDNESDAY_0900),
      endsAt: new Date('2026-03-04T12:50:00.000Z'),
      status: 'pending',
    });
    const rows = await kit.ctx.db.execute(
      sql`select count(*)::int as n from appointments where opening_hour_uuid = ${payload.openingHourUuid}`,
    );
    expect(((rows as unknown as { rows: unknown[] }).rows[0] as { n: number }).n).toBe(1);
    expectError(await book(payload), 409, 'Horário indisponível');
    expect(await creditsOf(collaborator.uuid)).toBe(1);
  });

  it('8. a cancelled appointment frees its slot at once', async () => {
    const { payload } = await scenario();
    const first = await book(payload);
    const cancel = await call(
      'PATCH',
      `/appointments/collaborators/cancel/${first.json().uuid}`,
      await tokenFor(kit.ctx, 'collaborator', payload.collaboratorUuid),
    );
    expect(cancel.statusCode).toBe(200);
    const rival = await makeCollaborator(kit.ctx, { credits: 1 });
    expect((await book({ ...payload, collaboratorUuid: rival.uuid })).statusCode).toBe(201);
  });
});
