import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/db/schema.ts';
import { SUPPRESSED_TEXT } from '@acolher/contracts/company-insights';
import type { TWellBeingInsights } from '@acolher/contracts/answers/company-insights';
import type { TRadarScores } from '@acolher/contracts/answers/radar';
import { fileApp } from '../helpers/file-app.ts';
import {
  makeAdministrator,
  makeCollaborator,
  makeCompany,
  makeCompanyWithSector,
  makeOpeningHour,
  makePsychologist,
  makeSector,
} from '../helpers/factories.ts';
import { apiCaller } from '../helpers/api.ts';

const ctx = fileApp();
beforeAll(async () => {
  // 2026-11-15 12:00 in São Paulo: October is closed, November is open.
  ctx.setNow('2026-11-15T15:00:00Z');
});

const call = apiCaller(() => ctx);
const get = (url: string, token?: string) => call('GET', url, token);

const scores = (v: number, needsCare = false): TRadarScores => ({
  who5Raw: null,
  who5Percent: v,
  dimensions: { wellbeing: v, sleep: v, stress: v, workload: v, relationships: v, balance: v },
  needsCare,
});

type Person = Awaited<ReturnType<typeof makeCollaborator>>;

/** `values.length` collaborators in the sector, each answering once at `at` with that score. */
async function respondents(companyUuid: string, sectorUuid: string, values: number[], at: string) {
  const people: Person[] = [];
  for (const v of values) {
    const p = await makeCollaborator(ctx, {
      companyUuid,
      sectorUuid,
      name: `Pessoa Única ${people.length} ${sectorUuid.slice(0, 4)}`,
    });
    await answer(p, v, at);
    people.push(p);
  }
  return people;
}

async function answer(p: Person, v: number, at: string) {
  await ctx.db.insert(s.radarResponses).values({
    collaboratorUuid: p.uuid,
    companyUuid: p.companyUuid,
    sectorUuid: p.sectorUuid,
    provider: 'builtin',
    answers: [{ questionId: 'sleep', value: 2 }],
    scores: scores(v, v < 50),
    createdAt: new Date(at),
  });
}

let psychologistUuid = '';
let hourUuid = '';
let day = 1;
async function session(p: Person, month: string, status: 'pending' | 'confirmed' | string) {
  if (!psychologistUuid) {
    psychologistUuid = (await makePsychologist(ctx)).uuid;
    hourUuid = (await makeOpeningHour(ctx, psychologistUuid, 1)).uuid;
  }
  const date = `${month}-${String((day++ % 28) + 1).padStart(2, '0')}`;
  await ctx.db.insert(s.appointments).values({
    collaboratorUuid: p.uuid,
    psychologistUuid,
    openingHourUuid: hourUuid,
    date,
    startsAt: new Date(`${date}T12:00:00Z`),
    endsAt: new Date(`${date}T12:50:00Z`),
    status,
  });
}

const OCT = '2026-10-10T15:00:00Z';
const NOV = '2026-11-05T15:00:00Z';

async function insights(token: string, months = 3) {
  const res = await get(`/company-insights/well-being?months=${months}`, token);
  expect(res.statusCode).toBe(200);
  return res.json() as TWellBeingInsights;
}
const monthOf = (body: TWellBeingInsights, key: string) =>
  body.months.find((m) => m.month === key)!;
const sectorCell = (body: TWellBeingInsights, key: string, sectorUuid: string) =>
  monthOf(body, key).sectors.find((x) => x.sectorUuid === sectorUuid)!.cell;

describe('who may read company insights', () => {
  it('answers 401 without a token or with a forged one', async () => {
    for (const url of ['/company-insights/well-being', '/company-insights/nr1-report']) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, 'not-a-token')).statusCode).toBe(401);
    }
  });

  it('answers 403 to administrators, collaborators and psychologists', async () => {
    const admin = await makeAdministrator(ctx);
    const collaborator = await makeCollaborator(ctx);
    const psychologist = await makePsychologist(ctx);
    for (const url of ['/company-insights/well-being', '/company-insights/nr1-report'])
      for (const who of [admin, collaborator, psychologist]) {
        const res = await get(url, who.token);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('Acesso negado');
      }
  });

  it("gives a company its own numbers only, never another company's", async () => {
    const mine = await makeCompany(ctx);
    const theirs = await makeCompany(ctx);
    const mySector = await makeSector(ctx, mine.uuid, 'Operações');
    const theirSector = await makeSector(ctx, theirs.uuid, 'Vendas');
    await respondents(mine.uuid, mySector.uuid, [50, 50, 50, 50, 50], OCT);
    await respondents(theirs.uuid, theirSector.uuid, [90, 90, 90, 90, 90, 90, 90], OCT);
    const body = await insights(mine.token);
    const oct = monthOf(body, '2026-10');
    expect(oct.company).toMatchObject({ suppressed: false, respondents: 5 });
    expect(oct.sectors.map((x) => x.name)).toEqual(['Operações']);
    expect(JSON.stringify(body)).not.toContain(theirSector.uuid);
    const theirsBody = await insights(theirs.token);
    expect(monthOf(theirsBody, '2026-10').company).toMatchObject({ respondents: 7 });
  });

  it('lets a company read its own record (links) and not another company', async () => {
    const mine = await makeCompany(ctx, { dashboardLink: 'https://bi.example/painel' });
    const theirs = await makeCompany(ctx);
    const own = await get(`/companies/${mine.uuid}`, mine.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().dashboardLink).toBe('https://bi.example/painel');
    expect((await get(`/companies/${theirs.uuid}`, mine.token)).statusCode).toBe(403);
  });

  it("answers 400 'Período inválido' for a period outside 1–12 months", async () => {
    const company = await makeCompany(ctx);
    for (const months of ['0', '13', 'x']) {
      const res = await get(`/company-insights/well-being?months=${months}`, company.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Período inválido');
    }
  });
});

describe('k-anonymity (groups of at least 5 people)', () => {
  it('lists the months oldest first, averages only once a month is over', async () => {
    const { company, sector } = await makeCompanyWithSector(ctx, {}, 'Tecnologia');
    const people = await respondents(company.uuid, sector.uuid, [40, 50, 60, 70, 80], OCT);
    for (const p of people) await answer(p, 90, NOV);
    const body = await insights(company.token, 3);
    expect(body.months.map((m) => m.month)).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(body.currentMonth).toBe('2026-11');
    expect(monthOf(body, '2026-10')).toMatchObject({
      closed: true,
      company: { suppressed: false, respondents: 5, averages: { wellbeing: 60 }, careShare: 20 },
    });
    expect(sectorCell(body, '2026-10', sector.uuid)).toMatchObject({ averages: { sleep: 60 } });
    expect(monthOf(body, '2026-11')).toMatchObject({
      closed: false,
      company: { suppressed: false, respondents: 5, averages: null, careShare: null },
    });
    expect(monthOf(body, '2026-09').company).toEqual({ suppressed: true, reason: 'small-group' });
  });

  it('suppresses a group of 4 respondents and the company when it has fewer than 5', async () => {
    const { company, sector } = await makeCompanyWithSector(ctx, {}, 'Jurídico');
    const people = await respondents(company.uuid, sector.uuid, [10, 20, 30, 40], OCT);
    // Answering twice does not make one person count twice.
    await answer(people[0], 15, '2026-10-20T15:00:00Z');
    const oct = monthOf(await insights(company.token), '2026-10');
    expect(oct.company).toEqual({ suppressed: true, reason: 'small-group' });
    expect(oct.sectors[0].cell).toEqual({ suppressed: true, reason: 'small-group' });
  });

  it('the subtraction case: total minus the shown sectors would reveal a small sector, so the next-smallest is hidden too', async () => {
    const { company, sector: big } = await makeCompanyWithSector(ctx, {}, 'A Grande');
    const middle = await makeSector(ctx, company.uuid, 'B Média');
    const small = await makeSector(ctx, company.uuid, 'C Pequena');
    await respondents(company.uuid, big.uuid, [60, 60, 60, 60, 60, 60, 60, 60], OCT);
    await respondents(company.uuid, middle.uuid, [70, 70, 70, 70, 70, 70], OCT);
    await respondents(company.uuid, small.uuid, [20, 30], OCT);
    const body = await insights(company.token);
    expect(monthOf(body, '2026-10').company).toMatchObject({ suppressed: false, respondents: 16 });
    expect(sectorCell(body, '2026-10', small.uuid)).toEqual({
      suppressed: true,
      reason: 'small-group',
    });
    expect(sectorCell(body, '2026-10', middle.uuid)).toEqual({
      suppressed: true,
      reason: 'complementary',
    });
    expect(sectorCell(body, '2026-10', big.uuid)).toMatchObject({
      suppressed: false,
      respondents: 8,
      averages: { wellbeing: 60 },
    });
  });

  it('a sector without answers is suppressed, and needs no complement (nothing to reveal)', async () => {
    const { company, sector: answered } = await makeCompanyWithSector(ctx, {}, 'Tecnologia');
    const silent = await makeSector(ctx, company.uuid, 'Recursos Humanos');
    await makeCollaborator(ctx, { companyUuid: company.uuid, sectorUuid: silent.uuid });
    await respondents(company.uuid, answered.uuid, [50, 60, 70, 80, 90, 55, 65], OCT);
    const body = await insights(company.token);
    expect(sectorCell(body, '2026-10', silent.uuid)).toEqual({
      suppressed: true,
      reason: 'small-group',
    });
    expect(sectorCell(body, '2026-10', answered.uuid)).toMatchObject({
      suppressed: false,
      respondents: 7,
    });
  });

  it('answers of deleted collaborators and sectors still count, so a closed month never changes', async () => {
    const { company, sector } = await makeCompanyWithSector(ctx, {}, 'Logística');
    const people = await respondents(company.uuid, sector.uuid, [50, 50, 50, 50, 50], OCT);
    const before = monthOf(await insights(company.token), '2026-10');
    const { eq } = await import('drizzle-orm');
    await ctx.db
      .update(s.collaborators)
      .set({ deletedAt: new Date() })
      .where(eq(s.collaborators.uuid, people[0].uuid));
    await ctx.db
      .update(s.sectors)
      .set({ deletedAt: new Date() })
      .where(eq(s.sectors.uuid, sector.uuid));
    expect(monthOf(await insights(company.token), '2026-10')).toEqual(before);
  });

  it('counts sessions booked and held per month, only for 5+ people, never derivable below 5', async () => {
    const { company, sector } = await makeCompanyWithSector(ctx, {}, 'Comercial');
    const people: Person[] = [];
    for (let i = 0; i < 6; i++)
      people.push(
        await makeCollaborator(ctx, { companyUuid: company.uuid, sectorUuid: sector.uuid }),
      );
    for (const p of people.slice(0, 5)) await session(p, '2026-10', 'confirmed');
    await session(people[5], '2026-10', 'cancelled_by_collaborator_in_advance');
    for (const p of people.slice(0, 5)) await session(p, '2026-11', 'confirmed');
    await session(people[5], '2026-11', 'pending');
    for (const p of people.slice(0, 3)) await session(p, '2026-09', 'confirmed');
    const body = await insights(company.token);
    expect(monthOf(body, '2026-10').sessions).toEqual({
      booked: { suppressed: false, count: 5 },
      held: { suppressed: false, count: 5 },
    });
    // One person's pending session would be booked − held: held is hidden.
    expect(monthOf(body, '2026-11').sessions).toEqual({
      booked: { suppressed: false, count: 6 },
      held: { suppressed: true, reason: 'complementary' },
    });
    expect(monthOf(body, '2026-09').sessions).toEqual({
      booked: { suppressed: true, reason: 'small-group' },
      held: { suppressed: true, reason: 'small-group' },
    });
  });

  it('never returns a name, uuid, e-mail, CPF or an individual score: scan of the whole JSON', async () => {
    const { company, sector: a } = await makeCompanyWithSector(
      ctx,
      { actionPlanLink: 'https://plano.example/acao' },
      'Atendimento',
    );
    const b = await makeSector(ctx, company.uuid, 'Diretoria');
    // Distinct, non-integer individual scores: any of them in the JSON would be a leak.
    const values = [61.3, 62.7, 64.1, 66.9, 68.3, 71.7];
    const people = [
      ...(await respondents(company.uuid, a.uuid, values, OCT)),
      ...(await respondents(company.uuid, b.uuid, [33.3], OCT)),
    ];
    for (const p of people) await session(p, '2026-10', 'confirmed');
    await ctx.db.insert(s.reviews).values({
      psychologistUuid,
      collaboratorUuid: people[0].uuid,
      review: 'Nota clínica confidencial',
    });
    for (const url of ['/company-insights/well-being?months=12', '/company-insights/nr1-report']) {
      const res = await get(url, company.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const text = res.body;
      for (const p of people)
        for (const secret of [p.uuid, p.name, p.email, p.document, p.phone])
          expect(text).not.toContain(secret);
      for (const v of [...values, 33.3]) expect(text).not.toContain(String(v));
      expect(text).not.toContain('Nota clínica');
      expect(text).not.toContain(psychologistUuid);
      // The company's own record (its CNPJ) heads the NR-1 report; the aggregates carry no such keys.
      const body = res.json();
      expect(JSON.stringify(body.insights ?? body)).not.toMatch(
        /"(answers|scores|email|document|phone|review|credits|collaboratorUuid|purchases?)"/,
      );
    }
    const body = await insights(company.token);
    expect(sectorCell(body, '2026-10', b.uuid)).toEqual({
      suppressed: true,
      reason: 'small-group',
    });
    // The only other sector is hidden too, or 7 − 6 would reveal the single person of Diretoria.
    expect(sectorCell(body, '2026-10', a.uuid)).toEqual({
      suppressed: true,
      reason: 'complementary',
    });
  });

  it('the NR-1 report carries the company, its action plan link, the date and 12 months', async () => {
    const company = await makeCompany(ctx, {
      name: 'Fábrica Boa',
      actionPlanLink: 'https://plano.example/nr1',
    });
    const res = await get('/company-insights/nr1-report', company.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.company).toEqual({
      name: 'Fábrica Boa',
      legalName: company.legalName,
      document: company.document,
    });
    expect(body.actionPlanLink).toBe('https://plano.example/nr1');
    expect(body.generatedAt).toBe('2026-11-15T12:00:00.000-03:00');
    expect(body.insights.months).toHaveLength(12);
    expect(body.insights.months[11].month).toBe('2026-11');
    expect(SUPPRESSED_TEXT).toBe('Dados insuficientes para preservar o anonimato');
  });
});
