import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { fileApp } from '../helpers/file-app.ts';
import { makeCollaborator } from '../helpers/factories.ts';
import { apiCaller } from '../helpers/api.ts';

const ctx = fileApp({ JOBS_ENABLED: true });
const call = apiCaller(() => ctx);

describe('immediate delivery after a change', () => {
  it('sends a password-reset message at once, without waiting for the minute job', async () => {
    const collaborator = await makeCollaborator(ctx);
    const res = await call('POST', '/auth/forgot-password', undefined, {
      role: 'collaborator',
      email: collaborator.email,
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
