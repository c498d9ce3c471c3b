import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { sessionNotes } from '../../src/db/tables/session-notes.ts';
import { apiCaller } from '../helpers/api.ts';
import { expectLedgerBalanced } from '../helpers/ledger.ts';
import { fileApp } from '../helpers/file-app.ts';
import {
  bearer,
  bookSlot,
  makeAppointment,
  makeCollaborator,
  makeOpeningHour,
  makePsychologist,
} from '../helpers/factories.ts';

// Decision 1383: changing psychologist is free and ends nothing already booked; the new
// psychologist reads nothing of the old one's record (reviews, session notes, the 'Prontuário').

const NOW = '2026-03-02T12:00:00.000Z'; // Monday 09:00 in São Paulo
const ctx = fileApp({}, { now: NOW });
const call = apiCaller(() => ctx);

describe('Trocar de psicólogo', () => {
  it('books the new one at the ordinary price, keeps the old booking, shows the new one nothing of the old record', async () => {
    const c = await makeCollaborator(ctx, { credits: 3 });
    const old = await makePsychologist(ctx, { name: 'Antiga Psicóloga' });
    const next = await makePsychologist(ctx, { name: 'Nova Psicóloga' });
    const past = await makeAppointment(ctx, {
      collaboratorUuid: c.uuid,
      psychologistUuid: old.uuid,
      date: '2026-02-24',
      startTime: '10:00:00',
      status: 'confirmed',
    });
    const booked = await makeAppointment(ctx, {
      collaboratorUuid: c.uuid,
      psychologistUuid: old.uuid,
      date: '2026-03-10',
      startTime: '10:00:00',
      status: 'pending',
    });
    await ctx.db.insert(sessionNotes).values({
      appointmentUuid: past.uuid,
      psychologistUuid: old.uuid,
      note: 'Registro de Antiga',
    });
    const review = await call('POST', '/reviews', old.token, {
      review: 'Avaliação de Antiga',
      psychologistUuid: old.uuid,
      collaboratorUuid: c.uuid,
    });
    expect(review.statusCode).toBe(201);

    // The matches of the switch leave the old psychologist out.
    const hour = await makeOpeningHour(ctx, next.uuid, 3, '15:00:00', '15:50:00');
    await makeOpeningHour(ctx, old.uuid, 4, '15:00:00', '15:50:00');
    const res = await call(
      'GET',
      `/psychologists/collaborators/matches?exclude=${old.uuid}`,
      c.token,
    );
    expect(res.json().map((m: { name: string }) => m.name)).toEqual(['Nova Psicóloga']);

    const bookedNew = await bookSlot(ctx.app, bearer(c.token), {
      collaboratorUuid: c.uuid,
      psychologistUuid: next.uuid,
      openingHourUuid: hour.uuid,
      date: '2026-03-04',
    });
    expect(bookedNew.statusCode).toBe(201);
    // Free: one credit for the session, as any booking; nothing more.
    expect(await expectLedgerBalanced(ctx, c.uuid)).toBe(2);
    // Ends nothing already booked.
    const [kept] = await ctx.db
      .select({ status: s.appointments.status })
      .from(s.appointments)
      .where(eq(s.appointments.uuid, booked.uuid));
    expect(kept.status).toBe('pending');

    // The new psychologist: its own (empty) reviews and record, nothing of the old one's.
    const reviews = await call('GET', `/reviews/${c.uuid}`, next.token);
    expect(reviews.statusCode).toBe(200);
    expect(reviews.json().reviews).toEqual([]);
    expect(reviews.body).not.toContain('Avaliação de Antiga');
    const record = await call('GET', `/clinical-records/${c.uuid}`, next.token);
    expect(record.statusCode).toBe(200);
    expect(record.json().entries).toEqual([]);
    expect(record.body).not.toContain('Registro de Antiga');
    const note = await call('GET', `/appointments/${past.uuid}/note`, next.token);
    expect([403, 404]).toContain(note.statusCode);
    expect(note.body).not.toContain('Registro de Antiga');
    const pdf = await call('GET', `/clinical-records/${c.uuid}/pdf`, next.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.body).not.toContain('Registro de Antiga');

    // The old psychologist keeps its own record.
    const own = await call('GET', `/reviews/${c.uuid}`, old.token);
    expect(own.json().reviews.map((r: { review: string }) => r.review)).toEqual([
      'Avaliação de Antiga',
    ]);
  });

  it('a psychologist in care of the same person reads only the reviews it wrote', async () => {
    const c = await makeCollaborator(ctx);
    const first = await makePsychologist(ctx);
    const second = await makePsychologist(ctx);
    for (const [psychologist, date] of [
      [first, '2026-03-11'],
      [second, '2026-03-12'],
    ] as const) {
      await makeAppointment(ctx, {
        collaboratorUuid: c.uuid,
        psychologistUuid: psychologist.uuid,
        date,
        status: 'pending',
      });
      const written = await call('POST', '/reviews', psychologist.token, {
        review: `Nota ${psychologist.uuid}`,
        psychologistUuid: psychologist.uuid,
        collaboratorUuid: c.uuid,
      });
      expect(written.statusCode).toBe(201);
    }
    for (const psychologist of [first, second]) {
      const list = await call('GET', `/reviews/${c.uuid}`, psychologist.token);
      expect(list.json().reviews.map((r: { review: string }) => r.review)).toEqual([
        `Nota ${psychologist.uuid}`,
      ]);
    }
  });
});
