import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { apiCaller } from '../helpers/api.ts';
import { deliverSigned, makePendingPurchase } from '../helpers/purchase-kit.ts';

// On the PostgreSQL server (TEST_DB=pg) each request gets its own connection and they really race;
// PGlite, one connection, runs their transactions one after another. The database decides the
// outcome either way (row locks, unique event ids), so the same outcomes must hold on both.
describe('concurrent payment notifications', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const call = apiCaller(() => ctx);
  const pendingPurchase = (amount: number) => makePendingPurchase(ctx, amount);

  const deliver = (body: string) => deliverSigned(ctx, body);

  async function state(collaboratorUuid: string, purchaseUuid: string) {
    const [c] = await ctx.db
      .select({ credits: s.collaborators.credits })
      .from(s.collaborators)
      .where(eq(s.collaborators.uuid, collaboratorUuid));
    const [p] = await ctx.db.select().from(s.purchases).where(eq(s.purchases.uuid, purchaseUuid));
    const ledger = await ctx.db
      .select()
      .from(s.creditLedger)
      .where(eq(s.creditLedger.collaboratorUuid, collaboratorUuid));
    return { credits: c.credits, status: p.status, ledger };
  }

  it('50 simultaneous deliveries of the same confirmation credit once', async () => {
    const { collaborator, purchaseUuid } = await pendingPurchase(5);
    const body = JSON.stringify({
      id: 'evt_c',
      type: 'payment.succeeded',
      data: { purchaseUuid },
    });
    const results = await Promise.all(Array.from({ length: 50 }, () => deliver(body)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(results.filter((r) => r.json().changed)).toHaveLength(1);
    const after = await state(collaborator.uuid, purchaseUuid);
    expect(after.credits).toBe(5);
    expect(after.status).toBe('confirmed');
    expect(after.ledger).toHaveLength(1);
    expect(after.ledger[0]).toMatchObject({
      delta: 5,
      reason: 'purchase',
      refUuid: purchaseUuid,
    });
  });

  it('racing confirmation and failure: one outcome wins, credits match it', async () => {
    for (let round = 0; round < 5; round++) {
      const { collaborator, purchaseUuid } = await pendingPurchase(3);
      const ok = JSON.stringify({
        id: 'evt_ok',
        type: 'payment.succeeded',
        data: { purchaseUuid },
      });
      const ko = JSON.stringify({ id: 'evt_ko', type: 'payment.failed', data: { purchaseUuid } });
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => deliver(i % 2 ? ok : ko)),
      );
      expect(results.filter((r) => r.json().changed)).toHaveLength(1);
      const after = await state(collaborator.uuid, purchaseUuid);
      expect(after.credits).toBe(after.status === 'confirmed' ? 3 : 0);
      expect(after.ledger).toHaveLength(after.status === 'confirmed' ? 1 : 0);
    }
  });

  it('simultaneous sandbox checkouts of one purchase pay once', async () => {
    const { collaborator, purchaseUuid } = await pendingPurchase(10);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', `/payments/sandbox/checkout/${purchaseUuid}`, collaborator.token, {
          cardNumber: '4242424242424242',
        }),
      ),
    );
    // Each answers 200 (it saw the purchase pending) or 409 (already processed); none credits twice.
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    const after = await state(collaborator.uuid, purchaseUuid);
    expect(after.credits).toBe(10);
    expect(after.ledger).toHaveLength(1);
  });
});
