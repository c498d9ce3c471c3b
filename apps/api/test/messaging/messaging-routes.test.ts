import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { enqueueMessage } from '../../src/modules/messaging/outbox.ts';
import { fileApp } from '../helpers/file-app.ts';
import {
  bearer,
  makeAdministrator,
  makeCollaborator,
  makeCompany,
  makePsychologist,
} from '../helpers/factories.ts';

const ctx = fileApp();

describe('GET /messages (administrator)', () => {
  it('lists the outbox newest first, filtered by status and kind', async () => {
    const admin = await makeAdministrator(ctx);
    const a = await enqueueMessage(ctx.db, {
      channel: 'email',
      recipient: 'a@empresa.com.br',
      kind: 'invitation',
      body: 'A',
    });
    const b = await enqueueMessage(ctx.db, {
      channel: 'whatsapp',
      recipient: '11988887777',
      recipientUuid: (await makeCollaborator(ctx)).uuid,
      kind: 'appointment_reminder',
      body: 'B',
    });
    await ctx.db
      .update(s.outbox)
      .set({ status: 'failed', attempts: 5 })
      .where(eq(s.outbox.uuid, b));
    const all = await ctx.app.inject({
      method: 'GET',
      url: '/api/messages',
      headers: bearer(admin.token),
    });
    expect(all.statusCode).toBe(200);
    const uuids = all.json().map((m: { uuid: string }) => m.uuid);
    expect(uuids).toEqual(expect.arrayContaining([a, b]));
    const failed = await ctx.app.inject({
      method: 'GET',
      url: '/api/messages?status=failed&kind=appointment_reminder',
      headers: bearer(admin.token),
    });
    expect(failed.json()).toEqual([
      expect.objectContaining({ uuid: b, status: 'failed', attempts: 5, channel: 'whatsapp' }),
    ]);
  });

  it('answers 400 for an unknown status', async () => {
    const admin = await makeAdministrator(ctx);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/messages?status=lost',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Status inválido');
  });

  it('answers 401 without a token and 403 to the other roles', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/messages' })).statusCode).toBe(401);
    const company = await makeCompany(ctx);
    const collaborator = await makeCollaborator(ctx);
    const psychologist = await makePsychologist(ctx);
    for (const token of [company.token, collaborator.token, psychologist.token]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/messages',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Acesso negado');
    }
  });
});

describe('/messaging/whatsapp-consent (own record)', () => {
  const url = '/api/messaging/whatsapp-consent';

  it('lets a collaborator read, give and withdraw its consent', async () => {
    const collaborator = await makeCollaborator(ctx);
    const headers = bearer(collaborator.token);
    expect((await ctx.app.inject({ method: 'GET', url, headers })).json()).toEqual({
      whatsappConsent: false,
      hasPhone: true,
    });
    const on = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { whatsappConsent: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ whatsappConsent: true, hasPhone: true });
    const [row] = await ctx.db
      .select({ consent: s.collaborators.whatsappConsent })
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, collaborator.uuid));
    expect(row.consent).toBe(true);
    const off = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { whatsappConsent: false },
    });
    expect(off.json().whatsappConsent).toBe(false);
  });

  it('lets a psychologist change only its own consent', async () => {
    const psychologist = await makePsychologist(ctx, { phone: '' });
    const other = await makePsychologist(ctx);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers: bearer(psychologist.token),
      payload: { whatsappConsent: true },
    });
    expect(res.json()).toEqual({ whatsappConsent: true, hasPhone: false });
    const [untouched] = await ctx.db
      .select({ consent: s.psychologists.whatsappConsent })
      .from(s.psychologists)
      .where(eq(s.psychologists.uuid, other.uuid));
    expect(untouched.consent).toBe(false);
  });

  it('answers 400 without a boolean', async () => {
    const collaborator = await makeCollaborator(ctx);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers: bearer(collaborator.token),
      payload: { whatsappConsent: 'sim' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Informe se deseja receber avisos pelo WhatsApp');
    const missing = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers: bearer(collaborator.token),
      payload: {},
    });
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'Campo obrigatório']);
  });

  it('answers 401 without a token and 403 to administrators and companies', async () => {
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'PATCH', url, payload: { whatsappConsent: true } }))
        .statusCode,
    ).toBe(401);
    const admin = await makeAdministrator(ctx);
    const company = await makeCompany(ctx);
    for (const token of [admin.token, company.token]) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url,
        headers: bearer(token),
        payload: { whatsappConsent: true },
      });
      expect(res.statusCode).toBe(403);
    }
  });
});
