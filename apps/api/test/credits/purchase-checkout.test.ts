import { describe, expect, it } from 'vitest';
import { makeCollaborator, makeCompany, tokenFor } from '../helpers/factories.ts';
import { apiCaller } from '../helpers/api.ts';
import { signSandboxPayload } from '../../src/integrations/payments/sandbox-signature.ts';
import { purchaseKit, CARD_PAYS } from '../helpers/purchase-kit.ts';

// The checkout's own read and abandoned purchases (docs/domain.md §10, decision 1410).
const kit = purchaseKit();
const { creditsOf, purchaseRow, checkout, pendingPurchase, notification, deliver } = kit;

const call = apiCaller(() => kit.ctx);
const readCheckout = (token: string | undefined, purchaseUuid: string) =>
  call('GET', `/purchases/checkout/${purchaseUuid}`, token);
const list = (token: string, collaboratorUuid: string) =>
  call('GET', `/purchases/${collaboratorUuid}`, token);

describe('GET /purchases/checkout/{purchaseUuid}', () => {
  it('finds the purchase just created, even after the list was read (and cached) before it', async () => {
    const collaborator = await makeCollaborator(kit.ctx);
    for (let i = 0; i < 3; i += 1) {
      expect((await list(collaborator.token, collaborator.uuid)).statusCode).toBe(200);
      const res = await kit.buy(collaborator.token, {
        amount: 1,
        collaboratorUuid: collaborator.uuid,
      });
      const uuid = res.json().uuid as string;
      const one = await readCheckout(collaborator.token, uuid);
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject({ uuid, amount: 1, price: 10000, status: 'pending' });
      expect(one.headers['cache-control']).toBe('no-store');
    }
  });

  it("refuses another collaborator's purchase (403), other roles (403), no token (401), unknown (404)", async () => {
    const { purchaseUuid } = await pendingPurchase();
    const other = await makeCollaborator(kit.ctx);
    expect((await readCheckout(other.token, purchaseUuid)).statusCode).toBe(403);
    const company = await makeCompany(kit.ctx);
    const companyToken = await tokenFor(kit.ctx, 'company', company.uuid);
    expect((await readCheckout(companyToken, purchaseUuid)).statusCode).toBe(403);
    expect((await readCheckout(undefined, purchaseUuid)).statusCode).toBe(401);
    const unknown = await readCheckout(other.token, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Compra não encontrada');
    expect((await readCheckout(other.token, 'x')).statusCode).toBe(400);
  });
});

describe('a purchase abandoned for 30 minutes', () => {
  const T0 = new Date('2026-11-28T15:00:00.000Z');
  const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

  it('is still paid at 29 minutes', async () => {
    kit.ctx.setNow(T0);
    const { collaborator, purchaseUuid } = await pendingPurchase(3);
    kit.ctx.setNow(at(29));
    expect((await readCheckout(collaborator.token, purchaseUuid)).json().status).toBe('pending');
    const res = await checkout(collaborator.token, purchaseUuid, CARD_PAYS);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('confirmed');
    expect(await creditsOf(collaborator.uuid)).toBe(3);
    kit.ctx.setNow(undefined);
  });

  it("expires at 30 minutes: 'Expirada' in the list and the checkout, and no card pays it", async () => {
    kit.ctx.setNow(T0);
    const { collaborator, purchaseUuid } = await pendingPurchase(3);
    kit.ctx.setNow(at(30));
    const rows = (await list(collaborator.token, collaborator.uuid)).json();
    expect(rows).toMatchObject([{ uuid: purchaseUuid, status: 'expired' }]);
    expect((await readCheckout(collaborator.token, purchaseUuid)).json().status).toBe('expired');
    const res = await checkout(collaborator.token, purchaseUuid, CARD_PAYS);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Esta compra expirou. Escolha o pacote de novo.');
    expect((await purchaseRow(purchaseUuid)).status).toBe('expired');
    expect(await creditsOf(collaborator.uuid)).toBe(0);
    kit.ctx.setNow(undefined);
  });

  it('expires even when the checkout is the first thing read, and a newer purchase stays payable', async () => {
    kit.ctx.setNow(T0);
    const { collaborator, purchaseUuid: old } = await pendingPurchase(1);
    kit.ctx.setNow(at(45));
    const fresh = await kit.buy(collaborator.token, {
      amount: 1,
      collaboratorUuid: collaborator.uuid,
    });
    const res = await checkout(collaborator.token, old, CARD_PAYS);
    expect(res.statusCode).toBe(409);
    const paid = await checkout(collaborator.token, fresh.json().uuid, CARD_PAYS);
    expect(paid.json().status).toBe('confirmed');
    expect(await creditsOf(collaborator.uuid)).toBe(1);
    kit.ctx.setNow(undefined);
  });

  it('is still credited, once, when the provider confirms money it did take after expiry', async () => {
    kit.ctx.setNow(T0);
    const { collaborator, purchaseUuid } = await pendingPurchase(5);
    kit.ctx.setNow(at(31));
    expect((await checkout(collaborator.token, purchaseUuid, CARD_PAYS)).statusCode).toBe(409);
    expect((await purchaseRow(purchaseUuid)).status).toBe('expired');
    const body = notification(purchaseUuid);
    const signature = signSandboxPayload(kit.ctx.deps.paymentWebhookSecret, body, kit.ctx.now());
    expect((await deliver(body, signature)).json()).toMatchObject({
      status: 'confirmed',
      changed: true,
    });
    expect((await deliver(body, signature)).json()).toMatchObject({ changed: false });
    expect(await creditsOf(collaborator.uuid)).toBe(5);
    kit.ctx.setNow(undefined);
  });
});
