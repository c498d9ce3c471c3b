import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import {
  makeAdministrator,
  makeCollaborator,
  makeCompany,
  makePsychologist,
  tokenFor,
} from '../helpers/factories.ts';
import {
  installPaymentProvider,
  type PaymentProvider,
} from '../../src/integrations/payments/payment-provider.ts';
import { createSandboxProvider } from '../../src/integrations/payments/sandbox-provider.ts';
import { purchaseKit, CARD_PAYS, CARD_DECLINES } from '../helpers/purchase-kit.ts';
import { expectLedgerBalanced } from '../helpers/ledger.ts';

const kit = purchaseKit();
const { creditsOf, purchaseRow, purchaseLedger, buy, checkout, pendingPurchase, call } = kit;

describe('GET /credit-packages', () => {
  it('answers 401 without a token (domain.md §2)', async () => {
    const res = await call('GET', '/credit-packages');
    expect(res.statusCode).toBe(401);
  });

  it('lists the four fixed packages with prices in cents, to any signed-in role', async () => {
    const company = await makeCompany(kit.ctx);
    const res = await call(
      'GET',
      '/credit-packages',
      await tokenFor(kit.ctx, 'company', company.uuid),
    );
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
    const collaborator = await makeCollaborator(kit.ctx);
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
    const collaborator = await makeCollaborator(kit.ctx);
    for (const amount of [0, 2, 4, 11, -3, 2.5, '3', null]) {
      const res = await buy(collaborator.token, { amount, collaboratorUuid: collaborator.uuid });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().message).toBe('Pacote inválido');
    }
    const missing = await buy(collaborator.token, { collaboratorUuid: collaborator.uuid });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Pacote inválido');
    const count = await kit.ctx.db
      .select()
      .from(s.purchases)
      .where(eq(s.purchases.collaboratorUuid, collaborator.uuid));
    expect(count).toHaveLength(0);
  });

  it('refuses without a token (401), other roles and another collaborator (403)', async () => {
    const collaborator = await makeCollaborator(kit.ctx);
    const other = await makeCollaborator(kit.ctx);
    const payload = { amount: 1, collaboratorUuid: collaborator.uuid };
    const anonymous = await call('POST', '/purchases', undefined, payload);
    expect(anonymous.statusCode).toBe(401);
    for (const token of [
      (await makeAdministrator(kit.ctx)).token,
      (await makeCompany(kit.ctx)).token,
      (await makePsychologist(kit.ctx)).token,
      other.token,
    ]) {
      const res = await buy(token, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Acesso negado');
    }
    const rows = await kit.ctx.db
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
    installPaymentProvider(kit.ctx.deps, broken);
    try {
      const collaborator = await makeCollaborator(kit.ctx);
      const res = await buy(collaborator.token, { amount: 5, collaboratorUuid: collaborator.uuid });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/Não foi possível iniciar o pagamento/);
      const [row] = await kit.ctx.db
        .select()
        .from(s.purchases)
        .where(eq(s.purchases.collaboratorUuid, collaborator.uuid));
      expect(row.status).toBe('failed');
    } finally {
      installPaymentProvider(kit.ctx.deps, createSandboxProvider());
    }
  });
});

describe('GET /purchases/:collaboratorId', () => {
  it('lists own purchases newest first with amount, price, status and date', async () => {
    const collaborator = await makeCollaborator(kit.ctx);
    const made: string[] = [];
    for (const [i, amount] of [1, 10, 5].entries()) {
      kit.ctx.setNow(`2026-03-01T12:0${i}:00Z`);
      made.push(
        (await buy(collaborator.token, { amount, collaboratorUuid: collaborator.uuid })).json()
          .uuid,
      );
    }
    // Read within the 30 minutes a pending purchase lives (decision 1410).
    kit.ctx.setNow('2026-03-01T12:10:00Z');
    const res = await call('GET', `/purchases/${collaborator.uuid}`, collaborator.token);
    kit.ctx.setNow(undefined);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        uuid: made[2],
        amount: 5,
        price: 50000,
        status: 'pending',
        createdAt: '2026-03-01T09:02:00.000-03:00',
      },
      {
        uuid: made[1],
        amount: 10,
        price: 100000,
        status: 'pending',
        createdAt: '2026-03-01T09:01:00.000-03:00',
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
    const collaborator = await makeCollaborator(kit.ctx);
    kit.ctx.setNow('2026-03-05T01:30:00Z');
    await buy(collaborator.token, { amount: 1, collaboratorUuid: collaborator.uuid });
    kit.ctx.setNow(undefined);
    const res = await call('GET', `/purchases/${collaborator.uuid}`, collaborator.token);
    const [purchase] = res.json();
    expect(purchase.createdAt).toBe('2026-03-04T22:30:00.000-03:00');
    expect(new Date(purchase.createdAt).toISOString()).toBe('2026-03-05T01:30:00.000Z');
  });

  it('is empty for a collaborator without purchases', async () => {
    const collaborator = await makeCollaborator(kit.ctx);
    const res = await call('GET', `/purchases/${collaborator.uuid}`, collaborator.token);
    expect(res.json()).toEqual([]);
  });

  it("refuses another collaborator's purchases (403), other roles (403), no token (401), bad id (400)", async () => {
    const { collaborator } = await pendingPurchase();
    const other = await makeCollaborator(kit.ctx);
    const url = `/purchases/${collaborator.uuid}`;
    expect((await call('GET', url)).statusCode).toBe(401);
    for (const token of [
      other.token,
      (await makeCompany(kit.ctx)).token,
      (await makeAdministrator(kit.ctx)).token,
    ]) {
      const res = await call('GET', url, token);
      expect(res.statusCode).toBe(403);
    }
    const bad = await call('GET', '/purchases/nao-e-uuid', collaborator.token);
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
    expect(await expectLedgerBalanced(kit.ctx, collaborator.uuid)).toBe(3);

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
    const other = await makeCollaborator(kit.ctx);
    const res = await checkout(other.token, purchaseUuid, CARD_PAYS);
    expect(res.statusCode).toBe(403);
    const psychologist = await makePsychologist(kit.ctx);
    expect((await checkout(psychologist.token, purchaseUuid, CARD_PAYS)).statusCode).toBe(403);
    const anonymous = await call('POST', `/payments/sandbox/checkout/${purchaseUuid}`, undefined, {
      cardNumber: CARD_PAYS,
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
