import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { signSandboxPayload } from '../../src/integrations/payments/sandbox-signature.ts';
import { apiCaller } from './api.ts';
import { makeCollaborator } from './factories.ts';
import { appWithLedgerCheck, creditsOf as creditsOfIn } from './ledger.ts';
import type { TestContext } from './test-app.ts';

export const CARD_PAYS = '4242 4242 4242 4242';
export const CARD_DECLINES = '4000000000000002';

/** A sandbox payment notification (`body`) to the webhook, signed now with the app's secret. */
export const deliverSigned = (ctx: TestContext, body: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/webhook',
    headers: {
      'content-type': 'application/json',
      'acolher-signature': signSandboxPayload(ctx.deps.paymentWebhookSecret, body, ctx.now()),
    },
    payload: body,
  });

/** A new collaborator's purchase of `amount` credits (`extra` in its body), made through the API. */
export async function makePendingPurchase(
  ctx: TestContext,
  amount = 3,
  extra: Record<string, unknown> = {},
) {
  const collaborator = await makeCollaborator(ctx);
  const res = await apiCaller(() => ctx)('POST', '/purchases', collaborator.token, {
    amount,
    collaboratorUuid: collaborator.uuid,
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return { collaborator, purchaseUuid: res.json().uuid as string };
}

/**
 * The purchase tests' world (purchases.test.ts, payment-notifications.test.ts): a test app, the
 * ledger invariant checked after every test, the API client (`call`) and helpers to buy, check
 * out and notify.
 */
export function purchaseKit() {
  const world = appWithLedgerCheck();
  const creditsOf = (uuid: string) => creditsOfIn(world.ctx, uuid);
  async function purchaseRow(uuid: string) {
    const [row] = await world.ctx.db.select().from(s.purchases).where(eq(s.purchases.uuid, uuid));
    return row;
  }
  async function purchaseLedger(purchaseUuid: string) {
    return world.ctx.db
      .select()
      .from(s.creditLedger)
      .where(eq(s.creditLedger.refUuid, purchaseUuid));
  }

  const call = apiCaller(() => world.ctx);
  const buy = (token: string, payload: Record<string, unknown>) =>
    call('POST', '/purchases', token, payload);
  const checkout = (token: string, purchaseUuid: string, cardNumber: string) =>
    call('POST', `/payments/sandbox/checkout/${purchaseUuid}`, token, { cardNumber });

  function notification(purchaseUuid: string, type = 'payment.succeeded', id = 'evt_1') {
    return JSON.stringify({ id, type, created: 0, data: { purchaseUuid } });
  }
  const deliver = (body: string, signature?: string) =>
    world.ctx.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'acolher-signature': signature }),
      },
      payload: body,
    });

  const pendingPurchase = (amount = 3) => makePendingPurchase(world.ctx, amount);

  return {
    get ctx() {
      return world.ctx;
    },
    call,
    creditsOf,
    purchaseRow,
    purchaseLedger,
    buy,
    checkout,
    notification,
    deliver,
    pendingPurchase,
  };
}
