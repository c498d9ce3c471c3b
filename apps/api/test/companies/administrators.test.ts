import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { formatCpf, generateCpf } from '@brazilian-utils/brazilian-utils';
import * as s from '../../src/db/schema.ts';
import { makeAdministrator, makeCompany, makeCollaborator } from '../helpers/factories.ts';
import { fileApp, fileAdministrator } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';

const ctx = fileApp();
const admin = fileAdministrator(ctx);

const call = apiCaller(() => ctx);

const valid = () => ({
  name: 'Maria da Silva',
  document: formatCpf(generateCpf()),
  email: `Maria.${Math.random().toString(36).slice(2, 8)}@Acolher.dev`,
  phone: '(11) 98765-4321',
});

describe('GET /administrators', () => {
  it('lists active administrators without password hashes', async () => {
    const other = await makeAdministrator(ctx, { name: 'Zé Outro' });
    const gone = await makeAdministrator(ctx, { deletedAt: new Date() });
    const res = await call('GET', '/administrators', admin.token);
    expect(res.statusCode).toBe(200);
    const uuids = res.json().map((a: { uuid: string }) => a.uuid);
    expect(uuids).toContain(other.uuid);
    expect(uuids).not.toContain(gone.uuid);
    for (const row of res.json()) expect(row).not.toHaveProperty('passwordHash');
  });

  it('answers 401 without a token and 403 for other roles', async () => {
    expect((await call('GET', '/administrators')).statusCode).toBe(401);
    const company = await makeCompany(ctx);
    const collaborator = await makeCollaborator(ctx);
    for (const token of [company.token, collaborator.token]) {
      const res = await call('GET', '/administrators', token);
      expect([res.statusCode, res.json().message]).toEqual([403, 'Acesso negado']);
    }
  });
});

describe('POST /administrators', () => {
  it('creates with digits only and lower-cased e-mail, and sends an invitation', async () => {
    const input = valid();
    const res = await call('POST', '/administrators', admin.token, input);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Maria da Silva',
      document: input.document.replace(/\D/g, ''),
      email: input.email.toLowerCase(),
      phone: '11987654321',
    });
    expect(body).not.toHaveProperty('passwordHash');
    const [row] = await ctx.db
      .select()
      .from(s.administrators)
      .where(eq(s.administrators.uuid, body.uuid));
    expect(row.passwordHash).toBeNull();
    const invites = await ctx.db
      .select()
      .from(s.outbox)
      .where(and(eq(s.outbox.relatedUuid, body.uuid), eq(s.outbox.kind, 'invitation')));
    expect(invites).toHaveLength(1);
    expect(invites[0].recipient).toBe(input.email.toLowerCase());
    expect(invites[0].body).toContain('/auth/reset-password?role=administrator&token=');
  });

  it('answers 400 with the spec messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid(), name: '  ' }, 'Campo obrigatório'],
      [{ ...valid(), document: '123.456.789-00' }, 'CPF inválido'],
      [{ ...valid(), email: 'nao-e-email' }, 'E-mail inválido'],
      [{ ...valid(), phone: '' }, 'Campo obrigatório'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/administrators', admin.token, payload);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
  });

  it('answers 409 for a duplicate e-mail or CPF, and nothing is left behind', async () => {
    const first = valid();
    expect((await call('POST', '/administrators', admin.token, first)).statusCode).toBe(201);
    const sameEmail = await call('POST', '/administrators', admin.token, {
      ...valid(),
      email: first.email.toUpperCase(),
    });
    expect([sameEmail.statusCode, sameEmail.json().message]).toEqual([409, 'E-mail já cadastrado']);
    const sameCpf = await call('POST', '/administrators', admin.token, {
      ...valid(),
      document: first.document,
    });
    expect([sameCpf.statusCode, sameCpf.json().message]).toEqual([409, 'CPF já cadastrado']);
  });

  it('answers 401 and 403', async () => {
    expect((await call('POST', '/administrators', undefined, valid())).statusCode).toBe(401);
    const company = await makeCompany(ctx);
    expect((await call('POST', '/administrators', company.token, valid())).statusCode).toBe(403);
  });
});

describe('PUT /administrators/:uuid', () => {
  it('updates the four fields; another administrator e-mail and phone wait 72 hours (§26)', async () => {
    const target = await makeAdministrator(ctx);
    const input = valid();
    const res = await call('PUT', `/administrators/${target.uuid}`, admin.token, input);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      uuid: target.uuid,
      name: input.name,
      email: target.email,
      phone: target.phone,
    });
    // An invitation not yet used has no person behind it: the address is fixed at once.
    const invited = await makeAdministrator(ctx, { passwordHash: null });
    const next = valid();
    const fixed = await call('PUT', `/administrators/${invited.uuid}`, admin.token, next);
    expect(fixed.json()).toMatchObject({ email: next.email.toLowerCase(), phone: '11987654321' });
  });

  it('answers 400, 404, 409, 401 and 403', async () => {
    const target = await makeAdministrator(ctx);
    const other = await makeAdministrator(ctx);
    const bad = await call('PUT', `/administrators/${target.uuid}`, admin.token, {
      ...valid(),
      email: '',
    });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Campo obrigatório']);
    const missing = await call(
      'PUT',
      `/administrators/${crypto.randomUUID()}`,
      admin.token,
      valid(),
    );
    expect([missing.statusCode, missing.json().message]).toEqual([
      404,
      'Administrador não encontrado',
    ]);
    const dup = await call('PUT', `/administrators/${target.uuid}`, admin.token, {
      ...valid(),
      email: other.email,
    });
    expect([dup.statusCode, dup.json().message]).toEqual([409, 'E-mail já cadastrado']);
    expect(
      (await call('PUT', `/administrators/${target.uuid}`, undefined, valid())).statusCode,
    ).toBe(401);
    const collaborator = await makeCollaborator(ctx);
    expect(
      (await call('PUT', `/administrators/${target.uuid}`, collaborator.token, valid())).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /administrators/:uuid', () => {
  it('soft-deletes, audits, frees the e-mail and kills the token', async () => {
    const target = await makeAdministrator(ctx);
    const res = await call('DELETE', `/administrators/${target.uuid}`, admin.token);
    expect(res.statusCode).toBe(204);
    const [row] = await ctx.db
      .select()
      .from(s.administrators)
      .where(eq(s.administrators.uuid, target.uuid));
    expect(row.deletedAt).not.toBeNull();
    const audit = await ctx.db
      .select()
      .from(s.auditLog)
      .where(eq(s.auditLog.targetUuid, target.uuid));
    expect(audit).toMatchObject([
      { action: 'delete', targetType: 'administrator', actorUuid: admin.uuid },
    ]);
    expect((await call('GET', '/administrators', target.token)).statusCode).toBe(401);
    const list = await call('GET', '/administrators', admin.token);
    expect(list.json().map((a: { uuid: string }) => a.uuid)).not.toContain(target.uuid);
    const again = await call('POST', '/administrators', admin.token, {
      ...valid(),
      email: target.email,
    });
    expect(again.statusCode).toBe(201);
  });

  it('refuses deleting oneself', async () => {
    const res = await call('DELETE', `/administrators/${admin.uuid}`, admin.token);
    expect([res.statusCode, res.json().message]).toEqual([400, 'Você não pode excluir a si mesmo']);
  });

  it('answers 404 for unknown or already deleted, 400 for a bad id, 401 and 403', async () => {
    const gone = await makeAdministrator(ctx, { deletedAt: new Date() });
    expect((await call('DELETE', `/administrators/${gone.uuid}`, admin.token)).statusCode).toBe(
      404,
    );
    const bad = await call('DELETE', '/administrators/nao-e-uuid', admin.token);
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'UUID inválido']);
    expect((await call('DELETE', `/administrators/${gone.uuid}`)).statusCode).toBe(401);
    const company = await makeCompany(ctx);
    expect((await call('DELETE', `/administrators/${admin.uuid}`, company.token)).statusCode).toBe(
      403,
    );
  });
});
