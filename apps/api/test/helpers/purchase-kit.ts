import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { bearer, makeCollaborator } from './factories.ts';
import { appWithLedgerCheck, creditsOf as creditsOfIn } from './ledger.ts';

export const CARD_PAYS = '4242 4242 4242 4242';
export const CARD_DECLINES = '4000000000000002';

/**
 * The purchase tests' world (purchases.test.ts, payment-notifications.test.ts): a test app, the
 * ledger invariant checked after every test, and helpers to buy, check out and notify.
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

  const buy = (token: string, payload: Record<string, unknown>) =>
    world.ctx.app.inject({
      method: 'POST',
      url: '/api/purchases',
      headers: bearer(token),
      payload,
    });

  const checkout = (token: string, purchaseUuid: string, cardNumber: string) =>
    world.ctx.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/checkout/${purchaseUuid}`,
      headers: bearer(token),
      payload: { cardNumber },
    });

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

  async function pendingPurchase(amount = 3) {
    const collaborator = await makeCollaborator(world.ctx);
    const res = await buy(collaborator.token, { amount, collaboratorUuid: collaborator.uuid });
    expect(res.statusCode).toBe(201);
    return { collaborator, purchaseUuid: res.json().uuid as string };
  }

  return {
    get ctx() {
      return world.ctx;
    },
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
