import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TERMS_VERSION } from '@acolher/contracts/constants';
import * as s from '../../src/db/schema.ts';
import { fileKit } from '../helpers/file-app.ts';
import { makeCollaborator, makeCompany, makePsychologist } from '../helpers/factories.ts';

const { ctx, admin, call } = fileKit();

const get = (id: string, token?: string) => call('GET', `/collaborators/${id}`, token);
const accept = (id: string, token?: string, payload?: Record<string, unknown>) =>
  call('PATCH', `/collaborators/accept-terms/${id}`, token, payload);

describe('GET /collaborators/:id', () => {
  it('gives the collaborator its own record with company and sector, never the hash', async () => {
    const me = await makeCollaborator(ctx, { credits: 3 });
    const res = await get(me.uuid, me.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      uuid: me.uuid,
      name: me.name,
      credits: 3,
      hasAcceptedTerms: true,
      hasSentForm: true,
      companyUuid: me.companyUuid,
      sectorUuid: me.sectorUuid,
      company: { uuid: me.companyUuid },
      sector: { uuid: me.sectorUuid },
    });
    expect(body).not.toHaveProperty('passwordHash');
    expect(body).not.toHaveProperty('deletedAt');
  });

  it('lets an administrator read anyone and a company only its own collaborators', async () => {
    const company = await makeCompany(ctx);
    const mine = await makeCollaborator(ctx, { companyUuid: company.uuid });
    const foreign = await makeCollaborator(ctx);
    expect((await get(foreign.uuid, admin.token)).statusCode).toBe(200);
    const own = await get(mine.uuid, company.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ uuid: mine.uuid, name: mine.name, email: mine.email });
    // A company never sees credits, radar status, terms or consent of a person (domain.md §3).
    for (const key of [
      'credits',
      'hasSentForm',
      'lastSentFormAt',
      'hasAcceptedTerms',
      'termsAcceptedAt',
      'whatsappConsent',
    ]) {
      expect(own.json()).not.toHaveProperty(key);
    }
    const denied = await get(foreign.uuid, company.token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Acesso negado');
  });

  it('refuses another collaborator and a psychologist (403), no token (401)', async () => {
    const me = await makeCollaborator(ctx);
    const other = await makeCollaborator(ctx, {
      companyUuid: me.companyUuid,
      sectorUuid: me.sectorUuid,
    });
    const psychologist = await makePsychologist(ctx);
    expect((await get(me.uuid, other.token)).statusCode).toBe(403);
    expect((await get(me.uuid, psychologist.token)).statusCode).toBe(403);
    expect((await get(me.uuid)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown, malformed or deleted collaborator', async () => {
    const gone = await makeCollaborator(ctx, { deletedAt: new Date() });
    for (const id of [crypto.randomUUID(), 'nao-e-uuid', gone.uuid]) {
      const res = await get(id, admin.token);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('Colaborador não encontrado');
    }
  });
});

describe('PATCH /collaborators/accept-terms/:id', () => {
  it('stores the moment and the terms version', async () => {
    const me = await makeCollaborator(ctx, { hasAcceptedTerms: false });
    ctx.setNow('2026-03-02T12:00:00.000Z');
    const res = await accept(me.uuid, me.token);
    ctx.setNow(undefined);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uuid: me.uuid, hasAcceptedTerms: true });
    expect(res.json()).not.toHaveProperty('passwordHash');
    const [row] = await ctx.db
      .select()
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, me.uuid));
    expect(row.hasAcceptedTerms).toBe(true);
    expect(row.termsVersion).toBe(TERMS_VERSION);
    expect(row.termsAcceptedAt?.toISOString()).toBe('2026-03-02T12:00:00.000Z');
  });

  it('records the optional WhatsApp consent sent by the terms modal', async () => {
    const me = await makeCollaborator(ctx, { hasAcceptedTerms: false });
    const res = await accept(me.uuid, me.token, {
      termsVersion: TERMS_VERSION,
      whatsappConsent: true,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, me.uuid));
    expect(row).toMatchObject({ hasAcceptedTerms: true, whatsappConsent: true });
    const bad = await accept(me.uuid, me.token, { whatsappConsent: 'sim' });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the first moment when the same version is accepted again', async () => {
    const me = await makeCollaborator(ctx, { hasAcceptedTerms: false });
    await accept(me.uuid, me.token);
    const [first] = await ctx.db
      .select({ at: s.collaborators.termsAcceptedAt })
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, me.uuid));
    expect((await accept(me.uuid, me.token)).statusCode).toBe(200);
    const [second] = await ctx.db
      .select({ at: s.collaborators.termsAcceptedAt })
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, me.uuid));
    expect(second.at?.toISOString()).toBe(first.at?.toISOString());
  });

  it('only the collaborator itself may accept (403), never without a token (401)', async () => {
    const me = await makeCollaborator(ctx, { hasAcceptedTerms: false });
    const other = await makeCollaborator(ctx);
    const company = await makeCompany(ctx);
    expect((await accept(me.uuid, other.token)).statusCode).toBe(403);
    expect((await accept(me.uuid, admin.token)).statusCode).toBe(403);
    expect((await accept(me.uuid, company.token)).statusCode).toBe(403);
    expect((await accept(me.uuid)).statusCode).toBe(401);
    const [row] = await ctx.db
      .select({ has: s.collaborators.hasAcceptedTerms })
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, me.uuid));
    expect(row.has).toBe(false);
  });
});
