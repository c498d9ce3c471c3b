import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { measureResponses } from '../../src/db/tables/measures.ts';
import { fileApp } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';
import {
  makeAdministrator,
  makeCollaborator,
  makeCompany,
  makePsychologist,
  tokenFor,
  makeAppointment,
  makeCareSetting,
} from '../helpers/factories.ts';

// docs/domain.md §18: PHQ-9 / GAD-7, scored on the server, 14 days apart, read by the collaborator
// and the treating psychologists only; PHQ-9 item 9 tells the treating psychologists once.

const ctx = fileApp();
const call = apiCaller(() => ctx);
const NOW = new Date('2027-05-03T12:00:00.000Z'); // Monday 09:00 in São Paulo
const DAY = 24 * 60 * 60 * 1000;
beforeEach(() => ctx.setNow(NOW));

/** A collaborator with a pending session next week with a psychologist. */
async function booked(status = 'pending', date = '2027-05-10') {
  const { psychologist: p, collaborator: c } = await makeCareSetting(ctx, { date, status });
  return { p, c };
}
/** Moving the clock days ahead ends idle sessions (§14): a new sign-in at that moment. */
async function later(ms: number, uuid: string) {
  ctx.setNow(new Date(NOW.getTime() + ms));
  return tokenFor(ctx, 'collaborator', uuid);
}
const answer = (token: string | undefined, payload: unknown) =>
  call('POST', '/measures/responses', token, payload);
const overview = (token: string | undefined, uuid: string) =>
  call('GET', `/measures/collaborators/${uuid}`, token);
const distress = (recipientUuid: string) =>
  ctx.db
    .select()
    .from(s.outbox)
    .where(and(eq(s.outbox.recipientUuid, recipientUuid), eq(s.outbox.kind, 'measure_distress')));

describe('GET /measures/questionnaires', () => {
  it('gives both instruments in their pt-BR wording with the scale', async () => {
    const { c, p } = await booked();
    for (const token of [c.token, p.token]) {
      const res = await call('GET', '/measures/questionnaires', token);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.scale.map((o: { label: string }) => o.label)).toEqual([
        'Nenhuma vez',
        'Vários dias',
        'Mais da metade dos dias',
        'Quase todos os dias',
      ]);
      const [phq9, gad7] = body.instruments;
      expect(phq9.items).toHaveLength(9);
      expect(phq9.items[8].text).toBe(
        'Pensar em se ferir de alguma maneira ou que seria melhor estar morto/a',
      );
      expect(gad7.items).toHaveLength(7);
      expect(gad7.items[0].text).toBe('Sentir-se nervoso/a, ansioso/a ou muito tenso/a');
    }
  });

  it('401 without a token, 403 to a company and an administrator', async () => {
    const url = '/measures/questionnaires';
    expect((await call('GET', url)).statusCode).toBe(401);
    const company = await makeCompany(ctx);
    const admin = await makeAdministrator(ctx);
    for (const token of [company.token, admin.token]) {
      expect((await call('GET', url, token)).statusCode).toBe(403);
    }
  });
});

describe('POST /measures/responses: validation', () => {
  it('refuses each missing item with 400', async () => {
    const { c } = await booked();
    for (let i = 0; i < 9; i++) {
      const answers: (number | null)[] = Array(9).fill(1);
      answers[i] = null;
      const res = await answer(c.token, { instrument: 'phq9', answers });
      expect(res.statusCode, `item ${i + 1}`).toBe(400);
      expect(res.json().message).toBe('Responda todas as perguntas');
    }
    const short = await answer(c.token, { instrument: 'gad7', answers: [1, 1, 1, 1, 1, 1] });
    expect(short.json().message).toBe('Responda todas as perguntas');
    const none = await answer(c.token, { instrument: 'gad7' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Responda todas as perguntas');
  });

  it('refuses each item out of range with 400', async () => {
    const { c } = await booked();
    for (let i = 0; i < 7; i++) {
      for (const bad of [-1, 4, 1.5]) {
        const answers = Array(7).fill(1);
        answers[i] = bad;
        const res = await answer(c.token, { instrument: 'gad7', answers });
        expect(res.statusCode, `item ${i + 1} = ${bad}`).toBe(400);
        expect(res.json().message).toBe('Resposta fora da escala');
      }
    }
    const long = await answer(c.token, { instrument: 'gad7', answers: Array(8).fill(0) });
    expect(long.json().message).toBe('Resposta fora da escala');
    const unknown = await answer(c.token, { instrument: 'bdi', answers: [0] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Questionário inválido');
    const rows = await ctx.db
      .select()
      .from(measureResponses)
      .where(eq(measureResponses.collaboratorUuid, c.uuid));
    expect(rows).toHaveLength(0);
  });

  it('401 without a token; 403 to a psychologist, a company and an administrator', async () => {
    const body = { instrument: 'gad7', answers: Array(7).fill(0) };
    expect((await answer(undefined, body)).statusCode).toBe(401);
    const { p } = await booked();
    const company = await makeCompany(ctx);
    const admin = await makeAdministrator(ctx);
    for (const token of [p.token, company.token, admin.token]) {
      expect((await answer(token, body)).statusCode).toBe(403);
    }
  });
});

describe('POST /measures/responses: scoring and bands', () => {
  // Each score answered by a fresh collaborator (the 14-day spacing is tested below).
  const cases: [string, number[], number, string, string][] = [
    ['phq9', [0, 0, 0, 0, 0, 0, 0, 0, 0], 0, 'minimal', 'Mínima'],
    ['phq9', [1, 1, 1, 1, 0, 0, 0, 0, 0], 4, 'minimal', 'Mínima'],
    ['phq9', [1, 1, 1, 1, 1, 0, 0, 0, 0], 5, 'mild', 'Leve'],
    ['phq9', [1, 1, 1, 1, 1, 1, 1, 1, 0], 8, 'mild', 'Leve'],
    ['phq9', [2, 2, 2, 1, 1, 1, 0, 0, 0], 9, 'mild', 'Leve'],
    ['phq9', [2, 2, 2, 2, 2, 0, 0, 0, 0], 10, 'moderate', 'Moderada'],
    ['phq9', [2, 2, 2, 2, 2, 2, 2, 0, 0], 14, 'moderate', 'Moderada'],
    ['phq9', [3, 3, 3, 3, 3, 0, 0, 0, 0], 15, 'moderately_severe', 'Moderadamente grave'],
    ['phq9', [3, 3, 3, 3, 3, 2, 2, 0, 0], 19, 'moderately_severe', 'Moderadamente grave'],
    ['phq9', [3, 3, 3, 3, 3, 3, 2, 0, 0], 20, 'severe', 'Grave'],
    ['phq9', [3, 3, 3, 3, 3, 3, 3, 3, 0], 24, 'severe', 'Grave'],
    ['gad7', [0, 0, 0, 0, 0, 0, 0], 0, 'minimal', 'Mínima'],
    ['gad7', [1, 1, 1, 1, 0, 0, 0], 4, 'minimal', 'Mínima'],
    ['gad7', [1, 1, 1, 1, 1, 0, 0], 5, 'mild', 'Leve'],
    ['gad7', [2, 2, 2, 2, 1, 0, 0], 9, 'mild', 'Leve'],
    ['gad7', [2, 2, 2, 2, 2, 0, 0], 10, 'moderate', 'Moderada'],
    ['gad7', [2, 2, 2, 2, 2, 2, 2], 14, 'moderate', 'Moderada'],
    ['gad7', [3, 3, 3, 3, 3, 0, 0], 15, 'severe', 'Grave'],
    ['gad7', [3, 3, 3, 3, 3, 3, 3], 21, 'severe', 'Grave'],
  ];
  it.each(cases)('%s %j scores %i (%s)', async (instrument, answers, score, band, label) => {
    const { c } = await booked();
    const res = await answer(c.token, { instrument, answers });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ instrument, score, band, bandLabel: label, crisis: false });
    const [row] = await ctx.db
      .select()
      .from(measureResponses)
      .where(eq(measureResponses.collaboratorUuid, c.uuid));
    expect(row.score).toBe(score);
  });

  it('PHQ-9 27 is grave and, with item 9 answered, a crisis', async () => {
    const { c } = await booked();
    const res = await answer(c.token, { instrument: 'phq9', answers: Array(9).fill(3) });
    expect(res.json()).toMatchObject({ score: 27, band: 'severe', crisis: true });
  });
});

describe('who may answer, and how often', () => {
  it('needs a booked session: none, or only a cancelled or an old one, is 409', async () => {
    const body = { instrument: 'gad7', answers: Array(7).fill(1) };
    const lonely = await makeCollaborator(ctx);
    const res = await answer(lonely.token, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Os questionários ficam disponíveis quando você tem uma sessão agendada',
    );
    const cancelled = await booked('cancelled_by_collaborator_in_advance');
    expect((await answer(cancelled.c.token, body)).statusCode).toBe(409);
    const old = await booked('confirmed', '2027-03-01');
    expect((await answer(old.c.token, body)).statusCode).toBe(409);
    // A session of the last 30 days counts (the questionnaire after the session).
    const recent = await booked('confirmed', '2027-04-19');
    expect((await answer(recent.c.token, body)).statusCode).toBe(201);
  });

  it('at most once every 14 days per instrument (409), each instrument apart', async () => {
    const { c } = await booked();
    const phq9 = { instrument: 'phq9', answers: Array(9).fill(0) };
    const first = await answer(c.token, phq9);
    expect(first.statusCode).toBe(201);
    expect(first.json().nextAvailableAt.slice(0, 10)).toBe('2027-05-17');
    expect(
      (await answer(c.token, { instrument: 'gad7', answers: Array(7).fill(0) })).statusCode,
    ).toBe(201);
    const soon = await answer(await later(14 * DAY - 60_000, c.uuid), phq9);
    expect(soon.statusCode).toBe(409);
    expect(soon.json().message).toBe('Você já respondeu este questionário nos últimos 14 dias');
    expect((await answer(await later(14 * DAY, c.uuid), phq9)).statusCode).toBe(201);
  });
});

describe('GET /measures/collaborators/{id}', () => {
  it('the series with response, remission and due, for the collaborator itself', async () => {
    const { c } = await booked();
    const fresh = await overview(c.token, c.uuid);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().eligible).toBe(true);
    expect(fresh.json().instruments.map((i: { due: boolean }) => i.due)).toEqual([true, true]);
    const scores = [
      [3, 3, 2, 2, 2, 2, 2, 0, 0],
      [2, 2, 1, 1, 1, 1, 1, 0, 0],
      [1, 1, 1, 0, 0, 0, 0, 0, 0],
    ];
    for (const [i, answers] of scores.entries()) {
      const token = await later(i * 14 * DAY, c.uuid);
      expect((await answer(token, { instrument: 'phq9', answers })).statusCode).toBe(201);
    }
    const res = await overview(await later(30 * DAY, c.uuid), c.uuid);
    const [phq9, gad7] = res.json().instruments;
    expect(phq9.points.map((p: { score: number }) => p.score)).toEqual([16, 9, 3]);
    expect(phq9.points.map((p: { band: string }) => p.band)).toEqual([
      'moderately_severe',
      'mild',
      'minimal',
    ]);
    expect(phq9.points.map((p: { response: boolean }) => p.response)).toEqual([false, false, true]);
    expect(phq9.points.map((p: { remission: boolean }) => p.remission)).toEqual([
      false,
      false,
      true,
    ]);
    expect(phq9.points[0].date).toBe('2027-05-03');
    expect(phq9).toMatchObject({ response: true, remission: true, due: false });
    expect(phq9.nextAvailableAt.slice(0, 10)).toBe('2027-06-14');
    // Never answered, and the session of 2027-05-10 was 23 days ago (within 30): due.
    expect(gad7).toMatchObject({ points: [], due: true, nextAvailableAt: null });
    const gone = await overview(await later(45 * DAY, c.uuid), c.uuid);
    expect(gone.json().eligible).toBe(false);
    expect(gone.json().instruments.map((i: { due: boolean }) => i.due)).toEqual([false, false]);
  });

  it('the treating psychologist reads it, also after a no-show of the collaborator', async () => {
    for (const status of ['pending', 'confirmed', 'no_show_collaborator']) {
      const { p, c } = await booked(status);
      expect((await overview(p.token, c.uuid)).statusCode, status).toBe(200);
    }
  });

  it('403 to a company, an administrator, an unrelated or cancelled-only psychologist, another collaborator', async () => {
    const { c } = await booked();
    await answer(c.token, { instrument: 'gad7', answers: Array(7).fill(2) });
    const company = await makeCompany(ctx);
    const admin = await makeAdministrator(ctx);
    const stranger = await makePsychologist(ctx);
    const other = await makeCollaborator(ctx);
    const cancelledOnly = await makePsychologist(ctx);
    await makeAppointment(ctx, {
      collaboratorUuid: c.uuid,
      psychologistUuid: cancelledOnly.uuid,
      date: '2027-05-11',
      status: 'cancelled_by_psychologist',
    });
    for (const token of [
      company.token,
      admin.token,
      stranger.token,
      cancelledOnly.token,
      other.token,
    ]) {
      const res = await overview(token, c.uuid);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Acesso negado');
    }
    expect((await overview(undefined, c.uuid)).statusCode).toBe(401);
  });

  it("403 to the collaborator's own company", async () => {
    const company = await makeCompany(ctx);
    const c = await makeCollaborator(ctx, { companyUuid: company.uuid });
    expect((await overview(company.token, c.uuid)).statusCode).toBe(403);
  });

  it('404 for an unknown collaborator, 400 for a malformed id', async () => {
    const { p } = await booked();
    const missing = await overview(p.token, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Colaborador não encontrado');
    const bad = await overview(p.token, 'nao-e-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('UUID do colaborador inválido');
  });
});

describe('PHQ-9 item 9', () => {
  it('tells each treating psychologist once, without the answers; never a cancelled one', async () => {
    const { p, c } = await booked();
    const second = await makePsychologist(ctx);
    await makeAppointment(ctx, {
      collaboratorUuid: c.uuid,
      psychologistUuid: second.uuid,
      date: '2027-04-26',
      status: 'confirmed',
    });
    const cancelled = await makePsychologist(ctx);
    await makeAppointment(ctx, {
      collaboratorUuid: c.uuid,
      psychologistUuid: cancelled.uuid,
      date: '2027-05-12',
      status: 'cancelled_by_collaborator_in_advance',
    });
    const res = await answer(c.token, { instrument: 'phq9', answers: [0, 0, 0, 0, 0, 0, 0, 0, 1] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ score: 1, band: 'minimal', crisis: true });
    for (const who of [p, second]) {
      const messages = await distress(who.uuid);
      expect(messages).toHaveLength(1);
      expect(messages[0].body).toBe('Um paciente indicou sofrimento intenso. Veja no Acolher.');
      expect(messages[0].relatedUuid).toBe(res.json().uuid);
      expect(messages[0].body).not.toMatch(/\d/);
      expect(messages[0].body).not.toContain(c.name);
    }
    expect(await distress(cancelled.uuid)).toHaveLength(0);
    // A refused repeat (14 days) and a GAD-7 answer send nothing more.
    expect(
      (await answer(c.token, { instrument: 'phq9', answers: Array(9).fill(3) })).statusCode,
    ).toBe(409);
    await answer(c.token, { instrument: 'gad7', answers: Array(7).fill(3) });
    expect(await distress(p.uuid)).toHaveLength(1);
    const view = await overview(p.token, c.uuid);
    expect(view.json().instruments[0].points[0].crisis).toBe(true);
  });

  it('item 9 of 0 sends nothing, however high the score', async () => {
    const { p, c } = await booked();
    const res = await answer(c.token, { instrument: 'phq9', answers: [3, 3, 3, 3, 3, 3, 3, 3, 0] });
    expect(res.json().crisis).toBe(false);
    expect(await distress(p.uuid)).toHaveLength(0);
  });
});

describe('GET /account/export', () => {
  it("holds the collaborator's own answers and scores", async () => {
    const { c } = await booked();
    await answer(c.token, { instrument: 'gad7', answers: [0, 1, 2, 3, 0, 1, 2] });
    const res = await call('GET', '/account/export', c.token);
    expect(res.statusCode).toBe(200);
    const text = res.body;
    const data = JSON.parse(text);
    const found = JSON.stringify(data);
    expect(found).toContain('"measureResponses"');
    expect(found).toContain('[0,1,2,3,0,1,2]');
  });
});
