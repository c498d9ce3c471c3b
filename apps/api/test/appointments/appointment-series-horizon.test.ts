import { describe, expect, it } from 'vitest';
import { psychologistAbsences } from '../../src/db/tables/session-outcomes.ts';
import { extendSeries } from '../../src/modules/appointments/series-horizon.ts';
import { appWithLedgerCheck, creditsOf } from '../helpers/ledger.ts';
import {
  NOW,
  TUESDAYS,
  afterSessionOf,
  endSeriesAs,
  getSeries,
  grant,
  noticesTo,
  occurrencesOf,
  postSeries,
  seriesRow,
  seriesScenario,
} from '../helpers/series-kit.ts';
import { apiCaller } from '../helpers/api.ts';

// domain.md §24: the rolling horizon (a durable job) and the ends of a series.
const world = appWithLedgerCheck(NOW);
const call = apiCaller(() => world.ctx);

async function newSeries(credits = 10) {
  const scenario = await seriesScenario(world.ctx, credits);
  const res = await postSeries(world.ctx, scenario.body);
  expect(res.statusCode).toBe(201);
  return { ...scenario, series: res.json() as { uuid: string } };
}

const activeDates = async (collaboratorUuid: string) =>
  (await occurrencesOf(world.ctx, collaboratorUuid))
    .filter((o) => o.status === 'pending' || o.status === 'confirmed')
    .map((o) => o.date);

describe('the rolling horizon', () => {
  it('books the next date once after an occurrence ends, even with two runs at once', async () => {
    const { collaborator, series } = await newSeries();
    // Before the first session ends: nothing to do.
    await extendSeries(world.ctx.deps);
    expect(await activeDates(collaborator.uuid)).toEqual(TUESDAYS.slice(0, 4));
    world.ctx.setNow(afterSessionOf(TUESDAYS[0]));
    // Two instances running the job at the same moment.
    await Promise.all([extendSeries(world.ctx.deps), extendSeries(world.ctx.deps)]);
    await extendSeries(world.ctx.deps);
    const all = await occurrencesOf(world.ctx, collaborator.uuid);
    expect(all.map((o) => o.date)).toEqual(TUESDAYS);
    expect(all.every((o) => o.seriesUuid === series.uuid)).toBe(true);
    expect(await creditsOf(world.ctx, collaborator.uuid)).toBe(5);
    expect((await seriesRow(world.ctx, series.uuid)).nextDate).toBe('2026-04-07');
  });

  it('skips a refused date and tells both, then books the one after', async () => {
    const { collaborator, psychologist, series } = await newSeries();
    await world.ctx.db.insert(psychologistAbsences).values({
      psychologistUuid: psychologist.uuid,
      startDate: TUESDAYS[4],
      endDate: TUESDAYS[4],
    });
    world.ctx.setNow(afterSessionOf(TUESDAYS[0]));
    await extendSeries(world.ctx.deps);
    expect(await activeDates(collaborator.uuid)).toEqual(TUESDAYS.slice(0, 4));
    for (const who of [collaborator.uuid, psychologist.uuid]) {
      const [notice] = await noticesTo(world.ctx, 'series_date_skipped', who);
      expect(notice.body).toContain('31/03/2026 às 10:00');
      expect(notice.body).toContain('Horário indisponível');
    }
    expect(await creditsOf(world.ctx, collaborator.uuid)).toBe(6);
    world.ctx.setNow(afterSessionOf(TUESDAYS[1]));
    await extendSeries(world.ctx.deps);
    expect(await activeDates(collaborator.uuid)).toEqual([...TUESDAYS.slice(0, 4), '2026-04-07']);
    // The skipped date is never tried again.
    await extendSeries(world.ctx.deps);
    expect(await noticesTo(world.ctx, 'series_date_skipped', collaborator.uuid)).toHaveLength(1);
    expect((await seriesRow(world.ctx, series.uuid)).status).toBe('active');
  });

  it('pauses without credit, tells both once, and resumes when credit arrives', async () => {
    const { collaborator, psychologist, series } = await newSeries(4);
    world.ctx.setNow(afterSessionOf(TUESDAYS[0]));
    await extendSeries(world.ctx.deps);
    await extendSeries(world.ctx.deps);
    const paused = await getSeries(world.ctx, series.uuid, 'collaborator', collaborator.uuid);
    expect(paused.json().status).toBe('paused');
    for (const who of [collaborator.uuid, psychologist.uuid]) {
      const notices = await noticesTo(world.ctx, 'series_paused', who);
      expect(notices).toHaveLength(1);
      expect(notices[0].subject).toBe('Série pausada: créditos insuficientes');
    }
    await grant(world.ctx, collaborator.uuid, 1);
    await extendSeries(world.ctx.deps);
    expect(await activeDates(collaborator.uuid)).toEqual(TUESDAYS);
    expect((await seriesRow(world.ctx, series.uuid)).status).toBe('active');
    expect(await creditsOf(world.ctx, collaborator.uuid)).toBe(0);
  });

  it('books no date after the end date, then ends', async () => {
    const scenario = await seriesScenario(world.ctx);
    const res = await postSeries(world.ctx, { ...scenario.body, endDate: TUESDAYS[4] });
    world.ctx.setNow(afterSessionOf(TUESDAYS[2]));
    await extendSeries(world.ctx.deps);
    expect(await activeDates(scenario.collaborator.uuid)).toEqual(TUESDAYS);
    expect((await seriesRow(world.ctx, res.json().uuid)).status).toBe('ended');
  });
});

describe('one occurrence alone, and ending a series', () => {
  it("'Só esta': cancelling one occurrence leaves the others and the series", async () => {
    const { collaborator, series } = await newSeries();
    const view = (
      await getSeries(world.ctx, series.uuid, 'collaborator', collaborator.uuid)
    ).json();
    const second = view.occurrences[1];
    const cancel = await call(
      'PATCH',
      `/appointments/collaborators/cancel/${second.uuid}`,
      collaborator.token,
    );
    expect(cancel.json()).toMatchObject({ refunded: true, newCollaboratorCredits: 7 });
    expect(await activeDates(collaborator.uuid)).toEqual([TUESDAYS[0], TUESDAYS[2], TUESDAYS[3]]);
    // The horizon does not book the cancelled date again.
    world.ctx.setNow(afterSessionOf(TUESDAYS[0]));
    await extendSeries(world.ctx.deps);
    expect(await activeDates(collaborator.uuid)).toEqual([
      TUESDAYS[0],
      TUESDAYS[2],
      TUESDAYS[3],
      TUESDAYS[4],
    ]);
  });

  it("'Esta e as seguintes' by the collaborator: §6's credit rules, and no more bookings", async () => {
    const { collaborator, psychologist, series } = await newSeries();
    // 5 hours before the second session: it is cancelled without a refund; the later ones with.
    world.ctx.setNow('2026-03-10T08:00:00.000Z');
    const res = await endSeriesAs(
      world.ctx,
      series.uuid,
      'collaborator',
      collaborator.uuid,
      TUESDAYS[1],
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ended', endedFrom: TUESDAYS[1], nextDate: null });
    const statuses = (await occurrencesOf(world.ctx, collaborator.uuid)).map((o) => o.status);
    expect(statuses).toEqual([
      'pending',
      'cancelled_by_collaborator_without_advance',
      'cancelled_by_collaborator_in_advance',
      'cancelled_by_collaborator_in_advance',
    ]);
    expect(await creditsOf(world.ctx, collaborator.uuid)).toBe(8);
    expect(await noticesTo(world.ctx, 'series_ended', psychologist.uuid)).toHaveLength(1);
    world.ctx.setNow(afterSessionOf(TUESDAYS[3]));
    await extendSeries(world.ctx.deps);
    expect(await occurrencesOf(world.ctx, collaborator.uuid)).toHaveLength(4);
    const again = await endSeriesAs(
      world.ctx,
      series.uuid,
      'collaborator',
      collaborator.uuid,
      TUESDAYS[1],
    );
    expect(again.json()).toMatchObject({ statusCode: 409, message: 'Esta série já foi encerrada' });
  });

  it("'Esta e as seguintes' by the psychologist always gives the credits back", async () => {
    const { collaborator, psychologist, series } = await newSeries();
    world.ctx.setNow('2026-03-03T12:00:00.000Z'); // one hour before the first session
    const res = await endSeriesAs(
      world.ctx,
      series.uuid,
      'psychologist',
      psychologist.uuid,
      TUESDAYS[0],
    );
    expect(res.statusCode).toBe(200);
    const statuses = (await occurrencesOf(world.ctx, collaborator.uuid)).map((o) => o.status);
    expect(statuses).toEqual(Array(4).fill('cancelled_by_psychologist'));
    expect(await creditsOf(world.ctx, collaborator.uuid)).toBe(10);
    expect(await noticesTo(world.ctx, 'series_ended', collaborator.uuid)).toHaveLength(1);
    const stranger = await seriesScenario(world.ctx);
    const refused = await endSeriesAs(
      world.ctx,
      series.uuid,
      'psychologist',
      stranger.psychologist.uuid,
      TUESDAYS[0],
    );
    expect(refused.statusCode).toBe(403);
  });
});
