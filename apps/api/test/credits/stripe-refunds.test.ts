import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import * as s from '../../src/db/schema.ts';
import { installPaymentProvider } from '../../src/integrations/payments/payment-provider.ts';
import { createStripeProvider } from '../../src/integrations/payments/stripe-provider.ts';
import { changeCredits } from '../../src/modules/credits/ledger.ts';
import { apiCaller } from '../helpers/api.ts';
import { fileApp } from '../helpers/file-app.ts';
import { expectLedgerBalanced } from '../helpers/ledger.ts';
import { makePendingPurchase } from '../helpers/purchase-kit.ts';

// Stripe refunds and chargebacks (domain.md §17; decision 1177): events signed with Stripe's own
// test helper and sent through the verified webhook.
const WEBHOOK_SECRET = 'whsec_test_acolher';
let sessions = 0;
const fakeFetch = (async () => {
  sessions += 1;
  const id = `cs_test_r${sessions}`;
  return Response.json({
    id,
    object: 'checkout.session',
    url: `https://checkout.stripe.com/c/pay/${id}`,
  });
}) as typeof fetch;

const ctx = fileApp({
  STRIPE_SECRET_KEY: 'sk_test_acolher',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  PUBLIC_URL: 'https://acolher.example.com',
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

function deliver(type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type,
    data: { object },
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
        timestamp: Math.floor(ctx.now().getTime() / 1000),
      }),
    },
    payload,
  });
}

/** A collaborator who bought `amount` credits (R$ 100 each) paid through Stripe Checkout. */
async function paidPurchase(amount: number) {
  const { collaborator, purchaseUuid } = await makePendingPurchase(ctx, amount, { price: 1 });
  const paymentIntent = `pi_${randomUUID().replaceAll('-', '')}`;
  const paid = await deliver('checkout.session.completed', {
    id: `cs_${purchaseUuid}`,
    object: 'checkout.session',
    client_reference_id: purchaseUuid,
    metadata: { purchaseUuid },
    payment_status: 'paid',
    amount_total: amount * 10_000,
    currency: 'brl',
    payment_intent: paymentIntent,
  });
  expect(paid.json()).toMatchObject({ status: 'confirmed', changed: true });
  return { collaborator, purchaseUuid, paymentIntent };
}

const charge = (paymentIntent: string, extra: Record<string, unknown> = {}) => ({
  id: `ch_${randomUUID().replaceAll('-', '')}`,
  object: 'charge',
  payment_intent: paymentIntent,
  refunded: true,
  metadata: {},
  ...extra,
});

async function purchaseStatus(uuid: string) {
  const [row] = await ctx.db.select().from(s.purchases).where(eq(s.purchases.uuid, uuid));
  return row.status;
}
async function refundRows(purchaseUuid: string) {
  return ctx.db
    .select()
    .from(s.creditLedger)
    .where(
      and(eq(s.creditLedger.refUuid, purchaseUuid), eq(s.creditLedger.reason, 'purchase_refund')),
    );
}

describe('charge.refunded', () => {
  it('marks the purchase refunded and removes its credits; replayed 10 times, removed once', async () => {
    const { collaborator, purchaseUuid, paymentIntent } = await paidPurchase(3);
    expect(await expectLedgerBalanced(ctx, collaborator.uuid)).toBe(3);
    const first = await deliver('charge.refunded', charge(paymentIntent));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      received: true,
      purchaseUuid,
      status: 'refunded',
      changed: true,
    });
    for (let i = 0; i < 10; i++) {
      const again = await deliver('charge.refunded', charge(paymentIntent));
      expect(again.json()).toMatchObject({ status: 'refunded', changed: false });
    }
    expect(await purchaseStatus(purchaseUuid)).toBe('refunded');
    expect(await expectLedgerBalanced(ctx, collaborator.uuid)).toBe(0);
    expect(await refundRows(purchaseUuid)).toHaveLength(1);

    // The purchase history shows it as 'refunded' (labelled 'Reembolsado' by contracts/labels).
    const history = await apiCaller(() => ctx)(
      'GET',
      `/purchases/${collaborator.uuid}`,
      collaborator.token,
    );
    expect(JSON.stringify(history.json())).toContain('"status":"refunded"');
  });

  it('removes only what is unspent: the balance never goes negative', async () => {
    const { collaborator, purchaseUuid, paymentIntent } = await paidPurchase(3);
    await changeCredits(ctx.db, {
      collaboratorUuid: collaborator.uuid,
      delta: -2,
      reason: 'booking',
      refUuid: randomUUID(),
    });
    await deliver('charge.refunded', charge(paymentIntent));
    expect(await expectLedgerBalanced(ctx, collaborator.uuid)).toBe(0);
    const [row] = await refundRows(purchaseUuid);
    expect(row.delta).toBe(-1);
  });

  it('finds the purchase by the charge metadata too; ignores a partial refund and an unknown payment', async () => {
    const { collaborator, purchaseUuid, paymentIntent } = await paidPurchase(3);
    const partial = await deliver('charge.refunded', charge(paymentIntent, { refunded: false }));
    expect(partial.json()).toEqual({ received: true, ignored: 'partial refund' });
    const unknown = await deliver('charge.refunded', charge('pi_unknown'));
    expect(unknown.json()).toEqual({ received: true, ignored: 'purchase not found' });
    expect(await expectLedgerBalanced(ctx, collaborator.uuid)).toBe(3);
    const byMetadata = await deliver(
      'charge.refunded',
      charge('pi_other', { metadata: { purchaseUuid } }),
    );
    expect(byMetadata.json()).toMatchObject({ purchaseUuid, changed: true });
    expect(await expectLedgerBalanced(ctx, collaborator.uuid)).toBe(0);
  });

  it('an unsigned refund event is refused and changes nothing', async () => {
    const { collaborator, paymentIntent } = await paidPurchase(1);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=bad' },
      payload: JSON.stringify({
        id: 'evt_x',
        object: 'event',
        type: 'charge.refunded',
        data: { object: charge(paymentIntent) },
      }),
    });
    expect(res.statusCode).toBe(401);
    expect(await expectLedgerBalanced(ctx, collaborator.uuid)).toBe(1);
  });
});

describe('charge.dispute.created', () => {
  it('a chargeback marks the purchase refunded and removes its credits once', async () => {
    const { collaborator, purchaseUuid, paymentIntent } = await paidPurchase(3);
    const dispute = {
      id: 'dp_test_1',
      object: 'dispute',
      charge: 'ch_test_1',
      payment_intent: paymentIntent,
      amount: 30_000,
      currency: 'brl',
      reason: 'fraudulent',
      status: 'needs_response',
    };
    for (let i = 0; i < 10; i++) await deliver('charge.dispute.created', dispute);
    expect(await purchaseStatus(purchaseUuid)).toBe('refunded');
    expect(await expectLedgerBalanced(ctx, collaborator.uuid)).toBe(0);
    expect(await refundRows(purchaseUuid)).toHaveLength(1);
    // A later refund of the same charge changes nothing more.
    const refund = await deliver('charge.refunded', charge(paymentIntent));
    expect(refund.json()).toMatchObject({ changed: false });
  });
});
