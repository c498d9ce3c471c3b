import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authSessions } from '../../src/db/tables/auth-sessions.ts';
import { buildApp } from '../../src/app.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { fileApp } from '../helpers/file-app.ts';
import { PASSWORD, bearer, makeCollaborator } from '../helpers/factories.ts';
import { apiCaller } from '../helpers/api.ts';

// docs/domain.md §14: sessions live on the server. Sign-out ends the token's session; a session unused
// for SESSION_IDLE_MINUTES ends; its last use is written at most about once a minute.

const ctx = fileApp();
const call = apiCaller(() => ctx);
const START = new Date('2026-03-02T12:00:00.000Z');

async function signedIn() {
  const collaborator = await makeCollaborator(ctx);
  const res = await call('POST', '/collaborators/sign-in', undefined, {
    email: collaborator.email,
    password: PASSWORD,
  });
  expect(res.statusCode).toBe(200);
  return { collaborator, token: res.json().token as string };
}

const me = (uuid: string, token: string) => call('GET', `/collaborators/${uuid}`, token);
const signOut = (token?: string) => call('POST', '/auth/sign-out', token);

describe('server-side sessions', () => {
  it('sign-out ends the token it carries (204), and only that one', async () => {
    ctx.setNow(START);
    const { collaborator, token } = await signedIn();
    const other = (
      await call('POST', '/collaborators/sign-in', undefined, {
        email: collaborator.email,
        password: PASSWORD,
      })
    ).json().token as string;
    expect((await me(collaborator.uuid, token)).statusCode).toBe(200);
    const res = await signOut(token);
    expect(res.statusCode).toBe(204);
    const after = await me(collaborator.uuid, token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Sessão inválida ou expirada');
    expect((await me(collaborator.uuid, other)).statusCode).toBe(200);
    expect((await signOut()).statusCode).toBe(401);
    ctx.setNow(undefined);
  });

  it('a session unused for SESSION_IDLE_MINUTES (60) ends with its own message', async () => {
    ctx.setNow(START);
    const { collaborator, token } = await signedIn();
    ctx.setNow(new Date(START.getTime() + 59 * 60_000));
    expect((await me(collaborator.uuid, token)).statusCode).toBe(200); // used: the hour restarts
    ctx.setNow(new Date(START.getTime() + 118 * 60_000));
    expect((await me(collaborator.uuid, token)).statusCode).toBe(200);
    ctx.setNow(new Date(START.getTime() + 179 * 60_000));
    const idle = await me(collaborator.uuid, token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().message).toBe('Sua sessão expirou. Entre novamente.');
    ctx.setNow(undefined);
  });

  it('writes the last use at most about once a minute, not on every request', async () => {
    ctx.setNow(START);
    const { collaborator, token } = await signedIn();
    const sid = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti;
    const lastSeen = async () =>
      (
        await ctx.db
          .select({ at: authSessions.lastSeenAt })
          .from(authSessions)
          .where(eq(authSessions.id, sid))
      )[0].at.getTime();
    ctx.setNow(new Date(START.getTime() + 30_000));
    await me(collaborator.uuid, token);
    expect(await lastSeen()).toBe(START.getTime());
    ctx.setNow(new Date(START.getTime() + 61_000));
    await me(collaborator.uuid, token);
    expect(await lastSeen()).toBe(START.getTime() + 61_000);
    ctx.setNow(new Date(START.getTime() + 90_000));
    await me(collaborator.uuid, token);
    expect(await lastSeen()).toBe(START.getTime() + 61_000);
    ctx.setNow(undefined);
  });

  it('honours SESSION_IDLE_MINUTES from the environment', async () => {
    const short = await createTestApp({ SESSION_IDLE_MINUTES: 5 });
    try {
      short.setNow(START);
      const collaborator = await makeCollaborator(short);
      const res = await short.app.inject({
        method: 'POST',
        url: '/api/collaborators/sign-in',
        payload: { email: collaborator.email, password: PASSWORD },
      });
      short.setNow(new Date(START.getTime() + 6 * 60_000));
      const idle = await short.app.inject({
        method: 'GET',
        url: `/api/collaborators/${collaborator.uuid}`,
        headers: bearer(res.json().token),
      });
      expect(idle.statusCode).toBe(401);
      expect(idle.json().message).toBe('Sua sessão expirou. Entre novamente.');
    } finally {
      await short.close();
    }
  });
});

// PGlite is single-process; several instances on one database only exist on PostgreSQL.
describe.runIf(process.env.TEST_DB === 'pg')('sessions across instances (PostgreSQL)', () => {
  it('a sign-out through one instance refuses the token at another, though it was cached', async () => {
    const cached = await createTestApp({ READ_CACHE_SECONDS: 60 });
    const other = await buildApp({ ...cached.deps, readCache: undefined });
    try {
      await expect.poll(() => other.deps.readCache?.enabled, { timeout: 5000 }).toBe(true);
      await expect.poll(() => cached.deps.readCache?.enabled, { timeout: 5000 }).toBe(true);
      const collaborator = await makeCollaborator(cached);
      const token = (
        await cached.app.inject({
          method: 'POST',
          url: '/api/collaborators/sign-in',
          payload: { email: collaborator.email, password: PASSWORD },
        })
      ).json().token as string;
      const read = () =>
        other.inject({
          method: 'GET',
          url: `/api/collaborators/${collaborator.uuid}`,
          headers: bearer(token),
        });
      expect((await read()).statusCode).toBe(200);
      expect((await read()).statusCode).toBe(200); // now answered from B's memory
      const out = await cached.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: bearer(token),
      });
      expect(out.statusCode).toBe(204);
      await expect.poll(async () => (await read()).statusCode, { timeout: 2000 }).toBe(401);
    } finally {
      await other.close();
      await cached.close();
    }
  });
});
