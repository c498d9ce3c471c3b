import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import {
  makeCollaborator,
  makeCompany,
  makePsychologist,
  makeSector,
  makeCompanyWithSector,
} from '../helpers/factories.ts';
import { fileKit } from '../helpers/file-app.ts';

const { ctx, admin, call } = fileKit();

describe('GET /sectors', () => {
  it('gives an administrator every active sector and a company only its own', async () => {
    const mine = await makeCompany(ctx);
    const theirs = await makeCompany(ctx);
    const a = await makeSector(ctx, mine.uuid, 'Financeiro');
    const b = await makeSector(ctx, theirs.uuid, 'Jurídico');
    await makeCollaborator(ctx, { companyUuid: mine.uuid, sectorUuid: a.uuid });
    const all = await call('GET', '/sectors', admin.token);
    expect(all.statusCode).toBe(200);
    const allUuids = all.json().map((x: { uuid: string }) => x.uuid);
    expect(allUuids).toEqual(expect.arrayContaining([a.uuid, b.uuid]));
    const own = await call('GET', '/sectors', mine.token);
    expect(own.json()).toEqual([
      expect.objectContaining({
        uuid: a.uuid,
        name: 'Financeiro',
        companyUuid: mine.uuid,
        company: { uuid: mine.uuid, name: mine.name },
        collaboratorsCount: 1,
      }),
    ]);
  });

  it('answers 401 and 403 for collaborators and psychologists', async () => {
    expect((await call('GET', '/sectors')).statusCode).toBe(401);
    const collaborator = await makeCollaborator(ctx);
    const psychologist = await makePsychologist(ctx);
    expect((await call('GET', '/sectors', collaborator.token)).statusCode).toBe(403);
    expect((await call('GET', '/sectors', psychologist.token)).statusCode).toBe(403);
  });
});

describe('GET /sectors/:uuid', () => {
  it('returns name, company and active collaborators with credits to an administrator', async () => {
    const { company, sector } = await makeCompanyWithSector(ctx, {}, 'Comercial');
    const c = await makeCollaborator(ctx, {
      companyUuid: company.uuid,
      sectorUuid: sector.uuid,
      credits: 3,
    });
    await makeCollaborator(ctx, {
      companyUuid: company.uuid,
      sectorUuid: sector.uuid,
      deletedAt: new Date(),
    });
    const res = await call('GET', `/sectors/${sector.uuid}`, admin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      uuid: sector.uuid,
      name: 'Comercial',
      company: { uuid: company.uuid, name: company.name },
      collaboratorsCount: 1,
    });
    expect(body.collaborators).toEqual([
      expect.objectContaining({
        uuid: c.uuid,
        credits: 3,
        document: c.document,
        birthdate: '1990-01-01',
      }),
    ]);
    expect(body.collaborators[0]).not.toHaveProperty('passwordHash');
  });

  it('shows its own company contact data but not credits or radar status', async () => {
    const { company, sector } = await makeCompanyWithSector(ctx);
    await makeCollaborator(ctx, { companyUuid: company.uuid, sectorUuid: sector.uuid, credits: 2 });
    const res = await call('GET', `/sectors/${sector.uuid}`, company.token);
    expect(res.statusCode).toBe(200);
    const [person] = res.json().collaborators;
    expect(person).toHaveProperty('email');
    expect(person).toHaveProperty('birthdate');
    expect(person).not.toHaveProperty('credits');
    expect(person).not.toHaveProperty('hasSentForm');
    expect(person).not.toHaveProperty('lastSentFormAt');
  });

  it("answers 403 for another company's sector, 404, 400 and 401", async () => {
    const company = await makeCompany(ctx);
    const { sector } = await makeCompanyWithSector(ctx);
    const res = await call('GET', `/sectors/${sector.uuid}`, company.token);
    expect([res.statusCode, res.json().message]).toEqual([403, 'Acesso negado']);
    const missing = await call('GET', `/sectors/${crypto.randomUUID()}`, admin.token);
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Setor não encontrado']);
    expect((await call('GET', '/sectors/abc', admin.token)).statusCode).toBe(400);
    expect((await call('GET', `/sectors/${sector.uuid}`)).statusCode).toBe(401);
  });
});

describe('POST /sectors', () => {
  it('an administrator creates a sector in the company it names', async () => {
    const company = await makeCompany(ctx);
    const res = await call('POST', '/sectors', admin.token, {
      name: ' RH ',
      companyUuid: company.uuid,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'RH',
      companyUuid: company.uuid,
      collaboratorsCount: 0,
    });
  });

  it("a company's sector always belongs to itself, whatever the payload says", async () => {
    const company = await makeCompany(ctx);
    const other = await makeCompany(ctx);
    const withOther = await call('POST', '/sectors', company.token, {
      name: 'TI',
      companyUuid: other.uuid,
    });
    expect(withOther.statusCode).toBe(201);
    expect(withOther.json().companyUuid).toBe(company.uuid);
    const without = await call('POST', '/sectors', company.token, { name: 'Jurídico' });
    expect(without.statusCode).toBe(201);
    expect(without.json().companyUuid).toBe(company.uuid);
    const otherSectors = await ctx.db
      .select()
      .from(s.sectors)
      .where(eq(s.sectors.companyUuid, other.uuid));
    expect(otherSectors).toHaveLength(0);
  });

  it('answers 400 with the messages, 404 for an unknown company, 401 and 403', async () => {
    const company = await makeCompany(ctx);
    const noName = await call('POST', '/sectors', admin.token, {
      name: '',
      companyUuid: company.uuid,
    });
    expect([noName.statusCode, noName.json().message]).toEqual([400, 'Campo obrigatório']);
    const noCompany = await call('POST', '/sectors', admin.token, { name: 'X' });
    expect([noCompany.statusCode, noCompany.json().message]).toEqual([400, 'Campo obrigatório']);
    const emptyCompany = await call('POST', '/sectors', admin.token, {
      name: 'X',
      companyUuid: '',
    });
    expect([emptyCompany.statusCode, emptyCompany.json().message]).toEqual([
      400,
      'Campo obrigatório',
    ]);
    const badCompany = await call('POST', '/sectors', admin.token, { name: 'X', companyUuid: 'x' });
    expect([badCompany.statusCode, badCompany.json().message]).toEqual([400, 'Empresa inválida']);
    const missing = await call('POST', '/sectors', admin.token, {
      name: 'X',
      companyUuid: crypto.randomUUID(),
    });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Empresa não encontrada']);
    expect((await call('POST', '/sectors', undefined, { name: 'X' })).statusCode).toBe(401);
    const collaborator = await makeCollaborator(ctx);
    expect((await call('POST', '/sectors', collaborator.token, { name: 'X' })).statusCode).toBe(
      403,
    );
  });
});

describe('PUT /sectors/:uuid', () => {
  it('renames, for an administrator and for the owning company', async () => {
    const { company, sector } = await makeCompanyWithSector(ctx);
    const byAdmin = await call('PUT', `/sectors/${sector.uuid}`, admin.token, { name: 'Vendas' });
    expect([byAdmin.statusCode, byAdmin.json().name]).toEqual([200, 'Vendas']);
    const byCompany = await call('PUT', `/sectors/${sector.uuid}`, company.token, {
      name: 'Vendas 2',
    });
    expect([byCompany.statusCode, byCompany.json().name]).toEqual([200, 'Vendas 2']);
  });

  it("answers 403 for another company's sector (unchanged), 400, 404, 401", async () => {
    const company = await makeCompany(ctx);
    const { sector } = await makeCompanyWithSector(ctx, {}, 'Original');
    const res = await call('PUT', `/sectors/${sector.uuid}`, company.token, { name: 'Hack' });
    expect(res.statusCode).toBe(403);
    const [row] = await ctx.db.select().from(s.sectors).where(eq(s.sectors.uuid, sector.uuid));
    expect(row.name).toBe('Original');
    const bad = await call('PUT', `/sectors/${sector.uuid}`, admin.token, { name: '' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Campo obrigatório']);
    expect(
      (await call('PUT', `/sectors/${crypto.randomUUID()}`, admin.token, { name: 'a' })).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/sectors/${sector.uuid}`, undefined, { name: 'a' })).statusCode,
    ).toBe(401);
  });
});

describe('DELETE /sectors/:uuid', () => {
  it('refuses while the sector has active collaborators', async () => {
    const { company, sector } = await makeCompanyWithSector(ctx);
    await makeCollaborator(ctx, { companyUuid: company.uuid, sectorUuid: sector.uuid });
    const res = await call('DELETE', `/sectors/${sector.uuid}`, company.token);
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'Remova os colaboradores antes de excluir',
    ]);
  });

  it('soft-deletes and audits, for an administrator and for the owning company', async () => {
    const { company, sector: a } = await makeCompanyWithSector(ctx);
    const b = await makeSector(ctx, company.uuid);
    expect((await call('DELETE', `/sectors/${a.uuid}`, admin.token)).statusCode).toBe(204);
    expect((await call('DELETE', `/sectors/${b.uuid}`, company.token)).statusCode).toBe(204);
    const list = await call('GET', '/sectors', company.token);
    expect(list.json()).toEqual([]);
    const audit = await ctx.db.select().from(s.auditLog).where(eq(s.auditLog.targetUuid, b.uuid));
    expect(audit).toMatchObject([
      { action: 'delete', actorRole: 'company', actorUuid: company.uuid },
    ]);
    expect((await call('GET', `/sectors/${a.uuid}`, admin.token)).statusCode).toBe(404);
  });

  it("answers 403 for another company's sector, 404, 401", async () => {
    const company = await makeCompany(ctx);
    const { sector } = await makeCompanyWithSector(ctx);
    expect((await call('DELETE', `/sectors/${sector.uuid}`, company.token)).statusCode).toBe(403);
    const [row] = await ctx.db.select().from(s.sectors).where(eq(s.sectors.uuid, sector.uuid));
    expect(row.deletedAt).toBeNull();
    expect((await call('DELETE', `/sectors/${crypto.randomUUID()}`, admin.token)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/sectors/${sector.uuid}`)).statusCode).toBe(401);
  });
});
