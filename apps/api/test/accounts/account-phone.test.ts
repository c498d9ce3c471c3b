import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import type { MessageChannels } from '../../src/integrations/messaging/message-channel.ts';
import { deliverDueMessages } from '../../src/modules/messaging/delivery.service.ts';
import { outboxView } from '../../src/modules/messaging/one-time-links.ts';
import { fileApp } from '../helpers/file-app.ts';
import {
  PASSWORD,
  makeAdministrator,
  makeCollaborator,
  makeCompany,
  makeSector,
} from '../helpers/factories.ts';
import { apiCaller } from '../helpers/api.ts';

// domain.md §14, decision 1300: the phone is the person's WhatsApp channel. The audit found a
// company could redirect an active employee's booking confirmations and reminders to its own number
// (PUT /collaborators/{uuid}, nobody told). Once she has set a password only she changes it, in
// 'Minha conta', with a code sent to the new number.

const ctx = fileApp();

const ONLY_OWNER = 'Apenas o próprio colaborador pode alterar o telefone';
const BAD_CODE = [400, 'Código inválido ou expirado'];
const NEW_PHONE = '21912345678';
const call = apiCaller(() => ctx);
const answer = (res: { statusCode: number; json: () => { message?: string } }) => [
  res.statusCode,
  res.json().message,
];

async function messagesTo(recipient: string) {
  return ctx.db
    .select()
    .from(s.outbox)
    .where(eq(s.outbox.recipient, recipient))
    .orderBy(desc(s.outbox.createdAt));
}
const codeIn = (body: string) => body.match(/código do Acolher é (\d{6})/)?.[1];
async function phoneOf(uuid: string) {
  const [row] = await ctx.db
    .select({ phone: s.collaborators.phone })
    .from(s.collaborators)
    .where(eq(s.collaborators.uuid, uuid));
  return row.phone;
}

async function tenant(over: Partial<typeof s.collaborators.$inferInsert> = {}) {
  const company = await makeCompany(ctx);
  const sector = await makeSector(ctx, company.uuid);
  const person = await makeCollaborator(ctx, {
    companyUuid: company.uuid,
    sectorUuid: sector.uuid,
    ...over,
  });
  const body = (phone: string) => ({
    name: person.name,
    document: person.document,
    email: person.email,
    gender: person.gender,
    phone,
    sectorUuid: sector.uuid,
  });
  return { company, person, body };
}

describe('the company does not change an active person’s phone', () => {
  it('403 with the reason once she has a password; nothing changes, nobody is messaged', async () => {
    const { company, person, body } = await tenant({ whatsappConsent: true });
    const res = await call('PUT', `/collaborators/${person.uuid}`, company.token, {
      ...body('(21) 99999-0000'),
      name: 'Outro Nome',
    });
    expect(answer(res)).toEqual([403, ONLY_OWNER]);
    expect(await phoneOf(person.uuid)).toBe(person.phone);
    expect(await messagesTo('21999990000')).toEqual([]);
  });

  it('other fields stay editable; the same phone written another way is not a change', async () => {
    const { company, person, body } = await tenant();
    const res = await call('PUT', `/collaborators/${person.uuid}`, company.token, {
      ...body('(11) 98888-7777'),
      name: 'Nome Corrigido',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Nome Corrigido', phone: person.phone });
  });

  it('an invited person without a password may still be corrected', async () => {
    const { company, person, body } = await tenant({ passwordHash: null });
    const res = await call('PUT', `/collaborators/${person.uuid}`, company.token, body(NEW_PHONE));
    expect(res.statusCode).toBe(200);
    expect(await phoneOf(person.uuid)).toBe(NEW_PHONE);
  });
});

describe("'Minha conta': the person changes her phone with a code sent to the new number", () => {
  it('asks the password, sends the code to the new number only, tells the old one, then applies', async () => {
    const { person } = await tenant({ whatsappConsent: true });
    const wrong = await call('PATCH', '/account/phone', person.token, {
      phone: NEW_PHONE,
      currentPassword: 'errada-123',
    });
    expect(answer(wrong)).toEqual([400, 'Senha atual incorreta']);
    const same = await call('PATCH', '/account/phone', person.token, {
      phone: '(11) 98888-7777',
      currentPassword: PASSWORD,
    });
    expect(answer(same)).toEqual([400, 'Este já é o seu telefone']);

    const asked = await call('PATCH', '/account/phone', person.token, {
      phone: '(21) 91234-5678',
      currentPassword: PASSWORD,
    });
    expect(asked.statusCode).toBe(202);
    const [sms] = await messagesTo(NEW_PHONE);
    expect(sms).toMatchObject({ channel: 'whatsapp', kind: 'phone_change_code' });
    const code = codeIn(sms.body)!;
    expect(code).toMatch(/^\d{6}$/);
    // Nothing changed yet; the person was told by e-mail and on the old number, without the code.
    expect(await phoneOf(person.uuid)).toBe(person.phone);
    const oldNumber = await messagesTo(person.phone);
    expect(oldNumber.map((m) => m.kind)).toEqual(['phone_change_requested']);
    const byEmail = await messagesTo(person.email);
    expect(byEmail.map((m) => m.kind)).toEqual(['phone_change_requested']);
    expect(byEmail[0].body).not.toContain(code);

    const bad = await call('POST', '/account/phone/confirm', person.token, {
      code: code === '000000' ? '000001' : '000000',
    });
    expect(answer(bad)).toEqual(BAD_CODE);
    const ok = await call('POST', '/account/phone/confirm', person.token, { code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ phone: NEW_PHONE });
    expect(await phoneOf(person.uuid)).toBe(NEW_PHONE);
    expect((await messagesTo(person.phone)).map((m) => m.kind)).toEqual([
      'phone_changed',
      'phone_change_requested',
    ]);
    const audit = await ctx.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.targetUuid, person.uuid), eq(s.auditLog.action, 'phone_change')));
    expect(audit).toHaveLength(1);
    expect(audit[0].details).toMatchObject({ by: 'self', from: person.phone, to: NEW_PHONE });
    // Spent: the same code does not apply twice.
    expect(answer(await call('POST', '/account/phone/confirm', person.token, { code }))).toEqual(
      BAD_CODE,
    );
  });

  it('five wrong tries spend the code; so do ten minutes and a newer request', async () => {
    const start = new Date('2026-06-01T12:00:00.000Z');
    ctx.setNow(start);
    try {
      const { person } = await tenant();
      const ask = async (phone: string) => {
        const res = await call('PATCH', '/account/phone', person.token, {
          phone,
          currentPassword: PASSWORD,
        });
        expect(res.statusCode).toBe(202);
        return codeIn((await messagesTo(phone))[0].body)!;
      };
      const confirm = (code: string) =>
        call('POST', '/account/phone/confirm', person.token, { code });
      const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

      const first = await ask(NEW_PHONE);
      for (let i = 0; i < 5; i++) expect(answer(await confirm(other(first)))).toEqual(BAD_CODE);
      expect(answer(await confirm(first))).toEqual(BAD_CODE);

      const second = await ask('21912340001');
      ctx.setNow(new Date(start.getTime() + 10 * 60_000 + 1000));
      expect(answer(await confirm(second))).toEqual(BAD_CODE);

      const third = await ask('21912340002');
      const fourth = await ask('21912340003');
      expect(answer(await confirm(third === fourth ? other(third) : third))).toEqual(BAD_CODE);
      expect((await confirm(fourth)).statusCode).toBe(200);
      expect(await phoneOf(person.uuid)).toBe('21912340003');
    } finally {
      ctx.setNow(undefined);
    }
  });

  it('administrators and psychologists too; companies have no phone (403)', async () => {
    const admin = await makeAdministrator(ctx);
    const res = await call('PATCH', '/account/phone', admin.token, {
      phone: '(31) 91234-0000',
      currentPassword: PASSWORD,
    });
    expect(res.statusCode).toBe(202);
    const company = await makeCompany(ctx);
    const refused = await call('PATCH', '/account/phone', company.token, {
      phone: '(31) 91234-0000',
      currentPassword: PASSWORD,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('the code reaches the new number whatever the reminder consent; the outbox hides it', async () => {
    const { person } = await tenant({ whatsappConsent: false });
    await call('PATCH', '/account/phone', person.token, {
      phone: '21955554444',
      currentPassword: PASSWORD,
    });
    const sent: { channel: string; recipient: string; body: string }[] = [];
    const channels: MessageChannels = {
      email: { name: 'fake-email', send: async (m) => void sent.push({ ...m, channel: 'email' }) },
      whatsapp: {
        name: 'fake-whatsapp',
        send: async (m) => void sent.push({ ...m, channel: 'whatsapp' }),
      },
    };
    await deliverDueMessages(ctx.deps, { channels });
    const code = sent.find((m) => m.recipient === '21955554444');
    expect(code?.channel).toBe('whatsapp');
    expect(codeIn(code!.body)).toMatch(/^\d{6}$/);
    expect(sent.filter((m) => m.recipient === person.email).map((m) => m.body)).not.toContainEqual(
      expect.stringMatching(/código do Acolher é \d/),
    );
    const view = outboxView({ APP_ENV: 'production' }, { body: code!.body });
    expect(codeIn(view.body)).toBeUndefined();
    expect(view.body).toContain('[código de uso único]');
  });
});
