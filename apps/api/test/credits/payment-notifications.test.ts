import { describe, expect, it } from 'vitest';
import * as s from '../../src/db/schema.ts';
import { makeCollaborator } from '../helpers/factories.ts';
import { signSandboxPayload } from '../../src/integrations/payments/sandbox-signature.ts';
import { purchaseKit, CARD_PAYS } from '../helpers/purchase-kit.ts';

const kit = purchaseKit();
const { creditsOf, purchaseRow, purchaseLedger, checkout, notification, deliver, pendingPurchase } =
  kit;

describe('POST /payments/sandbox/webhook', () => {
  it('the same notification delivered 100 times credits once', async () => {
    const { collaborator, purchaseUuid } = await pendingPurchase(10);
    const body = notification(purchaseUuid);
    const signature = signSandboxPayload(kit.ctx.deps.paymentWebhookSecret, body, kit.ctx.now());
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
    await deliver(ok, signSandboxPayload(kit.ctx.deps.paymentWebhookSecret, ok, kit.ctx.now()));
    const late = notification(purchaseUuid, 'payment.failed', 'evt_2');
    const res = await deliver(
      late,
      signSandboxPayload(kit.ctx.deps.paymentWebhookSecret, late, kit.ctx.now()),
    );
    expect(res.json()).toMatchObject({ status: 'confirmed', changed: false });
    expect((await purchaseRow(purchaseUuid)).status).toBe('confirmed');
    expect(await creditsOf(collaborator.uuid)).toBe(1);
  });

  it('refuses bad, tampered, stale, future and missing signatures; nothing changes', async () => {
    const { collaborator, purchaseUuid } = await pendingPurchase(3);
    const body = notification(purchaseUuid);
    const secret = kit.ctx.deps.paymentWebhookSecret;
    const now = kit.ctx.now();
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
    const signature = signSandboxPayload(kit.ctx.deps.paymentWebhookSecret, pretty, kit.ctx.now());
    expect((await deliver(JSON.stringify(JSON.parse(pretty)), signature)).statusCode).toBe(401);
    expect((await deliver(pretty, signature)).statusCode).toBe(200);
    expect(await creditsOf(collaborator.uuid)).toBe(1);
  });

  it('a signed notification for an unknown purchase or of another shape changes nothing', async () => {
    const secret = kit.ctx.deps.paymentWebhookSecret;
    const unknown = notification('3f6b2c1e-8a4d-4e2f-9b1a-0c1d2e3f4aee');
    expect(
      (await deliver(unknown, signSandboxPayload(secret, unknown, kit.ctx.now()))).statusCode,
    ).toBe(404);
    const { purchaseUuid } = await pendingPurchase(1);
    const odd = notification(purchaseUuid, 'payment.refunded');
    const res = await deliver(odd, signSandboxPayload(secret, odd, kit.ctx.now()));
    expect(res.statusCode).toBe(400);
    expect((await purchaseRow(purchaseUuid)).status).toBe('pending');
  });

  it('refuses a sandbox notification for a purchase of another provider', async () => {
    const collaborator = await makeCollaborator(kit.ctx);
    const [row] = await kit.ctx.db
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
      signSandboxPayload(kit.ctx.deps.paymentWebhookSecret, body, kit.ctx.now()),
    );
    expect(res.statusCode).toBe(400);
    const viaCheckout = await checkout(collaborator.token, row.uuid, CARD_PAYS);
    expect(viaCheckout.statusCode).toBe(400);
    expect((await purchaseRow(row.uuid)).status).toBe('pending');
    expect(await creditsOf(collaborator.uuid)).toBe(0);
  });

  it('the Stripe webhook is not served when Stripe is not configured', async () => {
    const res = await kit.ctx.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});
