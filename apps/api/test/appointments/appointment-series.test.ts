import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { psychologistAbsences } from '../../src/db/tables/session-outcomes.ts';
import { appWithLedgerCheck, creditsOf } from '../helpers/ledger.ts';
import { makeAppointment, makeCollaborator, makePsychologist } from '../helpers/factories.ts';
import {
  NOW,
  TUESDAYS,
  getSeries,
  occurrencesOf,
  postSeries,
  seriesScenario,
} from '../helpers/series-kit.ts';
import { apiCaller } from '../helpers/api.ts';

// domain.md §24: creating a weekly series (its preview, all or nothing, credits, limits).
const world = appWithLedgerCheck(NOW);
const call = apiCaller(() => world.ctx);
const ok = (dates: string[]) => dates.map((date) => ({ date, result: 'ok' }));

async function absence(psychologistUuid: string, startDate: string, endDate = startDate) {
  await world.ctx.db.insert(psychologistAbsences).values({ psychologistUuid, startDate, endDate });
}

describe('POST /appointments/series?dryRun=true', () => {
  it('answers each of the first four dates and creates nothing', async () => {
    const { collaborator, body } = await seriesScenario(world.ctx);
    const res = await postSeries(world.ctx, body, { dryRun: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ occurrences: ok(TUESDAYS.slice(0, 4)) });
    expect(await occurrencesOf(world.ctx, collaborator.uuid)).toEqual([]);
    expect(await creditsOf(world.ctx, collaborator.uuid)).toBe(10);
    const series = await world.ctx.db
      .select()
      .from(s.appointmentSeries)
      .where(eq(s.appointmentSeries.collaboratorUuid, collaborator.uuid));
    expect(series).toEqual([]);
  });

  it('gives each refused date its message: absence, taken slot, credits', async () => {
    const { collaborator, psychologist, hour, body } = await seriesScenario(world.ctx, 2);
    await absence(psychologist.uuid, TUESDAYS[2]);
    const other = await makeCollaborator(world.ctx, { credits: 1 });
    await makeAppointment(world.ctx, {
      collaboratorUuid: other.uuid,
      psychologistUuid: psychologist.uuid,
      date: TUESDAYS[1],
      startTime: '10:00:00',
      openingHourUuid: hour.uuid,
    });
    const res = await postSeries(world.ctx, body, { dryRun: true });
    expect(res.json().occurrences).toEqual([
      { date: TUESDAYS[0], result: 'ok' },
      { date: TUESDAYS[1], result: 'Horário indisponível' },
      { date: TUESDAYS[2], result: 'Horário indisponível' },
      // Two credits: the first and this one; the refused dates spend none.
      { date: TUESDAYS[3], result: 'ok' },
    ]);
    expect(await creditsOf(world.ctx, collaborator.uuid)).toBe(2);
  });

  it('says when the collaborator is busy, the limit is reached or the credits run out', async () => {
    const { collaborator, body } = await seriesScenario(world.ctx, 2);
    const elsewhere = await makePsychologist(world.ctx);
    // Busy at that time on the first Tuesday, with another psychologist.
    await makeAppointment(world.ctx, {
      collaboratorUuid: collaborator.uuid,
      psychologistUuid: elsewhere.uuid,
      date: TUESDAYS[0],
      startTime: '10:00:00',
    });
    const res = await postSeries(world.ctx, body, { dryRun: true });
    expect(res.json().occurrences.map((o: { result: string }) => o.result)).toEqual([
      'Horário indisponível',
      'ok',
      'ok',
      'Créditos insuficientes',
    ]);
    // §17's limit counts occurrences: 8 pending + 2 dates = 10 (the default).
    const busy = await seriesScenario(world.ctx, 20);
    for (let i = 1; i <= 8; i++)
      await makeAppointment(world.ctx, {
        collaboratorUuid: busy.collaborator.uuid,
        psychologistUuid: elsewhere.uuid,
        date: `2026-04-${String(i).padStart(2, '0')}`,
        startTime: '15:00:00',
      });
    const limited = await postSeries(world.ctx, busy.body, { dryRun: true });
    expect(limited.json().occurrences.map((o: { result: string }) => o.result)).toEqual([
      'ok',
      'ok',
      'Você atingiu o limite de sessões agendadas',
      'Você atingiu o limite de sessões agendadas',
    ]);
  });

  it('refuses a date in the past or beyond 90 days', async () => {
    const { body } = await seriesScenario(world.ctx);
    const late = await postSeries(
      world.ctx,
      { ...body, startDate: '2026-05-26' },
      { dryRun: true },
    );
    expect(late.json().occurrences.map((o: { result: string }) => o.result)).toEqual([
      'ok',
      'Não é possível agendar neste horário',
      'Não é possível agendar neste horário',
      'Não é possível agendar neste horário',
    ]);
    const past = await postSeries(
      world.ctx,
      { ...body, startDate: '2026-02-24' },
      { dryRun: true },
    );
    expect(past.json().occurrences[0]).toEqual({
      date: '2026-02-24',
      result: 'Não é possível agendar neste horário',
    });
  });
});

describe('POST /appointments/series', () => {
  it('books the first four weekly dates, each pending with its series and one debit', async () => {
    const { collaborator, psychologist, body } = await seriesScenario(world.ctx, 6);
    const res = await postSeries(world.ctx, body);
    expect(res.statusCode).toBe(201);
    const series = res.json();
    expect(series).toMatchObject({
      frequency: 'weekly',
      status: 'active',
      startDate: TUESDAYS[0],
      endDate: null,
      nextDate: TUESDAYS[4],
      collaboratorUuid: collaborator.uuid,
      psychologistUuid: psychologist.uuid,
    });
    expect(series.occurrences.map((o: { date: string }) => o.date)).toEqual(TUESDAYS.slice(0, 4));
    for (const o of series.occurrences) {
      expect(o.status).toBe('pending');
      expect(o.series).toEqual({ uuid: series.uuid, frequency: 'weekly' });
    }
    expect(await creditsOf(world.ctx, collaborator.uuid)).toBe(2);
    const debits = await world.ctx.db
      .select()
      .from(s.creditLedger)
      .where(eq(s.creditLedger.collaboratorUuid, collaborator.uuid));
    expect(debits.filter((d) => d.reason === 'booking')).toHaveLength(4);
    // The history labels each occurrence with its series.
    const history = await call(
      'GET',
      `/appointments/collaborators/${collaborator.uuid}`,
      collaborator.token,
    );
    expect(history.json().map((a: { series: unknown }) => a.series)).toEqual(
      Array(4).fill({ uuid: series.uuid, frequency: 'weekly' }),
    );
  });

  it('books every second week, and no date after the end date', async () => {
    const bi = await seriesScenario(world.ctx);
    const res = await postSeries(world.ctx, { ...bi.body, frequency: 'biweekly' });
    expect(res.json().occurrences.map((o: { date: string }) => o.date)).toEqual([
      '2026-03-03',
      '2026-03-17',
      '2026-03-31',
      '2026-04-14',
    ]);
    const short = await seriesScenario(world.ctx, 2);
    const ended = await postSeries(world.ctx, { ...short.body, endDate: '2026-03-12' });
    expect(ended.statusCode).toBe(201);
    expect(ended.json().occurrences.map((o: { date: string }) => o.date)).toEqual(
      TUESDAYS.slice(0, 2),
    );
    expect(await creditsOf(world.ctx, short.collaborator.uuid)).toBe(0);
  });

  it('creates nothing when a date is refused: 409 with each date', async () => {
    const { collaborator, psychologist, body } = await seriesScenario(world.ctx);
    await absence(psychologist.uuid, TUESDAYS[3]);
    const res = await postSeries(world.ctx, body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'Nem todas as datas estão disponíveis',
      occurrences: [
        ...ok(TUESDAYS.slice(0, 3)),
        { date: TUESDAYS[3], result: 'Horário indisponível' },
      ],
    });
    expect(await occurrencesOf(world.ctx, collaborator.uuid)).toEqual([]);
    expect(await creditsOf(world.ctx, collaborator.uuid)).toBe(10);
  });

  it('answers 400 Créditos insuficientes with too few credits for the four', async () => {
    const { collaborator, body } = await seriesScenario(world.ctx, 3);
    const res = await postSeries(world.ctx, body);
    expect({ status: res.statusCode, message: res.json().message }).toEqual({
      status: 400,
      message: 'Créditos insuficientes',
    });
    expect(await occurrencesOf(world.ctx, collaborator.uuid)).toEqual([]);
    expect(await creditsOf(world.ctx, collaborator.uuid)).toBe(3);
  });

  it('checks §5 rules 1 to 4 and the body', async () => {
    const { body } = await seriesScenario(world.ctx);
    const other = await makeCollaborator(world.ctx, { credits: 5 });
    expect((await postSeries(world.ctx, body, { as: other.uuid })).statusCode).toBe(403);
    const noRadar = await makeCollaborator(world.ctx, { credits: 5, hasSentForm: false });
    const radar = await postSeries(world.ctx, { ...body, collaboratorUuid: noRadar.uuid });
    expect(radar.json()).toMatchObject({
      statusCode: 403,
      message: 'É necessário enviar pelo menos uma vez o radar do bem-estar',
    });
    const unknown = await postSeries(world.ctx, {
      ...body,
      psychologistUuid: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.json()).toMatchObject({ statusCode: 404, message: 'Psicólogo não encontrado' });
    const wrongDay = await postSeries(world.ctx, { ...body, startDate: '2026-03-04' });
    expect(wrongDay.statusCode).toBe(409);
    expect(wrongDay.json().occurrences[0].result).toBe('Não é possível agendar neste horário');
    const monthly = await postSeries(world.ctx, { ...body, frequency: 'monthly' });
    expect(monthly.json()).toMatchObject({ statusCode: 400, message: 'Escolha a frequência' });
    const backwards = await postSeries(world.ctx, { ...body, endDate: '2026-03-01' });
    expect(backwards.json()).toMatchObject({
      statusCode: 400,
      message: 'A data final deve ser igual ou posterior à inicial',
    });
  });
});

describe('GET /appointments/series/{uuid}', () => {
  it('answers its two people only, without caching', async () => {
    const { collaborator, psychologist, body } = await seriesScenario(world.ctx);
    const { uuid } = (await postSeries(world.ctx, body)).json();
    const mine = await getSeries(world.ctx, uuid, 'collaborator', collaborator.uuid);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json().occurrences).toHaveLength(4);
    expect((await getSeries(world.ctx, uuid, 'psychologist', psychologist.uuid)).statusCode).toBe(
      200,
    );
    const stranger = await makeCollaborator(world.ctx);
    expect((await getSeries(world.ctx, uuid, 'collaborator', stranger.uuid)).statusCode).toBe(403);
    const otherPsy = await makePsychologist(world.ctx);
    expect((await getSeries(world.ctx, uuid, 'psychologist', otherPsy.uuid)).statusCode).toBe(403);
    const none = await getSeries(
      world.ctx,
      '00000000-0000-4000-8000-000000000000',
      'collaborator',
      collaborator.uuid,
    );
    expect(none.json()).toMatchObject({ statusCode: 404, message: 'Série não encontrada' });
    const anonymous = await call('GET', `/appointments/series/${uuid}`);
    expect(anonymous.statusCode).toBe(401);
  });
});
