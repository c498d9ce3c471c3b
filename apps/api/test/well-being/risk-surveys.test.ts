import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COPSOQ_DIMENSIONS, COPSOQ_ITEMS } from '@acolher/contracts/copsoq-ii-br';
import {
  makeAdministrator,
  makeCollaborator,
  makeCompany,
  makePsychologist,
  makeSector,
} from '../helpers/factories.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { fileApp } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';
import { versionHash } from '../../src/modules/risk-surveys/inventory.service.ts';

// docs/domain.md §20: the anonymous survey of the work, its results, the inventory and the PGR
// annex (decisions 1350–1353). Runs on PGlite and on PostgreSQL (TEST_DB=pg).

const ctx = fileApp({}, { now: '2026-11-10T13:00:00.000Z' });
let admin: string;
let company: Awaited<ReturnType<typeof makeCompany>>;
let other: Awaited<ReturnType<typeof makeCompany>>;
let big: string; // sector with 6 collaborators
let small: string; // sector with 3 collaborators
let people: Awaited<ReturnType<typeof makeCollaborator>>[];
let late: Awaited<ReturnType<typeof makeCollaborator>>;
let stranger: Awaited<ReturnType<typeof makeCollaborator>>;
let surveyUuid: string;

const before = new Date('2026-11-01T12:00:00.000Z');
const call = apiCaller(() => ctx);
const base = (c = company.uuid) => `/companies/${c}/risk-surveys`;
const one = (path = '', c = company.uuid) => `${base(c)}/${surveyUuid}${path}`;
/** Every item answered with its option of value `v` (or the nearest one it has). */
const answersAll = (pick: (itemId: string) => number) =>
  COPSOQ_ITEMS.map((i) => ({ itemId: i.id, value: pick(i.id) }));
const worst = answersAll((id) => {
  const item = COPSOQ_ITEMS.find((i) => i.id === id)!;
  const d = COPSOQ_DIMENSIONS.find((x) => x.items.includes(id))!;
  const values = item.options.map((o) => o.value);
  return d.favourable[0] === 0 ? Math.max(...values) : Math.min(...values);
});

beforeAll(async () => {
  admin = (await makeAdministrator(ctx)).token;
  company = await makeCompany(ctx);
  other = await makeCompany(ctx);
  big = (await makeSector(ctx, company.uuid, 'Atendimento')).uuid;
  small = (await makeSector(ctx, company.uuid, 'Financeiro')).uuid;
  people = [];
  for (let i = 0; i < 9; i++)
    people.push(
      await makeCollaborator(ctx, {
        companyUuid: company.uuid,
        sectorUuid: i < 6 ? big : small,
        createdAt: before,
      }),
    );
  stranger = await makeCollaborator(ctx, { companyUuid: other.uuid, createdAt: before });
});

describe('surveys (domain.md §20)', () => {
  it('creates a survey for the collaborators active at its opening, with counts only', async () => {
    const bad = await call('POST', base(), company.token, {
      title: 'Pesquisa 2026',
      opensOn: '2026-11-09',
      closesOn: '2026-11-20',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('A abertura não pode ser no passado');
    const reversed = await call('POST', base(), company.token, {
      title: 'Pesquisa 2026',
      opensOn: '2026-11-12',
      closesOn: '2026-11-11',
    });
    expect(reversed.json().message).toBe('O encerramento deve ser no dia da abertura ou depois');
    const res = await call('POST', base(), company.token, {
      title: 'Pesquisa 2026',
      opensOn: '2026-11-10',
      closesOn: '2026-11-20',
    });
    expect(res.statusCode).toBe(201);
    surveyUuid = res.json().uuid;
    expect(res.json()).toMatchObject({
      status: 'open',
      eligible: 9,
      answers: 0,
      publishedAt: null,
    });
    // An account created after the opening does not take part (decision 1353).
    ctx.setNow('2026-11-10T13:10:00.000Z');
    late = await makeCollaborator(ctx, {
      companyUuid: company.uuid,
      sectorUuid: small,
      createdAt: new Date('2026-11-10T13:05:00.000Z'),
    });
    const list = await call('GET', base(), company.token);
    expect(list.json()).toEqual([expect.objectContaining({ uuid: surveyUuid, eligible: 9 })]);
    expect(list.headers['cache-control']).toBe('no-store');
    expect((await call('GET', base(), other.token)).statusCode).toBe(403);
    expect((await call('GET', base(), people[0].token)).statusCode).toBe(403);
    expect((await call('GET', base(), admin)).statusCode).toBe(200);
  });

  it('serves the COPSOQ II-Br questionnaire with its citation to those who take part', async () => {
    const res = await call('GET', `/risk-surveys/${surveyUuid}/questionnaire`, people[0].token);
    expect(res.statusCode).toBe(200);
    const q = res.json();
    expect(q.citation).toContain('Rev Saúde Pública. 2021;55:69');
    expect(q.items).toHaveLength(40);
    expect(q.items[0]).toEqual({
      id: '1A',
      text: 'Você atrasa a entrega do seu trabalho?',
      dimension: 'Demandas quantitativas do trabalho',
      options: [
        { value: 4, label: 'Sempre' },
        { value: 3, label: 'Frequentemente' },
        { value: 2, label: 'Às vezes' },
        { value: 1, label: 'Raramente' },
        { value: 0, label: 'Nunca' },
      ],
    });
    for (const who of [late.token, stranger.token])
      expect((await call('GET', `/risk-surveys/${surveyUuid}/questionnaire`, who)).statusCode).toBe(
        403,
      );
    expect(
      (await call('GET', `/risk-surveys/${surveyUuid}/questionnaire`, company.token)).statusCode,
    ).toBe(403);
  });

  it('takes one complete answer per person and keeps it apart from the person', async () => {
    const url = `/risk-surveys/${surveyUuid}/responses`;
    const partial = await call('POST', url, people[0].token, { answers: worst.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe('Responda todas as perguntas');
    const wrong = await call('POST', url, people[0].token, {
      answers: [{ itemId: '13', value: 4 }, ...worst.filter((a) => a.itemId !== '13')],
    });
    expect(wrong.json().message).toBe('Resposta inválida');
    expect((await call('POST', url, late.token, { answers: worst })).statusCode).toBe(403);
    expect((await call('POST', url, stranger.token, { answers: worst })).statusCode).toBe(403);
    for (const p of people) {
      const res = await call('POST', url, p.token, { answers: worst });
      expect(res.statusCode).toBe(201);
    }
    const again = await call('POST', url, people[0].token, { answers: worst });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Você já respondeu esta pesquisa');
    // The answer table has no person and no instant; the participation table no answer, no time.
    const columns = async (table: string) => {
      const res = await ctx.db.execute(
        sql`select column_name from information_schema.columns where table_name = ${table}`,
      );
      const rows = (res as unknown as { rows: { column_name: string }[] }).rows;
      return rows.map((r) => r.column_name).sort();
    };
    expect(await columns('risk_survey_answers')).toEqual(
      ['answered_on', 'sector_uuid', 'survey_uuid', 'uuid', 'values'].sort(),
    );
    expect(await columns('risk_survey_participants')).toEqual(['collaborator_uuid', 'survey_uuid']);
    // Nor in the person's own data export.
    const exported = await call('GET', '/account/export', people[0].token);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toMatch(/risk|Você atrasa|answered_on/i);
  });

  it('suppresses small sectors and the one that would give them away; levels come from the server', async () => {
    const res = await call('GET', one('/results'), company.token);
    expect(res.statusCode).toBe(200);
    const { company: all, sectors } = res.json();
    expect(all).toMatchObject({ answers: 9, eligible: 9, suppressed: false });
    expect(all.dimensions).toHaveLength(23);
    expect(all.dimensions.every((d: { level: string }) => d.level === 'Risco')).toBe(true);
    expect(all.dimensions[0]).toEqual({
      dimension: '1',
      label: 'Demandas quantitativas do trabalho',
      score: 100,
      level: 'Risco',
    });
    const byName = Object.fromEntries(sectors.map((s: { name: string }) => [s.name, s]));
    // Financeiro has 3 answers: suppressed; Atendimento (6) too, or 9 − 6 would give it away.
    expect(byName.Financeiro).toMatchObject({ answers: null, suppressed: true, eligible: 3 });
    expect(byName.Atendimento).toMatchObject({ answers: null, suppressed: true, eligible: 6 });
    expect(byName.Atendimento.dimensions[0]).toMatchObject({ score: null, level: null });
    for (const who of [people[0].token, other.token, (await makePsychologist(ctx)).token])
      expect((await call('GET', one('/results'), who)).statusCode).toBe(403);
  });
});

describe('inventory, versions, action plan, publication and annex (domain.md §20)', () => {
  let itemUuid: string;
  let hash: string;

  it('prefills the inventory from the dimensions at risk and computes each level', async () => {
    const pre = await call('GET', one('/inventory'), company.token);
    expect(pre.json().prefilled).toBe(true);
    const items = pre.json().items;
    expect(items).toHaveLength(23);
    expect(items[0]).toMatchObject({
      uuid: null,
      hazard: 'Demandas quantitativas do trabalho',
      exposedGroup: 'Todos os colaboradores',
      probability: 3,
      severity: 2,
      level: 'Alto',
    });
    const put = await call('PUT', one('/inventory'), company.token, {
      items: [
        {
          ...items[0],
          uuid: undefined,
          probability: 1,
          severity: 2,
          level: 'Alto',
          process: 'Atendimento ao cliente',
        },
        { ...items[1], uuid: undefined },
      ],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().items[0]).toMatchObject({
      level: 'Baixo',
      process: 'Atendimento ao cliente',
    });
    itemUuid = put.json().items[0].uuid;
    const kept = await call('PUT', one('/inventory'), company.token, {
      items: [{ ...put.json().items[0], severity: 3 }],
    });
    expect(kept.json().items).toEqual([
      expect.objectContaining({ uuid: itemUuid, level: 'Moderado' }),
    ]);
    expect(
      (await call('PUT', one('/inventory', other.uuid), other.token, { items: [] })).statusCode,
    ).toBe(404);
  });

  it('locks an immutable version with its SHA-256', async () => {
    const res = await call('POST', one('/inventory/versions'), company.token);
    expect(res.statusCode).toBe(201);
    const v = res.json();
    expect(v).toMatchObject({ number: 1, lockedBy: company.uuid, nextReviewOn: '2028-11-09' });
    hash = v.sha256;
    expect(hash).toBe(
      versionHash({ surveyUuid, number: 1, lockedAt: new Date(v.lockedAt), items: v.items }),
    );
    await expect(
      ctx.db.execute(sql`update risk_inventory_versions set sha256 = 'x'`),
    ).rejects.toThrow();
    await expect(ctx.db.execute(sql`delete from risk_inventory_versions`)).rejects.toThrow();
    await call('PUT', one('/inventory'), company.token, { items: [] });
    const list = await call('GET', one('/inventory/versions'), company.token);
    expect(list.json()).toEqual([
      expect.objectContaining({
        sha256: hash,
        items: [expect.objectContaining({ uuid: itemUuid })],
      }),
    ]);
  });

  it('links an action to an inventory item of the company only', async () => {
    const action = {
      action: 'Redistribuir demandas',
      owner: 'RH',
      dueDate: '2026-12-20',
      risk: 'Sobrecarga',
    };
    const foreign = await call('POST', `/companies/${other.uuid}/action-plan`, other.token, {
      ...action,
      inventoryItemUuid: itemUuid,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Item do inventário não encontrado');
    const ok = await call('POST', `/companies/${company.uuid}/action-plan`, company.token, {
      ...action,
      inventoryItemUuid: null,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().inventoryItemUuid).toBeNull();
  });

  it('publishes after closing and shows the company figures and the plan to collaborators', async () => {
    expect((await call('POST', one('/publish'), company.token)).json().message).toBe(
      'Encerre a pesquisa antes de publicar os resultados',
    );
    expect((await call('POST', one('/close'), company.token)).json().status).toBe('closed');
    const pub = await call('POST', one('/publish'), company.token);
    expect(pub.json()).toMatchObject({ publishedReach: 10 });
    const mine = await call('GET', '/risk-surveys', people[8].token);
    expect(mine.json().published[0]).toMatchObject({ uuid: surveyUuid, company: { answers: 9 } });
    expect(mine.json().published[0].actionPlan[0].action).toBe('Redistribuir demandas');
  });

  it('writes the PGR annex an inspector reads', async () => {
    const res = await call('GET', one('/report.pdf'), company.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const text = pdfText(res.rawPayload).join('\n');
    for (const expected of [
      'Rev Saúde Pública. 2021;55:69',
      `SHA-256: ${hash}`,
      'Menos de 5 respostas',
      'Participação: 9 de 9',
      // The sectors' table (decision 1403), each sector a row.
      'F = Favorável, I = Intermediário, R = Risco',
      'Atendimento',
      'Redistribuir demandas',
      'Até 09/11/2028',
    ])
      expect(text).toContain(expected);
    expect((await call('GET', one('/report.pdf', other.uuid), other.token)).statusCode).toBe(404);
  });
});
