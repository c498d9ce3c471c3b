import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { PASSWORD, makeCollaborator, makePsychologist } from '../helpers/factories.ts';
import { fileApp } from '../helpers/file-app.ts';
import { sendInvitation } from '../../src/modules/auth/password-reset.service.ts';
import { apiCaller } from '../helpers/api.ts';

const ctx = fileApp();
const call = apiCaller(() => ctx);

async function lastLink(recipient: string) {
  const [row] = await ctx.db
    .select()
    .from(s.outbox)
    .where(eq(s.outbox.recipient, recipient))
    .orderBy(desc(s.outbox.createdAt))
    .limit(1);
  const token = row?.body.match(/token=([\w-]+)/)?.[1];
  return { row, token };
}

const forgot = (payload: Record<string, unknown>) =>
  call('POST', '/auth/forgot-password', undefined, payload);
const reset = (token: string, password: string) =>
  call('POST', '/auth/reset-password', undefined, { token, password });
const signIn = (path: string, email: string, password: string) =>
  call('POST', `/${path}/sign-in`, undefined, { email, password });

describe('forgot and reset password', () => {
  it('answers the same whether or not the e-mail exists, and only sends to real accounts', async () => {
    const collaborator = await makeCollaborator(ctx);
    const known = await forgot({ role: 'collaborator', email: collaborator.email });
    const unknown = await forgot({ role: 1, email: 'ninguem@empresa.com.br' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect((await lastLink(collaborator.email)).token).toBeTruthy();
    expect((await lastLink('ninguem@empresa.com.br')).row).toBeUndefined();
  });

  it('accepts the role by number; anything malformed gets the same 2xx and sends nothing', async () => {
    const psychologist = await makePsychologist(ctx);
    const good = await forgot({ role: 0, email: psychologist.email });
    expect(good.statusCode).toBe(202);
    expect((await lastLink(psychologist.email)).token).toBeTruthy();
    // docs/domain.md §2: the call "always answers 2xx".
    const other = await makePsychologist(ctx);
    for (const payload of [
      { role: 'gerente', email: other.email },
      { role: 7, email: other.email },
      { email: other.email },
      { role: 'psychologist', email: 'não é e-mail' },
      { role: 'psychologist' },
      {},
    ]) {
      const res = await forgot(payload);
      expect([res.statusCode, res.json()], JSON.stringify(payload)).toEqual([202, good.json()]);
    }
    expect((await lastLink(other.email)).row).toBeUndefined();
  });

  it('sets the password once; the link cannot be used again', async () => {
    const collaborator = await makeCollaborator(ctx);
    await forgot({ role: 'collaborator', email: collaborator.email });
    const { token } = await lastLink(collaborator.email);
    const first = await reset(token!, 'nova-senha-123');
    expect(first.statusCode).toBe(200);
    expect((await signIn('collaborators', collaborator.email, 'nova-senha-123')).statusCode).toBe(
      200,
    );
    const second = await reset(token!, 'outra-senha-456');
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('Link inválido ou expirado. Peça um novo link.');
    expect((await signIn('collaborators', collaborator.email, 'outra-senha-456')).statusCode).toBe(
      401,
    );
  });

  it('once a password is set, the other links still open for the account stop working', async () => {
    const collaborator = await makeCollaborator(ctx);
    await forgot({ role: 'collaborator', email: collaborator.email });
    const older = (await lastLink(collaborator.email)).token!;
    // createdAt orders the outbox: the second e-mail must be the newer one.
    ctx.setNow(new Date(Date.now() + 60_000));
    await forgot({ role: 'collaborator', email: collaborator.email });
    const newer = (await lastLink(collaborator.email)).token!;
    expect(newer).not.toBe(older);
    expect((await reset(newer, 'nova-senha-123')).statusCode).toBe(200);
    const stale = await reset(older, 'outra-senha-456');
    expect([stale.statusCode, stale.json().message]).toEqual([
      400,
      'Link inválido ou expirado. Peça um novo link.',
    ]);
    expect((await signIn('collaborators', collaborator.email, 'nova-senha-123')).statusCode).toBe(
      200,
    );
    ctx.setNow(undefined);
  });

  it('refuses a reset link after one hour and a short password', async () => {
    const collaborator = await makeCollaborator(ctx);
    await forgot({ role: 'collaborator', email: collaborator.email });
    const { token } = await lastLink(collaborator.email);
    const short = await reset(token!, '123');
    expect([short.statusCode, short.json().message]).toEqual([
      400,
      'A senha deve ter pelo menos 6 caracteres',
    ]);
    ctx.setNow(new Date(Date.now() + 61 * 60_000));
    expect((await reset(token!, 'nova-senha-123')).statusCode).toBe(400);
    ctx.setNow(undefined);
  });

  it('stores only a hash of the token', async () => {
    const collaborator = await makeCollaborator(ctx);
    await forgot({ role: 'collaborator', email: collaborator.email });
    const { token } = await lastLink(collaborator.email);
    const rows = await ctx.db
      .select()
      .from(s.oneTimeTokens)
      .where(
        and(eq(s.oneTimeTokens.accountUuid, collaborator.uuid), eq(s.oneTimeTokens.kind, 'reset')),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token!);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('an invitation link is valid for 7 days and lets a new account choose its password', async () => {
    const collaborator = await makeCollaborator(ctx, { passwordHash: null });
    await sendInvitation(ctx.deps, ctx.db, {
      role: 'collaborator',
      uuid: collaborator.uuid,
      name: collaborator.name,
      email: collaborator.email,
    });
    const { row, token } = await lastLink(collaborator.email);
    expect(row.kind).toBe('invitation');
    expect((await signIn('collaborators', collaborator.email, 'qualquer')).statusCode).toBe(401);
    ctx.setNow(new Date(Date.now() + 6 * 24 * 3600_000));
    expect((await reset(token!, 'minha-senha-1')).statusCode).toBe(200);
    ctx.setNow(undefined);
    expect((await signIn('collaborators', collaborator.email, 'minha-senha-1')).statusCode).toBe(
      200,
    );
  });
});

describe('a reset ends the sessions opened with the old password', () => {
  it('refuses tokens issued before the reset, keeps later ones, and touches no one else', async () => {
    const collaborator = await makeCollaborator(ctx);
    const other = await makeCollaborator(ctx);
    const me = (token: string, uuid = collaborator.uuid) =>
      call('GET', `/collaborators/${uuid}`, token);
    try {
      ctx.setNow('2026-11-24T12:00:00.000Z');
      const before = (await signIn('collaborators', collaborator.email, PASSWORD)).json().token;
      const bystander = (await signIn('collaborators', other.email, PASSWORD)).json().token;
      expect((await me(before)).statusCode).toBe(200);

      ctx.setNow('2026-11-24T12:00:05.000Z');
      await forgot({ role: 'collaborator', email: collaborator.email });
      const { token } = await lastLink(collaborator.email);
      expect((await reset(token!, 'nova-senha-456')).statusCode).toBe(200);
      expect((await me(before)).statusCode).toBe(401);
      expect((await me(before)).json().message).toBe('Sessão inválida ou expirada');

      ctx.setNow('2026-11-24T12:00:09.000Z');
      const after = (await signIn('collaborators', collaborator.email, 'nova-senha-456')).json()
        .token;
      expect((await me(after)).statusCode).toBe(200);
      expect((await me(before)).statusCode).toBe(401); // still, once the new one is known good
      expect((await me(bystander, other.uuid)).statusCode).toBe(200);
    } finally {
      ctx.setNow(undefined);
    }
  });
});
