import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { formatCnpj, generateCnpj } from '@brazilian-utils/brazilian-utils';
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

const valid = () => ({
  name: 'Empresa Boa',
  document: formatCnpj(generateCnpj()),
  legalName: 'Empresa Boa Ltda.',
  email: `RH.${Math.random().toString(36).slice(2, 8)}@empresaboa.com.br`,
  actionPlanLink: 'https://exemplo.com/plano',
  dashboardLink: 'https://exemplo.com/painel',
  formId: 'builtin',
  formTitle: 'Radar do bem-estar',
});

describe('GET /companies', () => {
  it('lists active companies with their active collaborator counts', async () => {
    const { company, sector } = await makeCompanyWithSector(ctx, { name: 'AAA Contadora' });
    await makeCollaborator(ctx, { companyUuid: company.uuid, sectorUuid: sector.uuid });
    await makeCollaborator(ctx, { companyUuid: company.uuid, sectorUuid: sector.uuid });
    await makeCollaborator(ctx, {
      companyUuid: company.uuid,
      sectorUuid: sector.uuid,
      deletedAt: new Date(),
    });
    const empty = await makeCompany(ctx);
    const gone = await makeCompany(ctx, { deletedAt: new Date() });
    const res = await call('GET', '/companies', admin.token);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { uuid: string; collaboratorsCount: number }[];
    expect(rows.find((r) => r.uuid === company.uuid)?.collaboratorsCount).toBe(2);
    expect(rows.find((r) => r.uuid === empty.uuid)?.collaboratorsCount).toBe(0);
    expect(rows.some((r) => r.uuid === gone.uuid)).toBe(false);
    for (const row of rows) expect(row).not.toHaveProperty('passwordHash');
  });

  it('answers 401 and 403 (a company may not list companies)', async () => {
    expect((await call('GET', '/companies')).statusCode).toBe(401);
    const company = await makeCompany(ctx);
    expect((await call('GET', '/companies', company.token)).statusCode).toBe(403);
  });
});

describe('GET /companies/:uuid', () => {
  it('includes its sectors with counts, for an administrator and for the company itself', async () => {
    const { company, sector: a } = await makeCompanyWithSector(ctx, {}, 'Atendimento');
    const b = await makeSector(ctx, company.uuid, 'Backoffice');
    await makeSector(ctx, company.uuid, 'Removido').then((x) =>
      ctx.db.update(s.sectors).set({ deletedAt: new Date() }).where(eq(s.sectors.uuid, x.uuid)),
    );
    await makeCollaborator(ctx, { companyUuid: company.uuid, sectorUuid: a.uuid });
    for (const token of [admin.token, company.token]) {
      const res = await call('GET', `/companies/${company.uuid}`, token);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).not.toHaveProperty('passwordHash');
      expect(body.collaboratorsCount).toBe(1);
      expect(body.sectors).toEqual([
        expect.objectContaining({ uuid: a.uuid, name: 'Atendimento', collaboratorsCount: 1 }),
        expect.objectContaining({ uuid: b.uuid, name: 'Backoffice', collaboratorsCount: 0 }),
      ]);
    }
  });

  it("answers 403 for another company's id, 404 unknown, 401, 403 other roles", async () => {
    const company = await makeCompany(ctx);
    const other = await makeCompany(ctx);
    const res = await call('GET', `/companies/${other.uuid}`, company.token);
    expect([res.statusCode, res.json().message]).toEqual([403, 'Acesso negado']);
    const missing = await call('GET', `/companies/${crypto.randomUUID()}`, admin.token);
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Empresa não encontrada']);
    expect((await call('GET', `/companies/${company.uuid}`)).statusCode).toBe(401);
    const psychologist = await makePsychologist(ctx);
    expect((await call('GET', `/companies/${company.uuid}`, psychologist.token)).statusCode).toBe(
      403,
    );
  });
});

describe('POST /companies', () => {
  it('creates the company with an invitation to sign in as a company', async () => {
    const input = valid();
    const res = await call('POST', '/companies', admin.token, input);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Empresa Boa',
      document: input.document.replace(/\D/g, ''),
      email: input.email.toLowerCase(),
      collaboratorsCount: 0,
    });
    const invites = await ctx.db
      .select()
      .from(s.outbox)
      .where(and(eq(s.outbox.relatedUuid, body.uuid), eq(s.outbox.kind, 'invitation')));
    expect(invites[0].body).toContain('role=company&token=');
  });

  it('answers 400 with the spec messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid(), name: '' }, 'Campo obrigatório'],
      [{ ...valid(), document: '11.111.111/1111-11' }, 'CNPJ inválido'],
      [{ ...valid(), legalName: '' }, 'Campo obrigatório'],
      [{ ...valid(), email: 'x@' }, 'E-mail inválido'],
      [{ ...valid(), actionPlanLink: '' }, 'Campo obrigatório'],
      [{ ...valid(), dashboardLink: 'javascript:alert(1)' }, 'Link inválido'],
      [{ ...valid(), formId: '' }, 'Campo obrigatório'],
      [{ ...valid(), formTitle: ' ' }, 'Campo obrigatório'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/companies', admin.token, payload);
      expect([res.statusCode, res.json().message], JSON.stringify(payload)).toEqual([400, message]);
    }
  });

  it('answers 409 for a duplicate CNPJ or e-mail, 401 and 403', async () => {
    const first = valid();
    expect((await call('POST', '/companies', admin.token, first)).statusCode).toBe(201);
    const cnpj = await call('POST', '/companies', admin.token, {
      ...valid(),
      document: first.document,
    });
    expect([cnpj.statusCode, cnpj.json().message]).toEqual([409, 'CNPJ já cadastrado']);
    const email = await call('POST', '/companies', admin.token, { ...valid(), email: first.email });
    expect([email.statusCode, email.json().message]).toEqual([409, 'E-mail já cadastrado']);
    expect((await call('POST', '/companies', undefined, valid())).statusCode).toBe(401);
    const company = await makeCompany(ctx);
    expect((await call('POST', '/companies', company.token, valid())).statusCode).toBe(403);
  });
});

describe('PUT /companies/:uuid and PATCH /companies/:uuid/form', () => {
  it('updates every field, and the form alone', async () => {
    const company = await makeCompany(ctx);
    const input = valid();
    const res = await call('PUT', `/companies/${company.uuid}`, admin.token, input);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uuid: company.uuid, legalName: 'Empresa Boa Ltda.' });
    const form = await call('PATCH', `/companies/${company.uuid}/form`, admin.token, {
      formId: 'abc123',
      formTitle: 'Novo radar',
    });
    expect(form.statusCode).toBe(200);
    expect(form.json()).toMatchObject({
      formId: 'abc123',
      formTitle: 'Novo radar',
      name: 'Empresa Boa',
    });
  });

  it('answers 400, 404, 409, 401 and 403', async () => {
    const company = await makeCompany(ctx);
    const other = await makeCompany(ctx);
    const bad = await call('PATCH', `/companies/${company.uuid}/form`, admin.token, {
      formId: 'x',
    });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Campo obrigatório']);
    const missing = await call('PUT', `/companies/${crypto.randomUUID()}`, admin.token, valid());
    expect(missing.statusCode).toBe(404);
    const missingForm = await call('PATCH', `/companies/${crypto.randomUUID()}/form`, admin.token, {
      formId: 'x',
      formTitle: 'y',
    });
    expect(missingForm.statusCode).toBe(404);
    const dup = await call('PUT', `/companies/${company.uuid}`, admin.token, {
      ...valid(),
      document: other.document,
    });
    expect([dup.statusCode, dup.json().message]).toEqual([409, 'CNPJ já cadastrado']);
    expect((await call('PUT', `/companies/${company.uuid}`, undefined, valid())).statusCode).toBe(
      401,
    );
    // A company cannot edit itself through the administrator's calls.
    expect(
      (await call('PUT', `/companies/${company.uuid}`, company.token, valid())).statusCode,
    ).toBe(403);
    expect(
      (
        await call('PATCH', `/companies/${company.uuid}/form`, company.token, {
          formId: 'x',
          formTitle: 'y',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /companies/:uuid', () => {
  it('refuses while it has active collaborators', async () => {
    const company = await makeCompany(ctx);
    await makeCollaborator(ctx, { companyUuid: company.uuid });
    const res = await call('DELETE', `/companies/${company.uuid}`, admin.token);
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'Remova os colaboradores antes de excluir',
    ]);
  });

  it('soft-deletes the company and its empty sectors, audits, kills its token', async () => {
    const { company, sector } = await makeCompanyWithSector(ctx);
    await makeCollaborator(ctx, {
      companyUuid: company.uuid,
      sectorUuid: sector.uuid,
      deletedAt: new Date(),
    });
    const res = await call('DELETE', `/companies/${company.uuid}`, admin.token);
    expect(res.statusCode).toBe(204);
    const [row] = await ctx.db.select().from(s.companies).where(eq(s.companies.uuid, company.uuid));
    const [sec] = await ctx.db.select().from(s.sectors).where(eq(s.sectors.uuid, sector.uuid));
    expect(row.deletedAt).not.toBeNull();
    expect(sec.deletedAt).not.toBeNull();
    const audit = await ctx.db
      .select()
      .from(s.auditLog)
      .where(eq(s.auditLog.targetUuid, company.uuid));
    expect(audit).toMatchObject([{ action: 'delete', targetType: 'company' }]);
    expect((await call('GET', `/companies/${company.uuid}`, company.token)).statusCode).toBe(401);
    expect((await call('GET', `/companies/${company.uuid}`, admin.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/companies/${company.uuid}`, admin.token)).statusCode).toBe(404);
  });

  it('answers 401 and 403', async () => {
    const company = await makeCompany(ctx);
    expect((await call('DELETE', `/companies/${company.uuid}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/companies/${company.uuid}`, company.token)).statusCode).toBe(
      403,
    );
  });
});

describe('company sign-in', () => {
  it('an invited company sets its password and signs in', async () => {
    const input = valid();
    const created = (await call('POST', '/companies', admin.token, input)).json();
    const [invite] = await ctx.db
      .select()
      .from(s.outbox)
      .where(and(eq(s.outbox.relatedUuid, created.uuid), eq(s.outbox.kind, 'invitation')));
    const token = /token=([\w-]+)/.exec(invite.body)![1];
    const reset = await call('POST', '/auth/reset-password', undefined, {
      token,
      password: 'nova-senha-1',
    });
    expect(reset.statusCode).toBeLessThan(300);
    const signIn = await call('POST', '/companies/sign-in', undefined, {
      email: input.email,
      password: 'nova-senha-1',
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().uuid).toBe(created.uuid);
  });
});
