import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { fileApp } from '../helpers/file-app.ts';
import { PASSWORD, makeCollaborator } from '../helpers/factories.ts';
import { apiCaller } from '../helpers/api.ts';

// domain.md §14: the data export selects by the account only. The audit gave a reused corporate
// mailbox to the next employee, whose export then held the previous holder's messages.

const ctx = fileApp();
const call = apiCaller(() => ctx);

const exportOf = async (token: string) => {
  const res = await call('GET', '/account/export', token);
  expect(res.statusCode).toBe(200);
  return res.json().messages as { kind: string; body: string }[];
};

describe('GET /account/export and a reused mailbox', () => {
  it("the next holder's export has none of the previous holder's messages", async () => {
    const mailbox = `atendimento.${Date.now()}@empresa.com.br`;
    const first = await makeCollaborator(ctx, { email: mailbox, name: 'Primeira Pessoa' });
    const changed = await call('PATCH', '/account/password', first.token, {
      currentPassword: PASSWORD,
      password: 'nova-senha-123',
    });
    expect(changed.statusCode).toBe(200);
    expect((await exportOf(first.token)).map((m) => m.kind)).toContain('password_changed');
    // She leaves; the mailbox goes to the next employee.
    await ctx.db
      .update(s.collaborators)
      .set({ deletedAt: new Date() })
      .where(eq(s.collaborators.uuid, first.uuid));
    const next = await makeCollaborator(ctx, { email: mailbox, name: 'Segunda Pessoa' });
    await call('POST', '/auth/forgot-password', undefined, {
      role: 'collaborator',
      email: mailbox,
    });
    const messages = await exportOf(next.token);
    expect(messages.map((m) => m.kind)).toEqual(['password_reset']);
    expect(messages.some((m) => m.body.includes('Primeira'))).toBe(false);
  });
});
