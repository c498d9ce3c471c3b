import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import {
  makeAdministrator,
  makeCollaborator,
  makeCompany,
  makePsychologist,
  makeSector,
  makeCompanyWithSector,
} from '../helpers/factories.ts';
import { expectLedgerBalanced } from '../helpers/ledger.ts';
import { apiCaller } from '../helpers/api.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof makeAdministrator>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await makeAdministrator(ctx);
});
afterAll(async () => {
  await expectLedgerBalanced(ctx);
  await ctx.close();
});

const call = apiCaller(() => ctx);

const credits = async (uuid: string) =>
  (await ctx.db.select().from(s.collaborators).where(eq(s.collaborators.uuid, uuid)))[0].credits;

/** `n` collaborators with `start` credits each, in one sector of a new company. */
async function team(n: number, start: number) {
  const { company, sector } = await makeCompanyWithSector(ctx);
  const where = { companyUuid: company.uuid, sectorUuid: sector.uuid, credits: start };
  const people = [];
  for (let i = 0; i < n; i++) people.push(await makeCollaborator(ctx, where));
  return { company, sector, people };
}

/** An administrator's grant to a sector or a company. */
const grant = (kind: 'sector' | 'company', uuid: string, amount: number) =>
  call('PATCH', `/collaborators/${kind}/${uuid}/add-credits`, admin.token, { credits: amount });

describe('PATCH /collaborators/:uuid/add-credits', () => {
  it('adds credits, writes the ledger and the audit log', async () => {
    const c = await makeCollaborator(ctx, { credits: 2 });
    const res = await call('PATCH', `/collaborators/${c.uuid}/add-credits`, admin.token, {
      credits: '5',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ credits: 5, collaboratorsCount: 1 });
    expect(await credits(c.uuid)).toBe(7);
    const ledger = await ctx.db
      .select()
      .from(s.creditLedger)
      .where(eq(s.creditLedger.collaboratorUuid, c.uuid));
    expect(ledger.at(-1)).toMatchObject({
      delta: 5,
      reason: 'grant',
      actorRole: 'administrator',
      actorUuid: admin.uuid,
    });
    const audit = await ctx.db.select().from(s.auditLog).where(eq(s.auditLog.targetUuid, c.uuid));
    expect(audit).toMatchObject([
      {
        action: 'grant_credits',
        targetType: 'collaborator',
        details: { credits: 5, collaboratorsCount: 1 },
      },
    ]);
  });

  it('answers 400 with the messages and changes nothing', async () => {
    const c = await makeCollaborator(ctx, { credits: 1 });
    const cases: [unknown, string][] = [
      ['', 'Quantidade de créditos é obrigatória'],
      [undefined, 'Quantidade de créditos é obrigatória'],
      [0, 'Quantidade deve ser maior que zero'],
      [-3, 'Quantidade deve ser maior que zero'],
      [1.5, 'A quantidade deve ser um número inteiro'],
      ['abc', 'A quantidade deve ser um número inteiro'],
      [1001, 'Máximo de 1000 créditos por vez'],
    ];
    for (const [value, message] of cases) {
      const res = await call('PATCH', `/collaborators/${c.uuid}/add-credits`, admin.token, {
        credits: value,
      });
      expect([res.statusCode, res.json().message], String(value)).toEqual([400, message]);
    }
    expect(await credits(c.uuid)).toBe(1);
    const ok = await call('PATCH', `/collaborators/${c.uuid}/add-credits`, admin.token, {
      credits: 1000,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answers 404 for an unknown or deleted collaborator, 401, 403 for a company and others', async () => {
    const gone = await makeCollaborator(ctx, { deletedAt: new Date() });
    expect(
      (await call('PATCH', `/collaborators/${gone.uuid}/add-credits`, admin.token, { credits: 1 }))
        .statusCode,
    ).toBe(404);
    const missing = await call(
      'PATCH',
      `/collaborators/${crypto.randomUUID()}/add-credits`,
      admin.token,
      { credits: 1 },
    );
    expect([missing.statusCode, missing.json().message]).toEqual([
      404,
      'Colaborador não encontrado',
    ]);
    const c = await makeCollaborator(ctx);
    expect(
      (await call('PATCH', `/collaborators/${c.uuid}/add-credits`, undefined, { credits: 1 }))
        .statusCode,
    ).toBe(401);
    const company = await ctx.db
      .select()
      .from(s.companies)
      .where(eq(s.companies.uuid, c.companyUuid));
    expect(company).toHaveLength(1);
    const own = await makeCompany(ctx);
    const psychologist = await makePsychologist(ctx);
    for (const token of [own.token, c.token, psychologist.token]) {
      expect(
        (await call('PATCH', `/collaborators/${c.uuid}/add-credits`, token, { credits: 1 }))
          .statusCode,
      ).toBe(403);
    }
    expect(await credits(c.uuid)).toBe(0);
  });
});

describe('PATCH /collaborators/sector/:uuid/add-credits', () => {
  it('adds to every active collaborator of the sector and says how many', async () => {
    const { company, sector } = await makeCompanyWithSector(ctx);
    const neighbour = await makeSector(ctx, company.uuid);
    const a = await makeCollaborator(ctx, {
      companyUuid: company.uuid,
      sectorUuid: sector.uuid,
      credits: 1,
    });
    const b = await makeCollaborator(ctx, { companyUuid: company.uuid, sectorUuid: sector.uuid });
    const gone = await makeCollaborator(ctx, {
      companyUuid: company.uuid,
      sectorUuid: sector.uuid,
      deletedAt: new Date(),
    });
    const n = await makeCollaborator(ctx, {
      companyUuid: company.uuid,
      sectorUuid: neighbour.uuid,
    });
    const res = await call(
      'PATCH',
      `/collaborators/sector/${sector.uuid}/add-credits`,
      admin.token,
      { credits: '3' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ credits: 3, collaboratorsCount: 2 });
    expect([
      await credits(a.uuid),
      await credits(b.uuid),
      await credits(gone.uuid),
      await credits(n.uuid),
    ]).toEqual([4, 3, 0, 0]);
    const audit = await ctx.db
      .select()
      .from(s.auditLog)
      .where(eq(s.auditLog.targetUuid, sector.uuid));
    expect(audit[0]).toMatchObject({ action: 'grant_credits', targetType: 'sector' });
    expect((audit[0].details as { collaboratorUuids: string[] }).collaboratorUuids.sort()).toEqual(
      [a.uuid, b.uuid].sort(),
    );
  });

  it("writes one ledger row per recipient under the grant's id, and the audit lists them in uuid order", async () => {
    const { sector, people } = await team(5, 0);
    const res = await grant('sector', sector.uuid, 2);
    expect(res.json()).toEqual({ credits: 2, collaboratorsCount: 5 });
    const [audit] = await ctx.db
      .select()
      .from(s.auditLog)
      .where(eq(s.auditLog.targetUuid, sector.uuid));
    const details = audit.details as { grantUuid: string; collaboratorUuids: string[] };
    const uuids = people.map((p) => p.uuid).sort();
    expect(details).toEqual({
      grantUuid: details.grantUuid,
      credits: 2,
      collaboratorsCount: 5,
      collaboratorUuids: uuids,
    });
    const ledger = await ctx.db
      .select()
      .from(s.creditLedger)
      .where(eq(s.creditLedger.refUuid, details.grantUuid));
    expect(ledger.map((l) => l.collaboratorUuid).sort()).toEqual(uuids);
    for (const row of ledger)
      expect(row).toMatchObject({
        delta: 2,
        reason: 'grant',
        actorRole: 'administrator',
        actorUuid: admin.uuid,
        note: `grant to sector ${sector.uuid}`,
      });
  });

  it('two grants at once over the same people both land, each once', async () => {
    const { company, sector, people } = await team(6, 1);
    const answers = await Promise.all([
      grant('sector', sector.uuid, 3),
      grant('company', company.uuid, 5),
      grant('sector', sector.uuid, 7),
    ]);
    expect(answers.map((a) => [a.statusCode, a.json().collaboratorsCount])).toEqual([
      [200, 6],
      [200, 6],
      [200, 6],
    ]);
    for (const p of people) expect(await credits(p.uuid)).toBe(16);
  });

  it('answers 200 with 0 for an empty sector, 400, 404, 401, 403', async () => {
    const { company, sector } = await makeCompanyWithSector(ctx);
    const empty = await call(
      'PATCH',
      `/collaborators/sector/${sector.uuid}/add-credits`,
      admin.token,
      { credits: 1 },
    );
    expect(empty.json()).toEqual({ credits: 1, collaboratorsCount: 0 });
    const bad = await call(
      'PATCH',
      `/collaborators/sector/${sector.uuid}/add-credits`,
      admin.token,
      { credits: '' },
    );
    expect([bad.statusCode, bad.json().message]).toEqual([
      400,
      'Quantidade de créditos é obrigatória',
    ]);
    const missing = await call(
      'PATCH',
      `/collaborators/sector/${crypto.randomUUID()}/add-credits`,
      admin.token,
      { credits: 1 },
    );
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Setor não encontrado']);
    expect(
      (
        await call('PATCH', `/collaborators/sector/${sector.uuid}/add-credits`, undefined, {
          credits: 1,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await call('PATCH', `/collaborators/sector/${sector.uuid}/add-credits`, company.token, {
          credits: 1,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('PATCH /collaborators/company/:uuid/add-credits', () => {
  it('adds to every active collaborator of every sector of the company', async () => {
    const { company, sector: s1 } = await makeCompanyWithSector(ctx);
    const s2 = await makeSector(ctx, company.uuid);
    const a = await makeCollaborator(ctx, { companyUuid: company.uuid, sectorUuid: s1.uuid });
    const b = await makeCollaborator(ctx, {
      companyUuid: company.uuid,
      sectorUuid: s2.uuid,
      credits: 2,
    });
    const outsider = await makeCollaborator(ctx);
    const res = await call(
      'PATCH',
      `/collaborators/company/${company.uuid}/add-credits`,
      admin.token,
      { credits: 10 },
    );
    expect(res.json()).toEqual({ credits: 10, collaboratorsCount: 2 });
    expect([await credits(a.uuid), await credits(b.uuid), await credits(outsider.uuid)]).toEqual([
      10, 12, 0,
    ]);
    const ledger = await ctx.db
      .select()
      .from(s.creditLedger)
      .where(eq(s.creditLedger.collaboratorUuid, a.uuid));
    expect(ledger).toMatchObject([{ delta: 10, reason: 'grant' }]);
  });

  it("answers 400 with the company's message, 404, 401, 403", async () => {
    const company = await makeCompany(ctx);
    const empty = await call(
      'PATCH',
      `/collaborators/company/${company.uuid}/add-credits`,
      admin.token,
      { credits: '' },
    );
    expect([empty.statusCode, empty.json().message]).toEqual([
      400,
      'Quantidade deve ser maior que zero',
    ]);
    const zero = await call(
      'PATCH',
      `/collaborators/company/${company.uuid}/add-credits`,
      admin.token,
      { credits: 0 },
    );
    expect([zero.statusCode, zero.json().message]).toEqual([
      400,
      'Quantidade deve ser maior que zero',
    ]);
    const missing = await call(
      'PATCH',
      `/collaborators/company/${crypto.randomUUID()}/add-credits`,
      admin.token,
      { credits: 1 },
    );
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Empresa não encontrada']);
    expect(
      (
        await call('PATCH', `/collaborators/company/${company.uuid}/add-credits`, undefined, {
          credits: 1,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await call('PATCH', `/collaborators/company/${company.uuid}/add-credits`, company.token, {
          credits: 1,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('is all or nothing: a failure part-way leaves every balance unchanged', async () => {
    const { company, sector } = await makeCompanyWithSector(ctx);
    const a = await makeCollaborator(ctx, { companyUuid: company.uuid, sectorUuid: sector.uuid });
    const b = await makeCollaborator(ctx, { companyUuid: company.uuid, sectorUuid: sector.uuid });
    // A trigger makes the ledger insert for the last one (uuid order) fail after the first was credited.
    const last = [a.uuid, b.uuid].sort()[1];
    await ctx.db.execute(
      sql.raw(`create or replace function fail_for_last() returns trigger as $$
      begin
        if new.collaborator_uuid = '${last}' then raise exception 'boom'; end if;
        return new;
      end $$ language plpgsql`),
    );
    await ctx.db.execute(
      sql.raw(
        'create trigger fail_for_last before insert on credit_ledger for each row execute function fail_for_last()',
      ),
    );
    try {
      const res = await call(
        'PATCH',
        `/collaborators/company/${company.uuid}/add-credits`,
        admin.token,
        { credits: 4 },
      );
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx.db.execute(sql.raw('drop trigger fail_for_last on credit_ledger'));
      await ctx.db.execute(sql.raw('drop function fail_for_last()'));
    }
    expect([await credits(a.uuid), await credits(b.uuid)]).toEqual([0, 0]);
    const audit = await ctx.db
      .select()
      .from(s.auditLog)
      .where(eq(s.auditLog.targetUuid, company.uuid));
    expect(audit).toHaveLength(0);
  });
});
