import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { createTestApp, type TestContext } from './test-app.ts';
import { bearer, makeCollaborator } from './factories.ts';

export const CARD_PAYS = '4242 4242 4242 4242';
export const CARD_DECLINES = '4000000000000002';

/**
 * The purchase tests' world (purchases.test.ts, payment-notifications.test.ts): a test app, the
 * ledger invariant checked after every test, and helpers to buy, check out and notify.
 */
export function purchaseKit() {
  let ctx!: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  /** domain.md §4: every collaborator's credits equal the sum of its ledger, after every scenario. */
  afterEach(async () => {
    for (const r of await creditsAndLedger()) expect(r.credits, r.uuid).toBe(r.ledger);
  });
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
    return rows.map((r) => ({
      uuid: r.uuid,
      credits: Number(r.credits),
      ledger: Number(r.ledger),
    }));
  }

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

  return {
    get ctx() {
      return ctx;
    },
    creditsAndLedger,
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
