import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import * as s from '../../src/db/schema.ts';
import { makeCollaborator } from '../helpers/factories.ts';
import { apiCaller } from '../helpers/api.ts';
import { creditsOf as creditsIn } from '../helpers/ledger.ts';
import { installPaymentProvider } from '../../src/integrations/payments/payment-provider.ts';
import { fileApp } from '../helpers/file-app.ts';
import { createStripeProvider } from '../../src/integrations/payments/stripe-provider.ts';

const WEBHOOK_SECRET = 'whsec_test_acolher';
const PUBLIC_URL = 'https://acolher.example.com';

/** Stripe's API at the HTTP boundary: our code and the SDK run for real, no request leaves. */
interface SeenRequest {
  url: string;
  method: string;
  headers: Headers;
  form: URLSearchParams;
}
let seen: SeenRequest[] = [];
let answer: () => Response;
let sessionCount = 0;
const okSession = () => {
  sessionCount += 1;
  const id = `cs_test_${sessionCount}`;
  return Response.json({
    id,
    object: 'checkout.session',
    url: `https://checkout.stripe.com/c/pay/${id}`,
  });
};
const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
  seen.push({
    url: String(url),
    method: init?.method ?? 'GET',
    headers: new Headers(init?.headers as ConstructorParameters<typeof Headers>[0]),
    form: new URLSearchParams(String(init?.body ?? '')),
  });
  return answer();
}) as typeof fetch;

const ctx = fileApp({
  STRIPE_SECRET_KEY: 'sk_test_acolher',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  PUBLIC_URL,
});
beforeAll(async () => {
  installPaymentProvider(
    ctx.deps,
    createStripeProvider(ctx.deps.env, {
      httpClient: Stripe.createFetchHttpClient(fakeFetch),
      maxNetworkRetries: 0,
    }),
  );
});
beforeEach(() => {
  seen = [];
  answer = okSession;
});

const call = apiCaller(() => ctx);
async function buy(amount: number) {
  const collaborator = await makeCollaborator(ctx);
  const res = await call('POST', '/purchases', collaborator.token, {
    amount,
    collaboratorUuid: collaborator.uuid,
    price: 1,
  });
  return { collaborator, res };
}

const creditsOf = (uuid: string) => creditsIn(ctx, uuid);
async function statusOf(uuid: string) {
  const [row] = await ctx.db.select().from(s.purchases).where(eq(s.purchases.uuid, uuid));
  return row.status;
}

function event(
  type: string,
  purchaseUuid: string,
  session: Record<string, unknown> = {},
  id = 'evt_test_1',
) {
  return JSON.stringify(
    {
      id,
      object: 'event',
      type,
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          client_reference_id: purchaseUuid,
          metadata: { purchaseUuid },
          payment_status: 'paid',
          amount_total: 30000,
          currency: 'brl',
          ...session,
        },
      },
    },
    null,
    2,
  );
}
const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: timestamp ?? Math.floor(ctx.now().getTime() / 1000),
  });
const deliver = (payload: string, signature?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });

describe('Stripe Checkout creation', () => {
  it('opens a BRL checkout for cards and Pix with our price and answers its URL', async () => {
    const { collaborator, res } = await buy(3);
    expect(res.statusCode).toBe(201);
    const { uuid, paymentUrl } = res.json();
    expect(paymentUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/);

    expect(seen).toHaveLength(1);
    const [req] = seen;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(req.headers.get('authorization')).toBe('Bearer sk_test_acolher');
    expect(req.headers.get('idempotency-key')).toBe(`purchase-${uuid}`);
    const f = req.form;
    expect(f.get('mode')).toBe('payment');
    expect(f.get('line_items[0][price_data][currency]')).toBe('brl');
    expect(f.get('line_items[0][price_data][unit_amount]')).toBe('30000');
    expect(f.get('line_items[0][quantity]')).toBe('1');
    expect([
      f.get('allowed_payment_method_types[0]'),
      f.get('allowed_payment_method_types[1]'),
    ]).toEqual(['card', 'pix']);
    expect(f.get('metadata[purchaseUuid]')).toBe(uuid);
    expect(f.get('client_reference_id')).toBe(uuid);
    expect(f.get('success_url')).toBe(`${PUBLIC_URL}/collaborator/app/credits/success`);
    expect(f.get('cancel_url')).toBe(`${PUBLIC_URL}/collaborator/app/credits`);
    expect(f.get('customer_email')).toBe(collaborator.email);

    const [row] = await ctx.db.select().from(s.purchases).where(eq(s.purchases.uuid, uuid));
    expect(row).toMatchObject({
      provider: 'stripe',
      providerRef: paymentUrl.split('/').pop(),
      status: 'pending',
      priceCents: 30000,
    });
  });

  it('a Stripe error answers 502 and the purchase is failed, without credits', async () => {
    answer = () =>
      Response.json(
        { error: { type: 'api_error', message: 'Something went wrong' } },
        { status: 500 },
      );
    const { collaborator, res } = await buy(1);
    expect(res.statusCode).toBe(502);
    const [row] = await ctx.db
      .select()
      .from(s.purchases)
      .where(eq(s.purchases.collaboratorUuid, collaborator.uuid));
    expect(row.status).toBe('failed');
    expect(await creditsOf(collaborator.uuid)).toBe(0);
  });
});

describe('POST /payments/stripe/webhook', () => {
  it('a correctly signed checkout.session.completed credits once, however often it arrives', async () => {
    const { collaborator, res } = await buy(3);
    const purchaseUuid = res.json().uuid;
    const payload = event('checkout.session.completed', purchaseUuid);
    const signature = sign(payload);
    for (let i = 0; i < 5; i++) {
      const r = await deliver(payload, signature);
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({ received: true, status: 'confirmed', changed: i === 0 });
    }
    expect(await statusOf(purchaseUuid)).toBe('confirmed');
    expect(await creditsOf(collaborator.uuid)).toBe(3);
  });

  it('a tampered payload, a wrong secret, a stale or a missing signature are refused; nothing changes', async () => {
    const { collaborator, res } = await buy(3);
    const purchaseUuid = res.json().uuid;
    const payload = event('checkout.session.completed', purchaseUuid);
    const tampered = payload.replace('"amount_total": 30000', '"amount_total": 30001');
    expect(tampered).not.toBe(payload);
    const old = Math.floor(ctx.now().getTime() / 1000) - 6 * 60;
    for (const [body, signature, status] of [
      [tampered, sign(payload), 401],
      [payload, sign(payload, 'whsec_outro'), 401],
      [payload, sign(payload, WEBHOOK_SECRET, old), 401],
      [payload, undefined, 400],
    ] as const) {
      const r = await deliver(body, signature);
      expect(r.statusCode).toBe(status);
      expect(r.json().message).toBe('Assinatura inválida');
    }
    expect(await statusOf(purchaseUuid)).toBe('pending');
    expect(await creditsOf(collaborator.uuid)).toBe(0);
  });

  it('verifies the raw body: the same event re-serialised by a JSON parser fails', async () => {
    const { res } = await buy(3);
    const payload = event('checkout.session.completed', res.json().uuid);
    const compact = JSON.stringify(JSON.parse(payload));
    expect((await deliver(compact, sign(payload))).statusCode).toBe(401);
  });

  it('Pix: completed unpaid waits, async_payment_succeeded confirms', async () => {
    const { collaborator, res } = await buy(3);
    const purchaseUuid = res.json().uuid;
    const unpaid = event('checkout.session.completed', purchaseUuid, { payment_status: 'unpaid' });
    expect((await deliver(unpaid, sign(unpaid))).statusCode).toBe(200);
    expect(await statusOf(purchaseUuid)).toBe('pending');
    expect(await creditsOf(collaborator.uuid)).toBe(0);
    const paid = event('checkout.session.async_payment_succeeded', purchaseUuid, {}, 'evt_2');
    expect((await deliver(paid, sign(paid))).statusCode).toBe(200);
    expect(await statusOf(purchaseUuid)).toBe('confirmed');
    expect(await creditsOf(collaborator.uuid)).toBe(3);
  });

  it('expired or async failure marks the purchase failed and adds nothing', async () => {
    for (const type of ['checkout.session.expired', 'checkout.session.async_payment_failed']) {
      const { collaborator, res } = await buy(3);
      const purchaseUuid = res.json().uuid;
      const payload = event(type, purchaseUuid, { payment_status: 'unpaid' });
      expect((await deliver(payload, sign(payload))).statusCode).toBe(200);
      expect(await statusOf(purchaseUuid)).toBe('failed');
      expect(await creditsOf(collaborator.uuid)).toBe(0);
    }
  });

  it('an amount different from our price is refused and credits nothing', async () => {
    const { collaborator, res } = await buy(3);
    const purchaseUuid = res.json().uuid;
    const payload = event('checkout.session.completed', purchaseUuid, { amount_total: 100 });
    expect((await deliver(payload, sign(payload))).statusCode).toBe(400);
    expect(await statusOf(purchaseUuid)).toBe('pending');
    expect(await creditsOf(collaborator.uuid)).toBe(0);
  });

  it('acknowledges events that are not ours without changing anything', async () => {
    const other = event('checkout.session.completed', '3f6b2c1e-8a4d-4e2f-9b1a-0c1d2e3f4a99');
    const r1 = await deliver(other, sign(other));
    expect(r1.statusCode).toBe(200);
    expect(r1.json()).toMatchObject({ received: true, ignored: 'purchase not found' });
    const unrelated = JSON.stringify({
      id: 'evt_x',
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    });
    expect((await deliver(unrelated, sign(unrelated))).json()).toMatchObject({
      ignored: 'customer.created',
    });
  });

  it('the sandbox checkout cannot pay a Stripe purchase', async () => {
    const { collaborator, res } = await buy(3);
    const r = await call(
      'POST',
      `/payments/sandbox/checkout/${res.json().uuid}`,
      collaborator.token,
      {
        cardNumber: '4242424242424242',
      },
    );
    expect(r.statusCode).toBe(400);
    expect(await creditsOf(collaborator.uuid)).toBe(0);
  });
});
