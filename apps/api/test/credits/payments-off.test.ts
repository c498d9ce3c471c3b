import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { makeCollaborator, tokenFor } from '../helpers/factories.ts';
import { apiCaller } from '../helpers/api.ts';

// docs/domain.md §15: PAYMENTS=off (credits only from the company) and production's missing sandbox.
describe('production mode with PAYMENTS=off (decision 1141)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ APP_ENV: 'production', PAYMENTS: 'off' });
  });
  afterAll(() => ctx.close());
  const call = apiCaller(() => ctx);

  it('refuses to open a purchase, with the reason in Portuguese, and stores nothing', async () => {
    const collaborator = await makeCollaborator(ctx);
    const res = await call(
      'POST',
      '/purchases',
      await tokenFor(ctx, 'collaborator', collaborator.uuid),
      { amount: 1, collaboratorUuid: collaborator.uuid },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'A compra de créditos está desativada. Seus créditos vêm da sua empresa.',
    );
    const [{ n }] = await ctx.db.select({ n: count() }).from(s.purchases);
    expect(n).toBe(0);
  });

  it('never serves the sandbox checkout nor its webhook', async () => {
    const collaborator = await makeCollaborator(ctx);
    const checkout = await call(
      'POST',
      '/payments/sandbox/checkout/00000000-0000-4000-8000-000000000000',
      await tokenFor(ctx, 'collaborator', collaborator.uuid),
      { cardNumber: '4242424242424242' },
    );
    expect(checkout.statusCode).toBe(404);
    const pix = await call(
      'POST',
      '/payments/sandbox/pix/00000000-0000-4000-8000-000000000000',
      await tokenFor(ctx, 'collaborator', collaborator.uuid),
      {},
    );
    expect(pix.statusCode).toBe(404);
    const webhook = await call('POST', '/payments/sandbox/webhook', undefined, {});
    expect(webhook.statusCode).toBe(404);
  });

  it('tells the web app the mode and that purchases are off', async () => {
    const res = await call('GET', '/config');
    expect(res.json()).toEqual({ mode: 'production', payments: 'off' });
  });
});
