import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import type {
  MessageChannels,
  MessageToSend,
} from '../../src/integrations/messaging/message-channel.ts';
import { deliverDueMessages } from '../../src/modules/messaging/delivery.service.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { makeAdministrator, makePsychologist } from '../helpers/factories.ts';
import { apiCaller } from '../helpers/api.ts';

// docs/domain.md §14: one-time links are shown to nobody (decision 1121).
let prod: TestContext;
let demo: TestContext;
beforeAll(async () => {
  prod = await createTestApp({ APP_ENV: 'production' });
  demo = await createTestApp({ APP_ENV: 'demo' });
});
afterAll(async () => {
  await prod.close();
  await demo.close();
});

const TOKEN = /token=([\w-]+)/;

function capturingChannels() {
  const sent: MessageToSend[] = [];
  const channel = { name: 'fake', send: async (m: MessageToSend) => void sent.push(m) };
  return { sent, channels: { email: channel, whatsapp: channel } as MessageChannels };
}

async function adminAsksResetFor(ctx: TestContext) {
  const call = apiCaller(() => ctx);
  const admin = await makeAdministrator(ctx);
  const psychologist = await makePsychologist(ctx);
  const asked = await call('POST', '/auth/forgot-password', undefined, {
    role: 'psychologist',
    email: psychologist.email,
  });
  expect(asked.statusCode).toBe(202);
  const read = async (url: string) => {
    const res = await call('GET', url, admin.token);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { recipient: string; body: string }[];
    return rows.filter((r) => r.recipient === psychologist.email);
  };
  return { psychologist, read };
}

const tryReset = (ctx: TestContext, token: string) =>
  apiCaller(() => ctx)('POST', '/auth/reset-password', undefined, {
    token,
    password: 'senha-do-atacante-1',
  });

describe('production mode', () => {
  it('an administrator reads no usable link in the outbox, before or after delivery', async () => {
    const { psychologist, read } = await adminAsksResetFor(prod);
    for (const url of ['/outbox', '/messages']) {
      const rows = await read(url);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.body).toContain('[link de uso único]');
      expect(rows[0]!.body).not.toMatch(TOKEN);
      expect(JSON.stringify(rows)).not.toContain('token=');
    }

    // The recipient still receives the link by SMTP/WhatsApp...
    const { sent, channels } = capturingChannels();
    await deliverDueMessages(prod.deps, { channels });
    const delivered = sent.find((m) => m.recipient === psychologist.email)!;
    const token = delivered.body.match(TOKEN)![1]!;
    // ...but afterwards nothing readable keeps it: not the answers, not the stored row.
    const [stored] = await prod.db
      .select()
      .from(s.outbox)
      .where(eq(s.outbox.recipient, psychologist.email));
    expect(stored!.status).toBe('sent');
    expect(stored!.body).not.toContain(token);
    expect(stored!.body).toContain('[link de uso único]');
    for (const url of ['/outbox', '/messages']) {
      expect(JSON.stringify(await read(url))).not.toContain(token);
    }
    // Only the recipient's copy sets the password.
    expect((await tryReset(prod, token)).statusCode).toBe(200);
  });
});

describe('demo mode', () => {
  it('keeps links visible so that an evaluator can try invitations without e-mail', async () => {
    const { read } = await adminAsksResetFor(demo);
    const [row] = await read('/outbox');
    const token = row!.body.match(TOKEN)?.[1];
    expect(token).toBeTruthy();
    await deliverDueMessages(demo.deps, { channels: capturingChannels().channels });
    const [after] = await read('/messages');
    expect(after!.body).toContain(token);
    expect((await tryReset(demo, token!)).statusCode).toBe(200);
  });
});
