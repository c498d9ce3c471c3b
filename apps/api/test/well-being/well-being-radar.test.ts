import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TERMS_VERSION } from '@acolher/contracts/constants';
import * as s from '../../src/db/schema.ts';
import { QUESTIONS } from '../../src/modules/radar/questionnaire.ts';
import { respondentSignature } from '../../src/modules/radar/typeform.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { fileAdministrator, fileApp } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';
import { makeCollaborator, makeCompany, makePsychologist, tokenFor } from '../helpers/factories.ts';

const ctx = fileApp({ ASSISTANT_URL: 'https://assistente.exemplo.com/chat' });
const admin = fileAdministrator(ctx);
const call = apiCaller(() => ctx);

/** A signed-in caller of any role (here a psychologist) on the given app: its token. */
async function signedIn(c: TestContext) {
  const psychologist = await makePsychologist(c);
  return tokenFor(c, 'psychologist', psychologist.uuid);
}
/** GET on the file's app, or on `app`. */
const get = (url: string, token?: string, app: TestContext = ctx) =>
  apiCaller(() => app)('GET', url, token);

/** who5 items each `who5`, work-life items `work`, stress `stress`. */
const answers = (who5 = 4, work = 3, stress = 1) =>
  QUESTIONS.map((q) => ({
    questionId: q.id,
    value: q.instrument === 'who5' ? who5 : q.id === 'stress' ? stress : work,
  }));

const submit = (token: string, payload: unknown) =>
  call('POST', '/well-being-radar/responses', token, payload as object);

const fresh = () => makeCollaborator(ctx, { hasSentForm: false, hasAcceptedTerms: true });

/** What a stored response holds (TRadarScores): answers read back must still be well formed. */
const STORED_SCORES = {
  who5Raw: 13,
  who5Percent: 52,
  dimensions: {
    wellbeing: 52,
    sleep: 50,
    stress: 50,
    workload: 50,
    relationships: 50,
    balance: 50,
  },
  needsCare: false,
};

async function insertResponses(
  c: { uuid: string; companyUuid: string; sectorUuid: string },
  n: number,
) {
  if (n === 0) return;
  await ctx.db.insert(s.radarResponses).values(
    Array.from({ length: n }, (_, i) => ({
      collaboratorUuid: c.uuid,
      companyUuid: c.companyUuid,
      sectorUuid: c.sectorUuid,
      provider: 'builtin',
      answers: [],
      scores: STORED_SCORES,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    })),
  );
}

describe('GET /well-being-radar/questionnaire', () => {
  it('gives the built-in questionnaire with ids, texts, scales and dimensions', async () => {
    const c = await fresh();
    const res = await call('GET', '/well-being-radar/questionnaire', c.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.provider).toBe('builtin');
    expect(body.questions).toHaveLength(10);
    expect(body.questions[0]).toMatchObject({
      id: 'who5_1',
      text: 'Eu me senti alegre e de bom humor.',
      dimension: 'wellbeing',
    });
    expect(body.questions[0].scale[0]).toEqual({ value: 5, label: 'Todo o tempo' });
    expect(body.sections[0].intro).toMatch(/^Nas últimas duas semanas/);
  });

  it('gives a Typeform embed with hidden fields when the company formId is a Typeform id', async () => {
    const company = await makeCompany(ctx, { formId: 'aBc123Xy', formTitle: 'Pesquisa' });
    const c = await makeCollaborator(ctx, { companyUuid: company.uuid });
    const sector = await ctx.db.select().from(s.sectors).where(eq(s.sectors.uuid, c.sectorUuid));
    const res = await call('GET', '/well-being-radar/questionnaire', c.token);
    expect(res.json()).toEqual({
      provider: 'typeform',
      formId: 'aBc123Xy',
      title: 'Pesquisa',
      hiddenFields: {
        collaborator_uuid: c.uuid,
        sector_name: sector[0].name,
        // The app's HMAC of the uuid: the webhook counts no response without it (decision 1125).
        signature: respondentSignature('', c.uuid),
      },
    });
  });

  it('needs a collaborator token: 401 without, 403 for other roles', async () => {
    const none = await call('GET', '/well-being-radar/questionnaire');
    expect(none.statusCode).toBe(401);
    for (const other of [admin, await makePsychologist(ctx), await makeCompany(ctx)]) {
      const res = await call('GET', '/well-being-radar/questionnaire', other.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Acesso negado');
    }
  });
});

describe('POST /well-being-radar/responses', () => {
  it('stores the response, sets hasSentForm and lastSentFormAt, answers scores and gamification', async () => {
    const c = await fresh();
    ctx.setNow('2026-11-10T13:00:00.000Z');
    const res = await submit(c.token, { answers: answers(4, 2, 1) });
    ctx.setNow(undefined);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.needsCare).toBe(false);
    expect(body.previous).toBeNull();
    expect(body.response.scores).toMatchObject({ who5Raw: 20, who5Percent: 80 });
    expect(body.response.scores.dimensions).toMatchObject({ wellbeing: 80, sleep: 50, stress: 75 });
    expect(body.gamification).toEqual({ wellBeingRadarCount: 1, currentGamificationStage: 0 });
    expect(body.collaborator).toEqual({
      hasSentForm: true,
      lastSentFormAt: '2026-11-10T10:00:00.000-03:00',
    });
    const [row] = await ctx.db
      .select()
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, c.uuid));
    expect(row.hasSentForm).toBe(true);
    expect(row.lastSentFormAt?.toISOString()).toBe('2026-11-10T13:00:00.000Z');
    const stored = await ctx.db
      .select()
      .from(s.radarResponses)
      .where(eq(s.radarResponses.collaboratorUuid, c.uuid));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      provider: 'builtin',
      companyUuid: c.companyUuid,
      sectorUuid: c.sectorUuid,
    });
  });

  it('returns the previous scores for comparison and latest/previous on GET latest', async () => {
    const c = await fresh();
    ctx.setNow('2026-10-05T12:00:00.000Z');
    await submit(c.token, { answers: answers(2, 1, 3) });
    ctx.setNow('2026-11-05T12:00:00.000Z');
    const second = await submit(c.token, { answers: answers(4, 3, 1) });
    ctx.setNow(undefined);
    expect(second.json().previous.scores.who5Raw).toBe(10);
    expect(second.json().previous.createdAt).toBe('2026-10-05T09:00:00.000-03:00');
    const latest = await call('GET', '/well-being-radar/responses/latest', c.token);
    expect(latest.statusCode).toBe(200);
    expect(latest.json().latest.scores.who5Raw).toBe(20);
    expect(latest.json().previous.scores.who5Raw).toBe(10);
  });

  it('GET latest is empty for a collaborator who never answered and only shows own responses', async () => {
    const c = await fresh();
    const res = await call('GET', '/well-being-radar/responses/latest', c.token);
    expect(res.json()).toEqual({ latest: null, previous: null, retakeFrom: null });
  });

  it('flags needsCare for a distress answer set (WHO-5 below 13) and for severe stress', async () => {
    const c = await fresh();
    ctx.setNow('2026-09-01T12:00:00.000Z');
    const low = await submit(c.token, { answers: answers(1, 1, 3) });
    expect(low.statusCode).toBe(201);
    expect(low.json().needsCare).toBe(true);
    expect(low.json().response.scores.who5Percent).toBe(20);
    ctx.setNow('2026-09-15T12:00:00.000Z');
    const stressed = await submit(c.token, { answers: answers(5, 4, 4) });
    expect(stressed.json().needsCare).toBe(true);
    ctx.setNow('2026-09-29T12:00:00.000Z');
    const fine = await submit(c.token, { answers: answers(3, 3, 2) });
    ctx.setNow(undefined);
    expect(fine.json().needsCare).toBe(false);
  });

  it('refuses incomplete, unknown, out-of-range, duplicated or malformed answers with 400', async () => {
    const c = await fresh();
    const cases: [unknown, string][] = [
      [{ answers: answers().slice(0, 9) }, 'Responda todas as perguntas'],
      [{ answers: [...answers(), { questionId: 'humor', value: 2 }] }, 'Pergunta desconhecida'],
      [
        { answers: answers().map((a, i) => (i === 0 ? { ...a, value: 6 } : a)) },
        'Resposta fora da escala',
      ],
      [
        { answers: answers().map((a) => (a.questionId === 'sleep' ? { ...a, value: 5 } : a)) },
        'Resposta fora da escala',
      ],
      [
        { answers: answers().map((a, i) => (i === 0 ? { ...a, value: -1 } : a)) },
        'Resposta fora da escala',
      ],
      [
        { answers: answers().map((a, i) => (i === 0 ? { ...a, value: 2.5 } : a)) },
        'Resposta inválida',
      ],
      [{ answers: [...answers(), answers()[0]] }, 'Pergunta respondida mais de uma vez'],
      [{ answers: [] }, 'Responda pelo menos uma pergunta'],
      [{}, 'Responda pelo menos uma pergunta'],
    ];
    for (const [payload, message] of cases) {
      const res = await submit(c.token, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const [row] = await ctx.db
      .select()
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, c.uuid));
    expect(row.hasSentForm).toBe(false);
    const stored = await ctx.db
      .select()
      .from(s.radarResponses)
      .where(eq(s.radarResponses.collaboratorUuid, c.uuid));
    expect(stored).toHaveLength(0);
  });

  it('401 without token, 403 for other roles; a deleted collaborator cannot answer', async () => {
    const none = await call('POST', '/well-being-radar/responses', undefined, {
      answers: answers(),
    });
    expect(none.statusCode).toBe(401);
    expect((await submit(admin.token, { answers: answers() })).statusCode).toBe(403);
    const c = await fresh();
    await ctx.db
      .update(s.collaborators)
      .set({ deletedAt: new Date() })
      .where(eq(s.collaborators.uuid, c.uuid));
    expect((await submit(c.token, { answers: answers() })).statusCode).toBe(401);
  });
});

describe('GET /collaborators/:id/gamification', () => {
  const get = (token: string, id: string) =>
    call('GET', `/collaborators/${id}/gamification`, token);

  it.each([
    [0, 0],
    [9, 0],
    [10, 1],
    [30, 3],
    [35, 3],
  ])('%i responses → stage %i', async (count, stage) => {
    const c = await fresh();
    await insertResponses(c, count);
    const res = await get(c.token, c.uuid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ wellBeingRadarCount: count, currentGamificationStage: stage });
  });

  it('counts a new response as one more medal', async () => {
    const c = await fresh();
    await insertResponses(c, 9);
    await submit(c.token, { answers: answers() });
    expect((await get(c.token, c.uuid)).json()).toEqual({
      wellBeingRadarCount: 10,
      currentGamificationStage: 1,
    });
  });

  it('refuses another collaborator (403), other roles (403), no token (401), a bad id (400)', async () => {
    const a = await fresh();
    const b = await fresh();
    await insertResponses(b, 3);
    const other = await get(a.token, b.uuid);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Acesso negado');
    const company = await makeCompany(ctx);
    expect((await get(company.token, a.uuid)).statusCode).toBe(403);
    const none = await call('GET', `/collaborators/${a.uuid}/gamification`);
    expect(none.statusCode).toBe(401);
    const bad = await get(a.token, 'nao-e-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('UUID do colaborador inválido');
  });
});

describe('GET /terms and GET /assistant/config (any signed-in role)', () => {
  it('answers 401 without a token (domain.md §2)', async () => {
    for (const url of ['/terms', '/assistant/config']) {
      expect((await get(url)).statusCode, url).toBe(401);
    }
  });

  it('serves the current terms version and sections for both roles', async () => {
    const token = await signedIn(ctx);
    const res = await get('/terms', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(TERMS_VERSION);
    expect(res.json().sections.map((x: { id: string }) => x.id)).toContain('lgpd');
    expect(JSON.stringify(res.json())).toContain('art. 11');
    const psy = await get('/terms?role=psychologist', token);
    expect(psy.json().title).toBe('Termos de uso para psicólogos');
    const bad = await get('/terms?role=hacker', token);
    expect(bad.statusCode).toBe(400);
  });

  it('names the external terms form when TERMS_FORM_URL is set, null otherwise', async () => {
    expect((await get('/terms', await signedIn(ctx))).json().externalFormUrl).toBeNull();
    const withForm = await createTestApp({ TERMS_FORM_URL: 'https://form.typeform.com/to/abc123' });
    try {
      const r = await get('/terms?role=psychologist', await signedIn(withForm), withForm);
      expect(r.json()).toMatchObject({
        version: TERMS_VERSION,
        externalFormUrl: 'https://form.typeform.com/to/abc123',
      });
    } finally {
      await withForm.close();
    }
  });

  it('exposes the assistant address when configured, null otherwise', async () => {
    const res = await get('/assistant/config', await signedIn(ctx));
    expect(res.json()).toEqual({ url: 'https://assistente.exemplo.com/chat' });
    const plain = await createTestApp();
    try {
      const r = await get('/assistant/config', await signedIn(plain), plain);
      expect(r.json()).toEqual({ url: null });
    } finally {
      await plain.close();
    }
  });
});
