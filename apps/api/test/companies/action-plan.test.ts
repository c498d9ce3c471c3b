import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTION_PLAN_MAX_ITEMS } from '@acolher/contracts/action-plan';
import * as s from '../../src/db/schema.ts';
import { actionPlanItems } from '../../src/db/tables/action-plan.ts';
import { fileKit } from '../helpers/file-app.ts';
import { makeCollaborator, makeCompany, makePsychologist } from '../helpers/factories.ts';

// docs/domain.md §19: the company's action plan, for the company itself and the administrator
// (decision 1205). Runs on PGlite and on PostgreSQL (TEST_DB=pg).

const { ctx, admin, call } = fileKit({}, { now: '2026-11-10T13:00:00.000Z' });
let company: Awaited<ReturnType<typeof makeCompany>>;
let other: Awaited<ReturnType<typeof makeCompany>>;

const valid = {
  action: 'Revisar a distribuição de demandas do Atendimento',
  owner: 'Marina (RH)',
  dueDate: '2026-12-15',
  status: 'in_progress',
  risk: 'Sobrecarga de trabalho',
};

beforeAll(async () => {
  company = await makeCompany(ctx);
  other = await makeCompany(ctx);
});

const url = (companyUuid: string, itemUuid?: string) =>
  `/companies/${companyUuid}/action-plan${itemUuid ? `/${itemUuid}` : ''}`;
const list = (companyUuid: string, token?: string) => call('GET', url(companyUuid), token);
const create = (companyUuid: string, payload: unknown, token?: string) =>
  call('POST', url(companyUuid), token, payload);
const patch = (companyUuid: string, itemUuid: string, payload: unknown, token?: string) =>
  call('PATCH', url(companyUuid, itemUuid), token, payload);
const remove = (companyUuid: string, itemUuid: string, token?: string) =>
  call('DELETE', url(companyUuid, itemUuid), token);

describe('POST /companies/{uuid}/action-plan', () => {
  it('the company adds an action to its own plan (201), trimmed, with its times in São Paulo', async () => {
    const res = await create(
      company.uuid,
      { ...valid, action: `  ${valid.action}  `, owner: ' Marina (RH) ' },
      company.token,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      uuid: expect.any(String),
      companyUuid: company.uuid,
      ...valid,
      inventoryItemUuid: null,
      createdAt: '2026-11-10T10:00:00.000-03:00',
      updatedAt: '2026-11-10T10:00:00.000-03:00',
    });
  });

  it("the administrator adds to any company's plan; status is 'planned' when left out", async () => {
    const { status: _left, ...withoutStatus } = valid;
    const res = await create(other.uuid, withoutStatus, admin.token);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ companyUuid: other.uuid, status: 'planned' });
  });

  it('refuses invalid data with the pt-BR messages (400) and stores nothing', async () => {
    const fresh = await makeCompany(ctx);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, action: '' }, 'Campo obrigatório'],
      [{ ...valid, action: '   ' }, 'Campo obrigatório'],
      [{ ...valid, action: undefined }, 'Campo obrigatório'],
      [{ ...valid, action: 'a'.repeat(501) }, 'Máximo de 500 caracteres'],
      [{ ...valid, action: 'linha\u0000nula' }, 'O texto contém caracteres não permitidos'],
      [{ ...valid, action: 'duas\nlinhas' }, 'O texto contém caracteres não permitidos'],
      [{ ...valid, owner: '' }, 'Campo obrigatório'],
      [{ ...valid, owner: 'x'.repeat(151) }, 'Máximo de 150 caracteres'],
      [{ ...valid, owner: 'RH\u0007' }, 'O texto contém caracteres não permitidos'],
      [{ ...valid, dueDate: '' }, 'Campo obrigatório'],
      [{ ...valid, dueDate: '15/12/2026' }, 'Data inválida'],
      [{ ...valid, dueDate: '2026-02-30' }, 'Data inválida'],
      [{ ...valid, status: 'cancelled' }, 'Situação inválida'],
      [{ ...valid, status: 3 }, 'Situação inválida'],
      [{ ...valid, risk: '' }, 'Campo obrigatório'],
      [{ ...valid, risk: 'r'.repeat(501) }, 'Máximo de 500 caracteres'],
      [{ ...valid, risk: 'risco\u009b' }, 'O texto contém caracteres não permitidos'],
    ];
    for (const [payload, message] of cases) {
      const res = await create(fresh.uuid, payload, fresh.token);
      expect(res.statusCode, `${JSON.stringify(payload).slice(0, 60)} → ${message}`).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await list(fresh.uuid, fresh.token)).json()).toEqual([]);
  });

  it('keeps at most the limit of actions per company (409)', async () => {
    const full = await makeCompany(ctx);
    await ctx.db.insert(actionPlanItems).values(
      Array.from({ length: ACTION_PLAN_MAX_ITEMS }, (_, i) => ({
        companyUuid: full.uuid,
        action: `Ação ${i}`,
        owner: 'RH',
        dueDate: '2026-12-01',
        risk: 'Estresse',
      })),
    );
    const refused = await create(full.uuid, valid, full.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `O plano de ação pode ter no máximo ${ACTION_PLAN_MAX_ITEMS} ações`,
    );
    // A deleted action frees its place.
    const [first] = (await list(full.uuid, full.token)).json();
    expect((await remove(full.uuid, first.uuid, full.token)).statusCode).toBe(204);
    expect((await create(full.uuid, valid, full.token)).statusCode).toBe(201);
  });
});

describe('GET /companies/{uuid}/action-plan', () => {
  it('lists by deadline, then by creation; deleted actions and other companies’ stay out', async () => {
    const c = await makeCompany(ctx);
    const add = async (at: string, action: string, dueDate: string) => {
      ctx.setNow(at);
      const res = await create(c.uuid, { ...valid, action, dueDate }, c.token);
      expect(res.statusCode).toBe(201);
      return res.json().uuid as string;
    };
    await add('2026-11-10T12:00:00Z', 'Segunda de janeiro', '2027-01-20');
    await add('2026-11-10T12:01:00Z', 'Dezembro', '2026-12-01');
    const gone = await add('2026-11-10T12:02:00Z', 'Excluída', '2026-11-30');
    await add('2026-11-10T12:03:00Z', 'Terceira de janeiro', '2027-01-20');
    await add('2026-11-10T11:00:00Z', 'Primeira de janeiro', '2027-01-20');
    await create(other.uuid, { ...valid, action: 'De outra empresa' }, other.token);
    expect((await remove(c.uuid, gone, c.token)).statusCode).toBe(204);

    for (const token of [c.token, admin.token]) {
      const res = await list(c.uuid, token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json().map((i: { action: string }) => i.action)).toEqual([
        'Dezembro',
        'Primeira de janeiro',
        'Segunda de janeiro',
        'Terceira de janeiro',
      ]);
    }
    ctx.setNow('2026-11-10T13:00:00.000Z');
  });
});

describe('PATCH /companies/{uuid}/action-plan/{itemUuid}', () => {
  it('changes only the fields sent (status alone, then the rest) and moves updatedAt', async () => {
    const created = (await create(company.uuid, valid, company.token)).json();
    ctx.setNow('2026-11-10T13:05:00.000Z');
    const done = await patch(company.uuid, created.uuid, { status: 'done' }, company.token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      ...created,
      status: 'done',
      updatedAt: '2026-11-10T10:05:00.000-03:00',
    });
    const edited = await patch(
      company.uuid,
      created.uuid,
      {
        action: 'Rodas de conversa mensais',
        owner: 'Liderança',
        dueDate: '2027-02-01',
        risk: 'Isolamento',
      },
      admin.token,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      action: 'Rodas de conversa mensais',
      owner: 'Liderança',
      dueDate: '2027-02-01',
      risk: 'Isolamento',
      status: 'done',
      createdAt: created.createdAt,
    });
    ctx.setNow('2026-11-10T13:00:00.000Z');
  });

  it('refuses an empty change and invalid fields (400)', async () => {
    const created = (await create(company.uuid, valid, company.token)).json();
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Informe ao menos um campo para alterar'],
      [{ status: 'feito' }, 'Situação inválida'],
      [{ action: '  ' }, 'Campo obrigatório'],
      [{ dueDate: '2026-13-01' }, 'Data inválida'],
      [{ risk: 'x'.repeat(501) }, 'Máximo de 500 caracteres'],
      [{ owner: 'a\u0000' }, 'O texto contém caracteres não permitidos'],
    ];
    for (const [payload, message] of cases) {
      const res = await patch(company.uuid, created.uuid, payload, company.token);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const [row] = (await list(company.uuid, company.token))
      .json()
      .filter((i: { uuid: string }) => i.uuid === created.uuid);
    expect(row).toEqual(created);
  });

  it("404 for an unknown action, a deleted one, or one of another company's plan named under this company", async () => {
    const mine = (await create(company.uuid, valid, company.token)).json();
    const theirs = (await create(other.uuid, valid, other.token)).json();
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const itemUuid of [unknown, theirs.uuid]) {
      const res = await patch(company.uuid, itemUuid, { status: 'done' }, company.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Ação não encontrada');
    }
    // The administrator too: the action belongs to `other`, not to `company`.
    expect(
      (await patch(company.uuid, theirs.uuid, { status: 'done' }, admin.token)).statusCode,
    ).toBe(404);
    expect((await remove(company.uuid, mine.uuid, company.token)).statusCode).toBe(204);
    expect(
      (await patch(company.uuid, mine.uuid, { status: 'done' }, company.token)).statusCode,
    ).toBe(404);
    const still = (await list(other.uuid, other.token)).json();
    expect(still.find((i: { uuid: string }) => i.uuid === theirs.uuid).status).toBe(valid.status);
  });
});

describe('DELETE /companies/{uuid}/action-plan/{itemUuid}', () => {
  it('removes the action (204) from the list and the NR-1 report; a second delete is 404', async () => {
    const c = await makeCompany(ctx);
    const keep = (await create(c.uuid, { ...valid, action: 'Fica' }, c.token)).json();
    const drop = (await create(c.uuid, { ...valid, action: 'Sai' }, c.token)).json();
    const res = await remove(c.uuid, drop.uuid, admin.token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await list(c.uuid, c.token)).json().map((i: { uuid: string }) => i.uuid)).toEqual([
      keep.uuid,
    ]);
    const again = await remove(c.uuid, drop.uuid, c.token);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Ação não encontrada');
    const report = await call('GET', '/company-insights/nr1-report', c.token);
    expect(report.statusCode).toBe(200);
    expect(report.json().actionPlan).toEqual([keep]);
  });
});

describe('who may call', () => {
  it('401 without a token on all four calls', async () => {
    const item = '00000000-0000-4000-8000-000000000000';
    for (const res of [
      await list(company.uuid),
      await create(company.uuid, valid),
      await patch(company.uuid, item, { status: 'done' }),
      await remove(company.uuid, item),
    ])
      expect(res.statusCode).toBe(401);
  });

  it("403 'Acesso negado' for collaborators, psychologists, and a company naming another company", async () => {
    const theirs = (await create(other.uuid, valid, other.token)).json();
    const collaborator = await makeCollaborator(ctx, { companyUuid: company.uuid });
    const psychologist = await makePsychologist(ctx);
    const calls = (target: string, token: string) => [
      list(target, token),
      create(target, valid, token),
      patch(target, theirs.uuid, { status: 'done' }, token),
      remove(target, theirs.uuid, token),
    ];
    const answers = [
      ...(await Promise.all(calls(company.uuid, collaborator.token))),
      ...(await Promise.all(calls(company.uuid, psychologist.token))),
      ...(await Promise.all(calls(other.uuid, company.token))),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Acesso negado');
    }
    // Nothing changed in the other company's plan.
    const theirsNow = (await list(other.uuid, other.token))
      .json()
      .find((i: { uuid: string }) => i.uuid === theirs.uuid);
    expect(theirsNow).toEqual(theirs);
  });

  it("404 'Empresa não encontrada' for the administrator naming an unknown or deleted company", async () => {
    const deleted = await makeCompany(ctx);
    await ctx.db
      .update(s.companies)
      .set({ deletedAt: ctx.now() })
      .where(eq(s.companies.uuid, deleted.uuid));
    for (const target of ['00000000-0000-4000-8000-000000000001', deleted.uuid]) {
      const res = await list(target, admin.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Empresa não encontrada');
      expect((await create(target, valid, admin.token)).statusCode).toBe(404);
    }
  });

  it('400 for a malformed uuid in the path', async () => {
    const res = await list('nao-e-uuid', admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('UUID inválido');
  });
});
