import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { enqueueMessage } from '../../src/modules/messaging/outbox.ts';
import { fileKit } from '../helpers/file-app.ts';
import { makeCollaborator, makeCompany, makePsychologist } from '../helpers/factories.ts';

const { ctx, admin, call } = fileKit();

describe('GET /messages (administrator)', () => {
  it('lists the outbox newest first, filtered by status and kind', async () => {
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
    const all = await call('GET', '/messages', admin.token);
    expect(all.statusCode).toBe(200);
    const uuids = all.json().map((m: { uuid: string }) => m.uuid);
    expect(uuids).toEqual(expect.arrayContaining([a, b]));
    const failed = await call(
      'GET',
      '/messages?status=failed&kind=appointment_reminder',
      admin.token,
    );
    expect(failed.json()).toEqual([
      expect.objectContaining({ uuid: b, status: 'failed', attempts: 5, channel: 'whatsapp' }),
    ]);
  });

  it('answers 400 for an unknown status', async () => {
    const res = await call('GET', '/messages?status=lost', admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Status inválido');
  });

  it('answers 401 without a token and 403 to the other roles', async () => {
    expect((await call('GET', '/messages')).statusCode).toBe(401);
    const company = await makeCompany(ctx);
    const collaborator = await makeCollaborator(ctx);
    const psychologist = await makePsychologist(ctx);
    for (const token of [company.token, collaborator.token, psychologist.token]) {
      const res = await call('GET', '/messages', token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Acesso negado');
    }
  });
});

describe('/messaging/whatsapp-consent (own record)', () => {
  const url = '/messaging/whatsapp-consent';

  it('lets a collaborator read, give and withdraw its consent', async () => {
    const collaborator = await makeCollaborator(ctx);
    const token = collaborator.token;
    expect((await call('GET', url, token)).json()).toEqual({
      whatsappConsent: false,
      hasPhone: true,
    });
    const on = await call('PATCH', url, token, { whatsappConsent: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ whatsappConsent: true, hasPhone: true });
    const [row] = await ctx.db
      .select({ consent: s.collaborators.whatsappConsent })
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, collaborator.uuid));
    expect(row.consent).toBe(true);
    const off = await call('PATCH', url, token, { whatsappConsent: false });
    expect(off.json().whatsappConsent).toBe(false);
  });

  it('lets a psychologist change only its own consent', async () => {
    const psychologist = await makePsychologist(ctx, { phone: '' });
    const other = await makePsychologist(ctx);
    const res = await call('PATCH', url, psychologist.token, { whatsappConsent: true });
    expect(res.json()).toEqual({ whatsappConsent: true, hasPhone: false });
    const [untouched] = await ctx.db
      .select({ consent: s.psychologists.whatsappConsent })
      .from(s.psychologists)
      .where(eq(s.psychologists.uuid, other.uuid));
    expect(untouched.consent).toBe(false);
  });

  it('answers 400 without a boolean', async () => {
    const collaborator = await makeCollaborator(ctx);
    const res = await call('PATCH', url, collaborator.token, { whatsappConsent: 'sim' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Informe se deseja receber avisos pelo WhatsApp');
    const missing = await call('PATCH', url, collaborator.token, {});
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'Campo obrigatório']);
  });

  it('answers 401 without a token and 403 to administrators and companies', async () => {
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('PATCH', url, undefined, { whatsappConsent: true })).statusCode).toBe(401);
    const company = await makeCompany(ctx);
    for (const token of [admin.token, company.token]) {
      const res = await call('PATCH', url, token, { whatsappConsent: true });
      expect(res.statusCode).toBe(403);
    }
  });
});
