import { describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { formatCpf, generateCpf } from '@brazilian-utils/brazilian-utils';
import * as s from '../../src/db/schema.ts';
import { createTestApp } from '../helpers/test-app.ts';
import {
  makeAdministrator,
  makeCollaborator,
  makeCompany,
  makeCompanyWithSector,
  makeDebitedAppointment,
  makePsychologist,
} from '../helpers/factories.ts';
import { fileKit } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';

const { ctx, admin, call } = fileKit();

const valid = (sectorUuid: string, companyUuid?: string) => ({
  name: 'João Pereira',
  document: formatCpf(generateCpf()),
  email: `Joao.${Math.random().toString(36).slice(2, 8)}@empresa.com.br`,
  birthdate: '1992-05-17',
  gender: 'male',
  phone: '(21) 99876-5432',
  sectorUuid,
  companyUuid,
});

const { birthdate: _b, companyUuid: _c, ...updateShape } = valid(crypto.randomUUID());
const update = (sectorUuid: string) => ({ ...updateShape, document: generateCpf(), sectorUuid });

const place = () => makeCompanyWithSector(ctx);

/** A booked appointment `hoursAhead` from now, with its credit debited on the ledger. */
const book = (collaboratorUuid: string, psychologistUuid: string, hoursAhead: number) =>
  makeDebitedAppointment(ctx, {
    collaboratorUuid,
    psychologistUuid,
    startsAt: new Date(ctx.now().getTime() + hoursAhead * 3_600_000),
  });

describe('POST /collaborators', () => {
  it('an administrator creates a collaborator with an invitation, digits only, no password', async () => {
    const { company, sector } = await place();
    const input = valid(sector.uuid, company.uuid);
    const res = await call('POST', '/collaborators', admin.token, input);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'João Pereira',
      document: input.document.replace(/\D/g, ''),
      email: input.email.toLowerCase(),
      phone: '21998765432',
      birthdate: '1992-05-17',
      gender: 'male',
      credits: 0,
      sectorUuid: sector.uuid,
      companyUuid: company.uuid,
    });
    expect(body).not.toHaveProperty('passwordHash');
    const invites = await ctx.db
      .select()
      .from(s.outbox)
      .where(and(eq(s.outbox.relatedUuid, body.uuid), eq(s.outbox.kind, 'invitation')));
    expect(invites[0].body).toContain('role=collaborator&token=');
  });

  it("a company's collaborator joins the company itself, whatever companyUuid says", async () => {
    const { company, sector } = await place();
    const other = await makeCompany(ctx);
    const res = await call('POST', '/collaborators', company.token, valid(sector.uuid, other.uuid));
    expect(res.statusCode).toBe(201);
    expect(res.json().companyUuid).toBe(company.uuid);
    const without = await call('POST', '/collaborators', company.token, valid(sector.uuid));
    expect([without.statusCode, without.json().companyUuid]).toEqual([201, company.uuid]);
  });

  it("answers 403 when a company names another company's sector", async () => {
    const { company } = await place();
    const theirs = await place();
    const res = await call('POST', '/collaborators', company.token, valid(theirs.sector.uuid));
    expect([res.statusCode, res.json().message]).toEqual([403, 'Acesso negado']);
    const rows = await ctx.db
      .select()
      .from(s.collaborators)
      .where(eq(s.collaborators.sectorUuid, theirs.sector.uuid));
    expect(rows).toHaveLength(0);
  });

  it('answers 400 with the spec messages', async () => {
    const { company, sector } = await place();
    const other = await place();
    const base = valid(sector.uuid, company.uuid);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, name: '' }, 'Campo obrigatório'],
      [{ ...base, document: '111.111.111-11' }, 'CPF inválido'],
      [{ ...base, email: 'joao' }, 'E-mail inválido'],
      [{ ...base, birthdate: '' }, 'Campo obrigatório'],
      [{ ...base, birthdate: '2099-01-01' }, 'Data de nascimento inválida'],
      [{ ...base, gender: 'other' }, 'Campo obrigatório'],
      [{ ...base, phone: '' }, 'Campo obrigatório'],
      [{ ...base, sectorUuid: '' }, 'Campo obrigatório'],
      [{ ...base, sectorUuid: undefined }, 'Campo obrigatório'],
      [{ ...base, companyUuid: undefined }, 'Campo obrigatório'],
      [{ ...base, companyUuid: '' }, 'Campo obrigatório'],
      [{ ...base, sectorUuid: other.sector.uuid }, 'O setor não pertence à empresa'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/collaborators', admin.token, payload);
      expect([res.statusCode, res.json().message], JSON.stringify(payload)).toEqual([400, message]);
    }
  });

  it('answers 404 for an unknown sector, 409 for duplicates, 401 and 403', async () => {
    const { company, sector } = await place();
    const missing = await call(
      'POST',
      '/collaborators',
      admin.token,
      valid(crypto.randomUUID(), company.uuid),
    );
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Setor não encontrado']);
    const first = valid(sector.uuid, company.uuid);
    expect((await call('POST', '/collaborators', admin.token, first)).statusCode).toBe(201);
    const cpf = await call('POST', '/collaborators', admin.token, {
      ...valid(sector.uuid, company.uuid),
      document: first.document,
    });
    expect([cpf.statusCode, cpf.json().message]).toEqual([409, 'CPF já cadastrado']);
    const email = await call('POST', '/collaborators', admin.token, {
      ...valid(sector.uuid, company.uuid),
      email: first.email,
    });
    expect([email.statusCode, email.json().message]).toEqual([409, 'E-mail já cadastrado']);
    expect((await call('POST', '/collaborators', undefined, first)).statusCode).toBe(401);
    const psychologist = await makePsychologist(ctx);
    const collaborator = await makeCollaborator(ctx);
    expect((await call('POST', '/collaborators', psychologist.token, first)).statusCode).toBe(403);
    expect((await call('POST', '/collaborators', collaborator.token, first)).statusCode).toBe(403);
  });
});

describe('PUT /collaborators/:uuid', () => {
  it('updates, and an administrator may move a collaborator to another company (company follows the sector)', async () => {
    const { company, sector } = await place();
    // Invitation still unused: the company may still correct the e-mail (domain.md §14).
    const c = await makeCollaborator(ctx, {
      companyUuid: company.uuid,
      sectorUuid: sector.uuid,
      passwordHash: null,
    });
    const input = update(sector.uuid);
    const res = await call('PUT', `/collaborators/${c.uuid}`, company.token, input);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'João Pereira',
      gender: 'male',
      birthdate: '1990-01-01',
    });
    const elsewhere = await place();
    const moved = await call(
      'PUT',
      `/collaborators/${c.uuid}`,
      admin.token,
      update(elsewhere.sector.uuid),
    );
    expect(moved.json()).toMatchObject({
      sectorUuid: elsewhere.sector.uuid,
      companyUuid: elsewhere.company.uuid,
    });
  });

  it("answers 403 for another company's collaborator or sector, 400, 404, 409, 401", async () => {
    const { company, sector } = await place();
    const theirs = await place();
    const mine = await makeCollaborator(ctx, {
      companyUuid: company.uuid,
      sectorUuid: sector.uuid,
    });
    const other = await makeCollaborator(ctx, {
      companyUuid: theirs.company.uuid,
      sectorUuid: theirs.sector.uuid,
    });
    expect(
      (await call('PUT', `/collaborators/${other.uuid}`, company.token, update(sector.uuid)))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/collaborators/${mine.uuid}`, company.token, update(theirs.sector.uuid)))
        .statusCode,
    ).toBe(403);
    const [still] = await ctx.db
      .select()
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, mine.uuid));
    expect(still.sectorUuid).toBe(sector.uuid);
    const bad = await call('PUT', `/collaborators/${mine.uuid}`, admin.token, {
      ...update(sector.uuid),
      gender: '',
    });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Campo obrigatório']);
    for (const sectorUuid of ['', undefined]) {
      const noSector = await call('PUT', `/collaborators/${mine.uuid}`, admin.token, {
        ...update(sector.uuid),
        sectorUuid,
      });
      expect([noSector.statusCode, noSector.json().message]).toEqual([400, 'Campo obrigatório']);
    }
    expect(
      (await call('PUT', `/collaborators/${crypto.randomUUID()}`, admin.token, update(sector.uuid)))
        .statusCode,
    ).toBe(404);
    const dup = await call('PUT', `/collaborators/${mine.uuid}`, admin.token, {
      ...update(sector.uuid),
      email: other.email,
    });
    expect([dup.statusCode, dup.json().message]).toEqual([409, 'E-mail já cadastrado']);
    expect(
      (await call('PUT', `/collaborators/${mine.uuid}`, undefined, update(sector.uuid))).statusCode,
    ).toBe(401);
    expect(
      (await call('PUT', `/collaborators/${mine.uuid}`, mine.token, update(sector.uuid)))
        .statusCode,
    ).toBe(403);
  });
});

describe('DELETE /collaborators/:uuid', () => {
  it('soft-deletes, cancels future pending appointments with the credit back, tells the psychologist, audits', async () => {
    const { company, sector } = await place();
    const c = await makeCollaborator(ctx, {
      companyUuid: company.uuid,
      sectorUuid: sector.uuid,
      credits: 3,
    });
    const psychologist = await makePsychologist(ctx);
    const future = await book(c.uuid, psychologist.uuid, 48);
    const past = await book(c.uuid, psychologist.uuid, -48);
    const res = await call('DELETE', `/collaborators/${c.uuid}`, company.token);
    expect(res.statusCode).toBe(204);
    const [f] = await ctx.db
      .select()
      .from(s.appointments)
      .where(eq(s.appointments.uuid, future.uuid));
    const [p] = await ctx.db
      .select()
      .from(s.appointments)
      .where(eq(s.appointments.uuid, past.uuid));
    expect(f.status).toBe('cancelled_by_collaborator_in_advance');
    expect(p.status).toBe('pending');
    const [row] = await ctx.db
      .select()
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, c.uuid));
    expect(row.deletedAt).not.toBeNull();
    expect(row.credits).toBe(2);
    const [{ total }] = await ctx.db
      .select({ total: sql<number>`coalesce(sum(${s.creditLedger.delta}), 0)::int` })
      .from(s.creditLedger)
      .where(eq(s.creditLedger.collaboratorUuid, c.uuid));
    expect(total).toBe(row.credits);
    const told = await ctx.db.select().from(s.outbox).where(eq(s.outbox.relatedUuid, future.uuid));
    expect(told).toMatchObject([{ recipient: psychologist.email, kind: 'appointment_cancelled' }]);
    const audit = await ctx.db.select().from(s.auditLog).where(eq(s.auditLog.targetUuid, c.uuid));
    expect(audit).toMatchObject([{ action: 'delete', targetType: 'collaborator' }]);
    expect((await call('GET', '/sectors', c.token)).statusCode).toBe(401);
    expect((await call('DELETE', `/collaborators/${c.uuid}`, admin.token)).statusCode).toBe(404);
  });

  it("answers 403 for another company's collaborator, 404, 401 and 403 for other roles", async () => {
    const company = await makeCompany(ctx);
    const other = await makeCollaborator(ctx);
    expect((await call('DELETE', `/collaborators/${other.uuid}`, company.token)).statusCode).toBe(
      403,
    );
    const [row] = await ctx.db
      .select()
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, other.uuid));
    expect(row.deletedAt).toBeNull();
    expect(
      (await call('DELETE', `/collaborators/${crypto.randomUUID()}`, admin.token)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/collaborators/${other.uuid}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/collaborators/${other.uuid}`, other.token)).statusCode).toBe(
      403,
    );
  });
});

describe('POST /collaborators with APP_TIME_ZONE=America/Los_Angeles', () => {
  it("refuses a birthdate equal to the configured zone's today (domain.md §1)", async () => {
    const la = await createTestApp({ APP_TIME_ZONE: 'America/Los_Angeles' });
    // 22:00 on 9 March in Los Angeles, already 02:00 on 10 March in São Paulo.
    const now = new Date('2026-03-10T05:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    la.setNow(now);
    try {
      const laAdmin = await makeAdministrator(la);
      const { company, sector } = await makeCompanyWithSector(la);
      const post = (birthdate: string) =>
        apiCaller(() => la)('POST', '/collaborators', laAdmin.token, {
          ...valid(sector.uuid, company.uuid),
          birthdate,
        });
      const today = await post('2026-03-09');
      expect([today.statusCode, today.json().message]).toEqual([
        400,
        'Data de nascimento inválida',
      ]);
      expect((await post('2026-03-08')).statusCode).toBe(201);
    } finally {
      vi.useRealTimers();
      await la.close();
    }
  });
});
