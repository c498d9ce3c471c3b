import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { fileApp } from '../helpers/file-app.ts';
import { PASSWORD, makeCollaborator, tokenFor } from '../helpers/factories.ts';
import { apiCaller } from '../helpers/api.ts';

// domain.md §14: a pending e-mail-change link dies when the owner rescues the account
// (password change, 'Sair de todos os dispositivos', a completed reset) and when a newer change is
// requested. The audit's scenario: someone who once knew the password asks to move the sign-in
// e-mail to an address they control; the owner is told and changes the password; hours later the
// old link must not confirm the change.

const ctx = fileApp();

const DEAD = [400, 'Link inválido ou expirado'];
const call = apiCaller(() => ctx);

async function newestToken(recipient: string, kind: string) {
  const rows = await ctx.db
    .select()
    .from(s.outbox)
    .where(eq(s.outbox.recipient, recipient))
    .orderBy(desc(s.outbox.createdAt));
  return rows.find((m) => m.kind === kind)?.body.match(/token=([\w-]+)/)?.[1];
}

/** The intruder, with a session opened while they knew the password, asks for the change. */
async function intruderAsks() {
  const owner = await makeCollaborator(ctx);
  const intruder = await tokenFor(ctx, 'collaborator', owner.uuid);
  const theirs = `intruso.${owner.uuid.slice(0, 8)}@fora.dev`;
  const asked = await call('PATCH', '/account/email', intruder, {
    email: theirs,
    currentPassword: PASSWORD,
  });
  expect(asked.statusCode).toBe(202);
  const link = await newestToken(theirs, 'email_change_confirmation');
  expect(link).toBeTruthy();
  return { owner, theirs, link: link! };
}

async function expectDead(link: string, owner: { uuid: string; email: string }) {
  const res = await call('POST', '/account/email/confirm', undefined, { token: link });
  expect([res.statusCode, res.json().message]).toEqual(DEAD);
  const [row] = await ctx.db
    .select({ email: s.collaborators.email })
    .from(s.collaborators)
    .where(eq(s.collaborators.uuid, owner.uuid));
  expect(row.email).toBe(owner.email);
}

describe('a pending e-mail-change link dies with the owner’s rescue', () => {
  it('the audit’s scenario: the owner changes the password; hours later the link is dead', async () => {
    const { owner, theirs, link } = await intruderAsks();
    const changed = await call('PATCH', '/account/password', owner.token, {
      currentPassword: PASSWORD,
      password: 'resgatada-123',
    });
    expect(changed.statusCode).toBe(200);
    ctx.setNow(new Date(Date.now() + 3 * 3_600_000));
    try {
      await expectDead(link, owner);
      // The rest of the attack has nothing to work with: no reset reaches the intruder's address.
      await call('POST', '/auth/forgot-password', undefined, {
        role: 'collaborator',
        email: theirs,
      });
      expect(await newestToken(theirs, 'password_reset')).toBeUndefined();
    } finally {
      ctx.setNow(undefined);
    }
  });

  it('dies when the owner signs out everywhere', async () => {
    const { owner, link } = await intruderAsks();
    const out = await call('POST', '/account/sign-out-everywhere', owner.token);
    expect(out.statusCode).toBe(204);
    await expectDead(link, owner);
  });

  it('dies when a password reset completes', async () => {
    const { owner, link } = await intruderAsks();
    await call('POST', '/auth/forgot-password', undefined, {
      role: 'collaborator',
      email: owner.email,
    });
    const reset = await newestToken(owner.email, 'password_reset');
    const done = await call('POST', '/auth/reset-password', undefined, {
      token: reset,
      password: 'redefinida-123',
    });
    expect(done.statusCode).toBe(200);
    await expectDead(link, owner);
  });

  it('dies when a newer change is requested; the newer link still works', async () => {
    const { owner, link } = await intruderAsks();
    const mine = `dona.${owner.uuid.slice(0, 8)}@empresa.com.br`;
    const asked = await call('PATCH', '/account/email', owner.token, {
      email: mine,
      currentPassword: PASSWORD,
    });
    expect(asked.statusCode).toBe(202);
    await expectDead(link, owner);
    const newer = await newestToken(mine, 'email_change_confirmation');
    const ok = await call('POST', '/account/email/confirm', undefined, { token: newer });
    expect(ok.statusCode).toBe(200);
  });
});
