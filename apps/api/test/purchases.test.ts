import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as s from '../src/db/schema.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';
import {
  bearer,
  makeAdministrator,
  makeCollaborator,
  makeCompany,
  makePsychologist,
  tokenFor,
} from './helpers/factories.ts';
import {
  installPaymentProvider,
  type PaymentProvider,
} from '../src/integrations/payments/payment-provider.ts';
import { createSandboxProvider } from '../src/integrations/payments/sandbox-provider.ts';
import { signSandboxPayload } from '../src/integrations/payments/sandbox-signature.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function creditsAndLedger() {
  const rows = await ctx.db
    .select({
      uuid: s.collaborators.uuid,
      credits: s.collaborators.credits,
      ledger: sql<number>`coalesce(sum(${s.creditLedger.delta}), 0)::int`,
    })
    .from(s.collaborators)
    .leftJoin(s.creditLedger, eq(s.creditLedger.collaboratorUuid, s.collaborators.uuid))
    .groupBy(s.collaborators.uuid, s.collaborators.credits);
  return rows.map((r) => ({ uuid: r.uuid, credits: Number(r.credits), ledger: Number(r.ledger) }));
}

/** domain.md §4: every collaborator's credits equal the sum of its ledger, after every scenario. */
afterEach(async () => {
  for (const r of await creditsAndLedger()) expect(r.credits, r.uuid).toBe(r.ledger);
});

const CARD_PAYS = '4242 4242 4242 4242';
const CARD_DECLINES = '4000000000000002';

async function creditsOf(uuid: string) {
  const [row] = await ctx.db
    .select({ credits: s.collaborators.credits })
    .from(s.collaborators)
    .where(eq(s.collaborators.uuid, uuid));
  return row.credits;
}
async function purchaseRow(uuid: string) {
  const [row] = await ctx.db.select().from(s.purchases).where(eq(s.purchases.uuid, uuid));
  return row;
}
async function purchaseLedger(purchaseUuid: string) {
  return ctx.db.select().from(s.creditLedger).where(eq(s.creditLedger.refUuid, purchaseUuid));
}

const buy = (token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/purchases', headers: bearer(token), payload });

const checkout = (token: string, purchaseUuid: string, cardNumber: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/checkout/${purchaseUuid}`,
    headers: bearer(token),
    payload: { cardNumber },
  });

function notification(purchaseUuid: string, type = 'payment.succeeded', id = 'evt_1') {
  return JSON.stringify({ id, type, created: 0, data: { purchaseUuid } });
}
const deliver = (body: string, signature?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'acolher-signature': signature }),
    },
    payload: body,
  });

async function pendingPurchase(amount = 3) {
  const collaborator = await makeCollaborator(ctx);
  const res = await buy(collaborator.token, { amount, collaboratorUuid: collaborator.uuid });
  expect(res.statusCode).toBe(201);
  return { collaborator, purchaseUuid: res.json().uuid as string };
}

describe('GET /credit-packages', () => {
  it('answers 401 without a token (domain.md §2)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/credit-packages' });
    expect(res.statusCode).toBe(401);
  });

  it('lists the four fixed packages with prices in cents, to any signed-in role', async () => {
    const company = await makeCompany(ctx);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/credit-packages',
      headers: bearer(await tokenFor(ctx, 'company', company.uuid)),
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((p: { credits: number; price: number; popular: boolean }) => [
          p.credits,
          p.price,
          p.popular,
        ]),
    ).toEqual([
      [1, 10000, false],
      [3, 30000, true],
      [5, 50000, false],
      [10, 100000, false],
    ]);
  });
});

describe('POST /purchases', () => {
  it('creates a pending purchase priced by the server and answers the sandbox paymentUrl', async () => {
    const collaborator = await makeCollaborator(ctx);
    const res = await buy(collaborator.token, {
      amount: 3,
      collaboratorUuid: collaborator.uuid,
      price: 1,
      priceCents: 1,
      status: 'confirmed',
    });
    expect(res.statusCode).toBe(201);
    const { uuid, paymentUrl } = res.json();
    expect(paymentUrl).toBe(`/collaborator/app/checkout/${uuid}`);
    const row = await purchaseRow(uuid);
    expect(row).toMatchObject({
      collaboratorUuid: collaborator.uuid,
      amount: 3,
      priceCents: 30000,
      status: 'pending',
      provider: 'sandbox',
      providerRef: `sandbox_${uuid}`,
    });
    expect(await creditsOf(collaborator.uuid)).toBe(0);
  });

  it("refuses amounts that aren't a package with 'Pacote inválido'", async () => {
    const collaborator = await makeCollaborator(ctx);
    for (const amount of [0, 2, 4, 11, -3, 2.5, '3', null]) {
      const res = await buy(collaborator.token, { amount, collaboratorUuid: collaborator.uuid });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().message).toBe('Pacote inválido');
    }
    const missing = await buy(collaborator.token, { collaboratorUuid: collaborator.uuid });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Pacote inválido');
    const count = await ctx.db
      .select()
      .from(s.purchases)
      .where(eq(s.purchases.collaboratorUuid, collaborator.uuid));
    expect(count).toHaveLength(0);
  });

  it('refuses without a token (401), other roles and another collaborator (403)', async () => {
    const collaborator = await makeCollaborator(ctx);
    const other = await makeCollaborator(ctx);
    const payload = { amount: 1, collaboratorUuid: collaborator.uuid };
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/purchases', payload });
    expect(anonymous.statusCode).toBe(401);
    for (const token of [
      (await makeAdministrator(ctx)).token,
      (await makeCompany(ctx)).token,
      (await makePsychologist(ctx)).token,
      other.token,
    ]) {
      const res = await buy(token, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Acesso negado');
    }
    const rows = await ctx.db
      .select()
      .from(s.purchases)
      .where(eq(s.purchases.collaboratorUuid, collaborator.uuid));
    expect(rows).toHaveLength(0);
  });

  it('answers 502 and marks the purchase failed when the provider cannot open a checkout', async () => {
    const broken: PaymentProvider = {
      name: 'sandbox',
      createCheckout: async () => {
        throw new Error('provider down');
      },
    };
    installPaymentProvider(ctx.deps, broken);
    try {
      const collaborator = await makeCollaborator(ctx);
      const res = await buy(collaborator.token, { amount: 5, collaboratorUuid: collaborator.uuid });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/Não foi possível iniciar o pagamento/);
      const [row] = await ctx.db
        .select()
        .from(s.purchases)
        .where(eq(s.purchases.collaboratorUuid, collaborator.uuid));
      expect(row.status).toBe('failed');
    } finally {
      installPaymentProvider(ctx.deps, createSandboxProvider());
    }
  });
});

describe('GET /purchases/:collaboratorId', () => {
  it('lists own purchases newest first with amount, price, status and date', async () => {
    const collaborator = await makeCollaborator(ctx);
    const made: string[] = [];
    for (const [i, amount] of [1, 10, 5].entries()) {
      ctx.setNow(`2026-03-0${i + 1}T12:00:00Z`);
      made.push(
        (await buy(collaborator.token, { amount, collaboratorUuid: collaborator.uuid })).json()
          .uuid,
      );
    }
    ctx.setNow(undefined);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/purchases/${collaborator.uuid}`,
      headers: bearer(collaborator.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        uuid: made[2],
        amount: 5,
        price: 50000,
        status: 'pending',
        createdAt: '2026-03-03T09:00:00.000-03:00',
      },
      {
        uuid: made[1],
        amount: 10,
        price: 100000,
        status: 'pending',
        createdAt: '2026-03-02T09:00:00.000-03:00',
      },
      {
        uuid: made[0],
        amount: 1,
        price: 10000,
        status: 'pending',
        createdAt: '2026-03-01T09:00:00.000-03:00',
      },
    ]);
  });

  it("dates purchases in the business zone: a purchase at 22:30 in São Paulo is that day's", async () => {
    const collaborator = await makeCollaborator(ctx);
    ctx.setNow('2026-03-05T01:30:00Z');
    await buy(collaborator.token, { amount: 1, collaboratorUuid: collaborator.uuid });
    ctx.setNow(undefined);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/purchases/${collaborator.uuid}`,
      headers: bearer(collaborator.token),
    });
    const [purchase] = res.json();
    expect(purchase.createdAt).toBe('2026-03-04T22:30:00.000-03:00');
    expect(new Date(purchase.createdAt).toISOString()).toBe('2026-03-05T01:30:00.000Z');
  });

  it('is empty for a collaborator without purchases', async () => {
    const collaborator = await makeCollaborator(ctx);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/purchases/${collaborator.uuid}`,
      headers: bearer(collaborator.token),
    });
    expect(res.json()).toEqual([]);
  });

  it("refuses another collaborator's purchases (403), other roles (403), no token (401), bad id (400)", async () => {
    const { collaborator } = await pendingPurchase();
    const other = await makeCollaborator(ctx);
    const url = `/api/purchases/${collaborator.uuid}`;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const token of [
      other.token,
      (await makeCompany(ctx)).token,
      (await makeAdministrator(ctx)).token,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode).toBe(403);
    }
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/purchases/nao-e-uuid',
      headers: bearer(collaborator.token),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('sandbox checkout', () => {
  it('the paying card confirms the purchase and adds the credits once, in the ledger', async () => {
    const { collaborator, purchaseUuid } = await pendingPurchase(3);
    const res = await checkout(collaborator.token, purchaseUuid, CARD_PAYS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ purchaseUuid, status: 'confirmed' });
    expect(await creditsOf(collaborator.uuid)).toBe(3);
    const ledger = await purchaseLedger(purchaseUuid);
    expect(ledger).toMatchObject([
      { delta: 3, reason: 'purchase', collaboratorUuid: collaborator.uuid },
    ]);
    expect(await creditsAndLedger()).toContainEqual({
      uuid: collaborator.uuid,
      credits: 3,
      ledger: 3,
    });

    const again = await checkout(collaborator.token, purchaseUuid, CARD_PAYS);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Esta compra já foi processada');
    expect(await creditsOf(collaborator.uuid)).toBe(3);
  });

  it('the declining card marks the purchase failed and adds nothing', async () => {
    const { collaborator, purchaseUuid } = await pendingPurchase(5);
    const res = await checkout(collaborator.token, purchaseUuid, CARD_DECLINES);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ purchaseUuid, status: 'failed' });
    expect((await purchaseRow(purchaseUuid)).status).toBe('failed');
    expect(await creditsOf(collaborator.uuid)).toBe(0);
    expect(await purchaseLedger(purchaseUuid)).toHaveLength(0);
    // A failed purchase can't be paid afterwards.
    const retry = await checkout(collaborator.token, purchaseUuid, CARD_PAYS);
    expect(retry.statusCode).toBe(409);
    expect(await creditsOf(collaborator.uuid)).toBe(0);
  });

  it('other card numbers answer 400 with a clear message and change nothing', async () => {
    const { collaborator, purchaseUuid } = await pendingPurchase();
    const res = await checkout(collaborator.token, purchaseUuid, '5555 5555 5555 4444');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Cartão não aceito no ambiente de testes. Use 4242 4242 4242 4242 (aprovado) ou 4000 0000 0000 0002 (recusado).',
    );
    const empty = await checkout(collaborator.token, purchaseUuid, '');
    expect(empty.json().message).toBe('Campo obrigatório');
    const letters = await checkout(collaborator.token, purchaseUuid, '4242-abcd');
    expect(letters.json().message).toBe('Número do cartão inválido');
    expect((await purchaseRow(purchaseUuid)).status).toBe('pending');
  });

  it("refuses another collaborator's purchase (403), no token (401), unknown purchase (404)", async () => {
    const { collaborator, purchaseUuid } = await pendingPurchase();
    const other = await makeCollaborator(ctx);
    const res = await checkout(other.token, purchaseUuid, CARD_PAYS);
    expect(res.statusCode).toBe(403);
    const psychologist = await makePsychologist(ctx);
    expect((await checkout(psychologist.token, purchaseUuid, CARD_PAYS)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/checkout/${purchaseUuid}`,
      payload: { cardNumber: CARD_PAYS },
    });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await checkout(
      collaborator.token,
      '3f6b2c1e-8a4d-4e2f-9b1a-0c1d2e3f4aff',
      CARD_PAYS,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await purchaseRow(purchaseUuid)).status).toBe('pending');
    expect(await creditsOf(other.uuid)).toBe(0);
    expect(await creditsOf(collaborator.uuid)).toBe(0);
  });
});

describe('POST /payments/sandbox/webhook', () => {
  it('the same notification delivered 100 times credits once', async () => {
    const { collaborator, purchaseUuid } = await pendingPurchase(10);
    const body = notification(purchaseUuid);
    const signature = signSandboxPayload(ctx.deps.paymentWebhookSecret, body, ctx.now());
    for (let i = 0; i < 100; i++) {
      const res = await deliver(body, signature);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ received: true, status: 'confirmed', changed: i === 0 });
    }
    expect(await creditsOf(collaborator.uuid)).toBe(10);
    expect(await purchaseLedger(purchaseUuid)).toHaveLength(1);
  });

  it('a late failure notification does not undo a confirmed purchase', async () => {
    const { collaborator, purchaseUuid } = await pendingPurchase(1);
    const ok = notification(purchaseUuid);
    await deliver(ok, signSandboxPayload(ctx.deps.paymentWebhookSecret, ok, ctx.now()));
    const late = notification(purchaseUuid, 'payment.failed', 'evt_2');
    const res = await deliver(
      late,
      signSandboxPayload(ctx.deps.paymentWebhookSecret, late, ctx.now()),
    );
    expect(res.json()).toMatchObject({ status: 'confirmed', changed: false });
    expect((await purchaseRow(purchaseUuid)).status).toBe('confirmed');
    expect(await creditsOf(collaborator.uuid)).toBe(1);
  });

  it('refuses bad, tampered, stale, future and missing signatures; nothing changes', async () => {
    const { collaborator, purchaseUuid } = await pendingPurchase(3);
    const body = notification(purchaseUuid);
    const secret = ctx.deps.paymentWebhookSecret;
    const now = ctx.now();
    const cases: [string | undefined, string, number][] = [
      [signSandboxPayload('outro-segredo', body, now), body, 401],
      [signSandboxPayload(secret, body, now), body.replace('"evt_1"', '"evt_9"'), 401],
      [signSandboxPayload(secret, body, new Date(now.getTime() - 6 * 60_000)), body, 401],
      [signSandboxPayload(secret, body, new Date(now.getTime() + 6 * 60_000)), body, 401],
      [undefined, body, 400],
      ['t=123', body, 400],
      ['v1=abc', body, 400],
    ];
    for (const [signature, payload, status] of cases) {
      const res = await deliver(payload, signature);
      expect(res.statusCode, signature).toBe(status);
      expect(res.json().message).toBe('Assinatura inválida');
    }
    // Within the 5-minute tolerance it is accepted.
    const fresh = signSandboxPayload(secret, body, new Date(now.getTime() - 4 * 60_000));
    expect((await purchaseRow(purchaseUuid)).status).toBe('pending');
    expect(await creditsOf(collaborator.uuid)).toBe(0);
    expect((await deliver(body, fresh)).statusCode).toBe(200);
    expect(await creditsOf(collaborator.uuid)).toBe(3);
  });

  it('verifies the raw bytes: a re-serialised body no longer matches its signature', async () => {
    const { collaborator, purchaseUuid } = await pendingPurchase(1);
    const pretty = JSON.stringify(JSON.parse(notification(purchaseUuid)), null, 2);
    const signature = signSandboxPayload(ctx.deps.paymentWebhookSecret, pretty, ctx.now());
    expect((await deliver(JSON.stringify(JSON.parse(pretty)), signature)).statusCode).toBe(401);
    expect((await deliver(pretty, signature)).statusCode).toBe(200);
    expect(await creditsOf(collaborator.uuid)).toBe(1);
  });

  it('a signed notification for an unknown purchase or of another shape changes nothing', async () => {
    const secret = ctx.deps.paymentWebhookSecret;
    const unknown = notification('3f6b2c1e-8a4d-4e2f-9b1a-0c1d2e3f4aee');
    expect(
      (await deliver(unknown, signSandboxPayload(secret, unknown, ctx.now()))).statusCode,
    ).toBe(404);
    const { purchaseUuid } = await pendingPurchase(1);
    const odd = notification(purchaseUuid, 'payment.refunded');
    const res = await deliver(odd, signSandboxPayload(secret, odd, ctx.now()));
    expect(res.statusCode).toBe(400);
    expect((await purchaseRow(purchaseUuid)).status).toBe('pending');
  });

  it('refuses a sandbox notification for a purchase of another provider', async () => {
    const collaborator = await makeCollaborator(ctx);
    const [row] = await ctx.db
      .insert(s.purchases)
      .values({
        collaboratorUuid: collaborator.uuid,
        amount: 3,
        priceCents: 30000,
        provider: 'stripe',
      })
      .returning();
    const body = notification(row.uuid);
    const res = await deliver(
      body,
      signSandboxPayload(ctx.deps.paymentWebhookSecret, body, ctx.now()),
    );
    expect(res.statusCode).toBe(400);
    const viaCheckout = await checkout(collaborator.token, row.uuid, CARD_PAYS);
    expect(viaCheckout.statusCode).toBe(400);
    expect((await purchaseRow(row.uuid)).status).toBe('pending');
    expect(await creditsOf(collaborator.uuid)).toBe(0);
  });

  it('the Stripe webhook is not served when Stripe is not configured', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});
