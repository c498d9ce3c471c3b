import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { fileApp } from '../helpers/file-app.ts';
import { makeCollaborator, makePsychologist } from '../helpers/factories.ts';
import { apiCaller } from '../helpers/api.ts';
import { creditsOf as creditsIn } from '../helpers/ledger.ts';
import { makePendingPurchase } from '../helpers/purchase-kit.ts';

// Decision 1209: the sandbox's simulated Pix pays through the same signed, exactly-once path as the card.
const ctx = fileApp();

const call = apiCaller(() => ctx);
const pendingPurchase = (amount = 3) => makePendingPurchase(ctx, amount);
const pix = (token: string | undefined, purchaseUuid: string) =>
  call('POST', `/payments/sandbox/pix/${purchaseUuid}`, token, {});
const card = (token: string, purchaseUuid: string, cardNumber: string) =>
  call('POST', `/payments/sandbox/checkout/${purchaseUuid}`, token, { cardNumber });

const creditsOf = (uuid: string) => creditsIn(ctx, uuid);
const ledgerOf = (purchaseUuid: string) =>
  ctx.db.select().from(s.creditLedger).where(eq(s.creditLedger.refUuid, purchaseUuid));

describe('POST /payments/sandbox/pix/:purchaseUuid', () => {
  it('confirms the purchase and credits it once, in the ledger', async () => {
    const { collaborator, purchaseUuid } = await pendingPurchase(3);
    const res = await pix(collaborator.token, purchaseUuid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ purchaseUuid, status: 'confirmed' });
    expect(await creditsOf(collaborator.uuid)).toBe(3);
    expect(await ledgerOf(purchaseUuid)).toMatchObject([
      { delta: 3, reason: 'purchase', collaboratorUuid: collaborator.uuid },
    ]);
  });

  it('a second Pix, or a card after the Pix, is refused with 409 and adds nothing', async () => {
    const { collaborator, purchaseUuid } = await pendingPurchase(5);
    expect((await pix(collaborator.token, purchaseUuid)).statusCode).toBe(200);
    const again = await pix(collaborator.token, purchaseUuid);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Esta compra já foi processada');
    const byCard = await card(collaborator.token, purchaseUuid, '4242424242424242');
    expect(byCard.statusCode).toBe(409);
    expect(await creditsOf(collaborator.uuid)).toBe(5);
    expect(await ledgerOf(purchaseUuid)).toHaveLength(1);
  });

  it('many simultaneous Pix payments of one purchase credit it exactly once', async () => {
    const { collaborator, purchaseUuid } = await pendingPurchase(1);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => pix(collaborator.token, purchaseUuid)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(1);
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
    expect(await creditsOf(collaborator.uuid)).toBe(1);
    expect(await ledgerOf(purchaseUuid)).toHaveLength(1);
  });

  it('a purchase declined by card cannot be paid by Pix afterwards', async () => {
    const { collaborator, purchaseUuid } = await pendingPurchase(3);
    const declined = await card(collaborator.token, purchaseUuid, '4000000000000002');
    expect(declined.json()).toEqual({ purchaseUuid, status: 'failed' });
    expect((await pix(collaborator.token, purchaseUuid)).statusCode).toBe(409);
    expect(await creditsOf(collaborator.uuid)).toBe(0);
  });

  it("refuses no token (401), other roles and another collaborator's purchase (403), unknown (404), bad id (400)", async () => {
    const { collaborator, purchaseUuid } = await pendingPurchase();
    expect((await pix(undefined, purchaseUuid)).statusCode).toBe(401);
    const other = await makeCollaborator(ctx);
    expect((await pix(other.token, purchaseUuid)).statusCode).toBe(403);
    const psychologist = await makePsychologist(ctx);
    expect((await pix(psychologist.token, purchaseUuid)).statusCode).toBe(403);
    const unknown = await pix(collaborator.token, '3f6b2c1e-8a4d-4e2f-9b1a-0c1d2e3f4aff');
    expect(unknown.statusCode).toBe(404);
    expect((await pix(collaborator.token, 'nao-e-uuid')).statusCode).toBe(400);
    expect(await creditsOf(other.uuid)).toBe(0);
    expect(await creditsOf(collaborator.uuid)).toBe(0);
    const [row] = await ctx.db.select().from(s.purchases).where(eq(s.purchases.uuid, purchaseUuid));
    expect(row.status).toBe('pending');
  });
});
