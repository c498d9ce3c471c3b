import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { makeCollaborator } from '../helpers/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ JOBS_ENABLED: true });
});
afterAll(() => ctx.close());

describe('immediate delivery after a change', () => {
  it('sends a password-reset message at once, without waiting for the minute job', async () => {
    const collaborator = await makeCollaborator(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { role: 'collaborator', email: collaborator.email },
    });
    expect(res.statusCode).toBe(202);
    await expect
      .poll(
        async () => {
          const [row] = await ctx.db
            .select({ status: s.outbox.status })
            .from(s.outbox)
            .where(eq(s.outbox.recipient, collaborator.email));
          return row?.status;
        },
        { timeout: 5000, interval: 100 },
      )
      .toBe('sent');
  });
});
