import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SESSION_OUTCOME_MESSAGES as M } from '@acolher/contracts/session-outcomes';
import * as s from '../../src/db/schema.ts';
import { psychologistAbsences } from '../../src/db/tables/session-outcomes.ts';
import { appWithLedgerCheck, creditsOf } from '../helpers/ledger.ts';
import { makeAppointment, tokenFor } from '../helpers/factories.ts';
import {
  NOW,
  TUESDAYS,
  noticesTo,
  occurrencesOf,
  postSeries,
  seriesRow,
  seriesScenario,
} from '../helpers/series-kit.ts';
import { apiCaller } from '../helpers/api.ts';

// decision 1361: a psychologist's absence over a weekly series' future occurrences offers to skip
// them (domain.md §24); §17's 409 stays for any other pending appointment in the period.
const world = appWithLedgerCheck(NOW);
const call = apiCaller(() => world.ctx);

async function absence(psychologistUuid: string, body: Record<string, unknown>) {
  return call(
    'POST',
    `/psychologists/${psychologistUuid}/absences`,
    await tokenFor(world.ctx, 'psychologist', psychologistUuid),
    { startDate: '2026-03-09', endDate: '2026-03-18', reason: 'Congresso', ...body },
  );
}

const absencesOf = (psychologistUuid: string) =>
  world.ctx.db
    .select()
    .from(psychologistAbsences)
    .where(eq(psychologistAbsences.psychologistUuid, psychologistUuid));

describe('an absence over occurrences of a weekly series', () => {
  it('lists them in the 409, then skips them as the psychologist’s cancellations and is created', async () => {
    const { collaborator, psychologist, body } = await seriesScenario(world.ctx);
    const created = await postSeries(world.ctx, body);
    expect(created.statusCode).toBe(201);
    expect(await creditsOf(world.ctx, collaborator.uuid)).toBe(6);

    const refused = await absence(psychologist.uuid, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.absenceOverPending);
    expect(
      refused.json().seriesOccurrences.map((o: { date: string; startsAt: string }) => o.date),
    ).toEqual([TUESDAYS[1], TUESDAYS[2]]);
    expect(await absencesOf(psychologist.uuid)).toEqual([]);

    const res = await absence(psychologist.uuid, { skipSeriesOccurrences: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ startDate: '2026-03-09', endDate: '2026-03-18' });
    expect(res.json()).not.toHaveProperty('skipSeriesOccurrences');
    expect((await occurrencesOf(world.ctx, collaborator.uuid)).map((o) => o.status)).toEqual([
      'pending',
      'cancelled_by_psychologist',
      'cancelled_by_psychologist',
      'pending',
    ]);
    // Always refunded (the psychologist's cancellation), and the collaborator is told of each.
    expect(await creditsOf(world.ctx, collaborator.uuid)).toBe(8);
    const told = await noticesTo(
      world.ctx,
      'appointment_cancelled_by_psychologist',
      collaborator.uuid,
    );
    expect(told.filter((m) => m.subject === 'Sua sessão foi cancelada')).toHaveLength(2);
    expect(await absencesOf(psychologist.uuid)).toHaveLength(1);
    expect((await seriesRow(world.ctx, created.json().uuid))!.status).toBe('active');
  });

  it('keeps §17’s refusal when another pending appointment lies in the period', async () => {
    const { collaborator, psychologist, body } = await seriesScenario(world.ctx);
    expect((await postSeries(world.ctx, body)).statusCode).toBe(201);
    const single = await makeAppointment(world.ctx, {
      collaboratorUuid: collaborator.uuid,
      psychologistUuid: psychologist.uuid,
      date: '2026-03-12',
      startTime: '10:00:00',
    });
    const res = await absence(psychologist.uuid, { skipSeriesOccurrences: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.absenceOverPending);
    expect(res.json().seriesOccurrences).toEqual([]);
    const [stillPending] = await world.ctx.db
      .select({ status: s.appointments.status })
      .from(s.appointments)
      .where(eq(s.appointments.uuid, single.uuid));
    expect(stillPending!.status).toBe('pending');
    expect(
      (await occurrencesOf(world.ctx, collaborator.uuid))
        .filter((o) => o.seriesUuid !== null)
        .map((o) => o.status),
    ).toEqual(['pending', 'pending', 'pending', 'pending']);
    expect(await absencesOf(psychologist.uuid)).toEqual([]);
  });

  it('creates an absence over no appointment as before, the flag changing nothing', async () => {
    const { psychologist } = await seriesScenario(world.ctx);
    const res = await absence(psychologist.uuid, { skipSeriesOccurrences: true });
    expect(res.statusCode).toBe(201);
  });
});
