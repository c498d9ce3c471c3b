import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { testEnv } from '../../src/config/env.ts';
import { createMessageChannels } from '../../src/integrations/messaging/message-channel.ts';
import { createSmtpChannel } from '../../src/integrations/messaging/smtp-channel.ts';
import {
  createWhatsAppChannel,
  toE164Brazil,
} from '../../src/integrations/messaging/whatsapp-channel.ts';
import { deliverDueMessages } from '../../src/modules/messaging/delivery.service.ts';
import { enqueueMessage } from '../../src/modules/messaging/outbox.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { makeCollaborator } from '../helpers/factories.ts';

// Local fakes only (127.0.0.1, random ports): these tests never reach the internet.

interface HttpCall {
  method: string;
  url: string;
  authorization?: string;
  body: unknown;
}

function fakeWhatsApp() {
  const calls: HttpCall[] = [];
  let status = 200;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      calls.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(raw || 'null'),
      });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        status === 200
          ? JSON.stringify({ messages: [{ id: `wamid.${calls.length}` }] })
          : JSON.stringify({ error: { message: 'Template name does not exist' } }),
      );
    });
  });
  return {
    calls,
    failWith: (code: number) => (status = code),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`),
        ),
      ),
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

interface Mail {
  from: string;
  to: string[];
  data: string;
}

/** A tiny SMTP responder: enough of RFC 5321 for nodemailer (EHLO, MAIL, RCPT, DATA, QUIT). */
function fakeSmtp() {
  const mails: Mail[] = [];
  let rejectRecipients = false;
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let mail: Mail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.local ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          mails.push(mail);
          mail = { from: '', to: [], data: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') {
          reply('250-fake.local');
          reply('250 8BITMIME');
        } else if (verb === 'MAIL') {
          mail.from = line;
          reply('250 2.1.0 OK');
        } else if (verb === 'RCPT') {
          if (rejectRecipients) reply('550 5.1.1 mailbox unavailable');
          else {
            mail.to.push(line);
            reply('250 2.1.5 OK');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') {
          reply('250 OK');
        } else {
          reply('502 5.5.2 not implemented');
        }
      }
    });
    socket.on('error', () => {});
  });
  return {
    mails,
    rejectAll: (value: boolean) => (rejectRecipients = value),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`smtp://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

function decodeQuotedPrintable(text: string) {
  const soft = text.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8').trim();
}

const whatsapp = fakeWhatsApp();
const smtp = fakeSmtp();
let whatsappUrl = '';
let smtpUrl = '';
beforeAll(async () => {
  whatsappUrl = await whatsapp.start();
  smtpUrl = await smtp.start();
});
afterAll(async () => {
  await whatsapp.stop();
  await smtp.stop();
});

const message = {
  uuid: '00000000-0000-4000-8000-000000000001',
  kind: 'appointment_reminder',
  subject: 'Sua sessão começa em breve',
  body: 'Olá, Ana! Sua sessão começa em 04/03/2026 às 09:00 (horário de Brasília). Sala: http://localhost:3000/collaborator/app/appointment/x/session',
};

describe('WhatsApp Cloud API adapter', () => {
  it('posts a template message to {api}/{phone number id}/messages with the bearer token', async () => {
    const channel = createWhatsAppChannel({
      apiUrl: whatsappUrl,
      phoneNumberId: '1234567890',
      token: 'token-de-teste',
    });
    await channel.send({ ...message, channel: 'whatsapp', recipient: '11988887777' });
    const call = whatsapp.calls.at(-1)!;
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/v21.0/1234567890/messages');
    expect(call.authorization).toBe('Bearer token-de-teste');
    expect(call.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5511988887777',
      type: 'template',
      template: {
        name: 'acolher_lembrete_sessao',
        language: { code: 'pt_BR' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: message.body }] }],
      },
    });
  });

  it('throws with the HTTP status when the API refuses (so delivery retries)', async () => {
    const channel = createWhatsAppChannel({
      apiUrl: whatsappUrl,
      phoneNumberId: '1',
      token: 't',
    });
    whatsapp.failWith(400);
    try {
      await expect(
        channel.send({ ...message, channel: 'whatsapp', recipient: '11988887777' }),
      ).rejects.toThrow(/WhatsApp HTTP 400/);
    } finally {
      whatsapp.failWith(200);
    }
  });

  it('writes Brazilian numbers in E.164 without the plus sign', () => {
    expect(toE164Brazil('11988887777')).toBe('5511988887777');
    expect(toE164Brazil('(11) 3333-4444')).toBe('551133334444');
    expect(toE164Brazil('+55 11 98888-7777')).toBe('5511988887777');
    expect(toE164Brazil('011988887777')).toBe('5511988887777');
    expect(() => toE164Brazil('12345')).toThrow('Telefone inválido para WhatsApp');
  });
});

describe('SMTP adapter', () => {
  it('sends a plain-text e-mail from MAIL_FROM', async () => {
    const channel = createSmtpChannel({ url: smtpUrl, from: 'Acolher <nao-responda@acolher.dev>' });
    await channel.send({
      ...message,
      channel: 'email',
      recipient: 'ana@empresa.com.br',
    });
    const mail = smtp.mails.at(-1)!;
    expect(mail.from).toContain('<nao-responda@acolher.dev>');
    expect(mail.to).toEqual(['RCPT TO:<ana@empresa.com.br>']);
    expect(mail.data).toMatch(/^Subject: /m);
    expect(mail.data).toMatch(/^Content-Type: text\/plain; charset=utf-8/im);
    expect(decodeQuotedPrintable(mail.data.split('\r\n\r\n').slice(1).join('\r\n\r\n'))).toBe(
      message.body,
    );
    expect(mail.data).toMatch(/^From: Acolher <nao-responda@acolher\.dev>/m);
  });

  it('throws when the server refuses the recipient', async () => {
    const channel = createSmtpChannel({ url: smtpUrl, from: 'nao-responda@acolher.dev' });
    smtp.rejectAll(true);
    try {
      await expect(
        channel.send({ ...message, channel: 'email', recipient: 'x@empresa.com.br' }),
      ).rejects.toThrow(/550/);
    } finally {
      smtp.rejectAll(false);
    }
  });
});

describe('channel selection from the environment', () => {
  it('uses the outbox alone when nothing is configured', () => {
    const channels = createMessageChannels(testEnv());
    expect([channels.email.name, channels.whatsapp.name]).toEqual(['outbox', 'outbox']);
  });

  it('uses SMTP and WhatsApp when configured', () => {
    const channels = createMessageChannels(
      testEnv({ SMTP_URL: smtpUrl, WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '1' }),
    );
    expect([channels.email.name, channels.whatsapp.name]).toEqual(['smtp', 'whatsapp']);
  });

  it('delivers the outbox through the configured providers', async () => {
    const ctx = await createTestApp({
      SMTP_URL: smtpUrl,
      WHATSAPP_TOKEN: 'token-app',
      WHATSAPP_PHONE_NUMBER_ID: '555',
      WHATSAPP_API_URL: whatsappUrl,
    });
    try {
      const mailsBefore = smtp.mails.length;
      const callsBefore = whatsapp.calls.length;
      const email = await enqueueMessage(ctx.db, {
        channel: 'email',
        recipient: 'rh@empresa.com.br',
        kind: 'invitation',
        subject: 'Bem-vindo(a) ao Acolher: crie sua senha',
        body: 'Olá! Sua conta foi criada.',
      });
      // WhatsApp goes only to someone who agreed to it (decision 0902).
      const person = await makeCollaborator(ctx, { whatsappConsent: true, phone: '21999998888' });
      const zap = await enqueueMessage(ctx.db, {
        channel: 'whatsapp',
        recipient: person.phone,
        recipientUuid: person.uuid,
        kind: 'booking_confirmation',
        body: 'Olá! Sua sessão está marcada.',
      });
      expect(await deliverDueMessages(ctx.deps)).toMatchObject({ sent: 2 });
      expect(smtp.mails.length).toBe(mailsBefore + 1);
      expect(whatsapp.calls.length).toBe(callsBefore + 1);
      expect(whatsapp.calls.at(-1)).toMatchObject({
        url: '/v21.0/555/messages',
        authorization: 'Bearer token-app',
        body: { to: '5521999998888', template: { name: 'acolher_agendamento_confirmado' } },
      });
      const rows = await ctx.db.select().from(s.outbox);
      for (const uuid of [email, zap]) {
        expect(rows.find((r) => r.uuid === uuid)?.status).toBe('sent');
      }
      const [row] = await ctx.db.select().from(s.outbox).where(eq(s.outbox.uuid, email));
      expect(row.sentAt).not.toBeNull();
    } finally {
      await ctx.close();
    }
  });
});
