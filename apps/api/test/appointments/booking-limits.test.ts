import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import {
  bearer,
  makeCollaborator,
  makeOpeningHour,
  makePsychologist,
  tokenFor,
  makeAppointment,
  bookSlot,
} from '../helpers/factories.ts';

// docs/domain.md §17's two limits, enforced in the booking transaction.
// Monday 2026-03-02 09:00 in São Paulo.
const NOW = '2026-03-02T12:00:00.000Z';
const WEDNESDAY = '2026-03-04';

async function book(ctx: TestContext, collaboratorUuid: string, hourUuid: string, p: string) {
  return bookSlot(ctx.app, bearer(await tokenFor(ctx, 'collaborator', collaboratorUuid)), {
    collaboratorUuid,
    psychologistUuid: p,
    openingHourUuid: hourUuid,
    date: WEDNESDAY,
  });
}

/** A collaborator holding `pending` pending sessions (and one cancelled), in later weeks. */
async function holding(ctx: TestContext, pending: number, credits = 10) {
  const c = await makeCollaborator(ctx, { credits });
  const other = await makePsychologist(ctx);
  for (let i = 0; i < pending; i++) {
    await makeAppointment(ctx, {
      collaboratorUuid: c.uuid,
      psychologistUuid: other.uuid,
      date: `2026-04-${String(i + 1).padStart(2, '0')}`,
    });
  }
  await makeAppointment(ctx, {
    collaboratorUuid: c.uuid,
    psychologistUuid: other.uuid,
    date: '2026-05-01',
    status: 'cancelled_by_collaborator_in_advance',
  });
  return c;
}

const pendingOf = async (ctx: TestContext, uuid: string) =>
  (
    await ctx.db
      .select()
      .from(s.appointments)
      .where(and(eq(s.appointments.collaboratorUuid, uuid), eq(s.appointments.status, 'pending')))
  ).length;

describe('MAX_PENDING_PER_COLLABORATOR (default 10)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('the 10th pending session is booked, the 11th refused with its message; cancelled ones do not count', async () => {
    ctx.setNow(NOW);
    const p = await makePsychologist(ctx);
    const first = await makeOpeningHour(ctx, p.uuid, 3, '09:00:00', '09:50:00');
    const second = await makeOpeningHour(ctx, p.uuid, 3, '10:00:00', '10:50:00');
    const c = await holding(ctx, 9);
    expect((await book(ctx, c.uuid, first.uuid, p.uuid)).statusCode).toBe(201);
    const refused = await book(ctx, c.uuid, second.uuid, p.uuid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Você atingiu o limite de sessões agendadas');
    expect(await pendingOf(ctx, c.uuid)).toBe(10);
    const [row] = await ctx.db
      .select()
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, c.uuid));
    expect(row.credits).toBe(9); // the refused booking debited nothing
  });

  it('five simultaneous bookings with one place left: exactly one succeeds', async () => {
    ctx.setNow(NOW);
    const p = await makePsychologist(ctx);
    const hours = await Promise.all(
      [9, 10, 11, 12, 13].map((h) => makeOpeningHour(ctx, p.uuid, 3, `${h}:00:00`, `${h}:50:00`)),
    );
    const c = await holding(ctx, 9);
    const answers = await Promise.all(hours.map((h) => book(ctx, c.uuid, h.uuid, p.uuid)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(4);
    expect(await pendingOf(ctx, c.uuid)).toBe(10);
  });
});

describe('MIN_BOOKING_NOTICE_MINUTES', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ MIN_BOOKING_NOTICE_MINUTES: 120 });
  });
  afterAll(() => ctx.close());

  it('120 minutes: a session 119 minutes ahead is refused, one 120 minutes ahead is booked', async () => {
    const p = await makePsychologist(ctx);
    const hour = await makeOpeningHour(ctx, p.uuid, 3, '09:00:00', '09:50:00');
    const c = await makeCollaborator(ctx, { credits: 2 });
    ctx.setNow('2026-03-04T10:01:00.000Z'); // 07:01 local: 119 minutes before 09:00
    const refused = await book(ctx, c.uuid, hour.uuid, p.uuid);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Agende com pelo menos 120 minutos de antecedência');
    ctx.setNow('2026-03-04T10:00:00.000Z'); // exactly 120 minutes before
    expect((await book(ctx, c.uuid, hour.uuid, p.uuid)).statusCode).toBe(201);
    ctx.setNow(undefined);
  });
});
