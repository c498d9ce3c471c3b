import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import * as s from '../../src/db/schema.ts';
import {
  PASSWORD,
  makeAdministrator,
  makeCollaborator,
  makeCompany,
  makePsychologist,
  tokenFor,
} from '../helpers/factories.ts';
import { fileApp } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';
import { signToken } from '../../src/modules/auth/jwt.ts';

const ctx = fileApp({ SIGN_IN_MAX_FAILURES_PER_EMAIL: 3, SIGN_IN_MAX_FAILURES_PER_IP: 8 });
const call = apiCaller(() => ctx);

const signIn = (path: string, email: string, password: string, ip = '10.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/${path}/sign-in`,
    payload: { email, password },
    remoteAddress: ip,
  });

describe('sign-in', () => {
  it('returns the record without its hash, plus a token, for each role', async () => {
    const admin = await makeAdministrator(ctx);
    const company = await makeCompany(ctx);
    const collaborator = await makeCollaborator(ctx);
    const psychologist = await makePsychologist(ctx);
    for (const [path, account] of [
      ['administrators', admin],
      ['companies', company],
      ['collaborators', collaborator],
      ['psychologists', psychologist],
    ] as const) {
      const res = await signIn(
        path,
        account.email.toUpperCase(),
        PASSWORD,
        `10.1.0.${path.length}`,
      );
      expect(res.statusCode, path).toBe(200);
      const body = res.json();
      expect(body.uuid).toBe(account.uuid);
      expect(typeof body.token).toBe('string');
      expect(body).not.toHaveProperty('passwordHash');
    }
  });

  it('gives the same 401 for an unknown e-mail and a wrong password', async () => {
    const admin = await makeAdministrator(ctx);
    const wrong = await signIn('administrators', admin.email, 'errada', '10.2.0.1');
    const unknown = await signIn('administrators', 'ninguem@teste.dev', PASSWORD, '10.2.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'E-mail ou senha inválidos',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('rejects an invalid e-mail with the spec message', async () => {
    const res = await signIn('collaborators', 'nao-e-email', 'x');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('E-mail inválido');
  });

  it('refuses psychologists under analysis or disapproved with their messages', async () => {
    const analyzing = await makePsychologist(ctx, { complianceStatus: 'analyzing' });
    const disapproved = await makePsychologist(ctx, { complianceStatus: 'disapproved' });
    const a = await signIn('psychologists', analyzing.email, PASSWORD, '10.3.0.1');
    const d = await signIn('psychologists', disapproved.email, PASSWORD, '10.3.0.2');
    expect([a.statusCode, a.json().message]).toEqual([403, 'Seu cadastro está em análise.']);
    expect([d.statusCode, d.json().message]).toEqual([403, 'Seu cadastro foi reprovado.']);
  });

  it('rate limits failed sign-ins per e-mail, not successful ones', async () => {
    const collaborator = await makeCollaborator(ctx);
    for (let i = 0; i < 3; i++) {
      expect(
        (await signIn('collaborators', collaborator.email, 'errada', `10.4.0.${i}`)).statusCode,
      ).toBe(401);
    }
    const limited = await signIn('collaborators', collaborator.email, PASSWORD, '10.4.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Muitas tentativas. Tente novamente em alguns minutos.');
    ctx.setNow(new Date(Date.now() + 16 * 60_000));
    expect(
      (await signIn('collaborators', collaborator.email, PASSWORD, '10.4.1.2')).statusCode,
    ).toBe(200);
    ctx.setNow(undefined);
  });

  it('rate limits failed sign-ins per IP', async () => {
    for (let i = 0; i < 8; i++) await signIn('companies', `x${i}@teste.dev`, 'errada', '10.5.0.1');
    expect((await signIn('companies', 'outro@teste.dev', 'errada', '10.5.0.1')).statusCode).toBe(
      429,
    );
    expect((await signIn('companies', 'outro@teste.dev', 'errada', '10.5.0.2')).statusCode).toBe(
      401,
    );
  });
});

describe('tokens', () => {
  it('answers 401 without, with a forged, or with an expired token, and 403 for another role', async () => {
    const admin = await makeAdministrator(ctx);
    const outbox = (token?: string) => call('GET', '/outbox', token);
    expect((await outbox()).statusCode).toBe(401);
    const forged = await new SignJWT({ role: 'administrator' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(admin.uuid)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-xx'));
    expect((await outbox(forged)).statusCode).toBe(401);
    const expired = await signToken(
      ctx.deps.jwtKey,
      { sub: admin.uuid, role: 'administrator' },
      1,
      new Date(Date.now() - 2 * 3600_000),
    );
    expect((await outbox(expired)).statusCode).toBe(401);
    const collaborator = await makeCollaborator(ctx);
    const denied = await outbox(collaborator.token);
    expect([denied.statusCode, denied.json().message]).toEqual([403, 'Acesso negado']);
    expect((await outbox(admin.token)).statusCode).toBe(200);
  });

  it("stops a deleted account's token at once", async () => {
    const admin = await makeAdministrator(ctx);
    const token = await tokenFor(ctx, 'administrator', admin.uuid);
    await ctx.db
      .update(s.administrators)
      .set({ deletedAt: new Date() })
      .where(eq(s.administrators.uuid, admin.uuid));
    expect((await call('GET', '/outbox', token)).statusCode).toBe(401);
  });
});

describe('errors', () => {
  it('answers malformed JSON with 400, never 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/companies/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: 'JSON inválido' });
  });

  it('answers a body that is not an object, or a repeated query value, in pt-BR', async () => {
    for (const payload of ['null', '[]', '"x"']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/administrators/sign-in',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Dados inválidos');
    }
    const admin = await makeAdministrator(ctx);
    const repeated = await call(
      'GET',
      '/terms?role=collaborator&role=psychologist',
      await tokenFor(ctx, 'administrator', admin.uuid),
    );
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().message).toBe('Dados inválidos');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Não encontrado');
  });
});

describe('per-e-mail limit under parallel guesses', () => {
  it('lets at most the limit of wrong passwords through, however many arrive at once', async () => {
    const admin = await makeAdministrator(ctx);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signIn('administrators', admin.email, `errada-${i}`, `10.77.${i}.1`),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    // SIGN_IN_MAX_FAILURES_PER_EMAIL is 3 in this file: 3 guesses checked, the rest refused.
    expect(codes.filter((c) => c === 401)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(9);
    // and a right password after that is refused too, until the window passes
    expect((await signIn('administrators', admin.email, PASSWORD, '10.78.0.1')).statusCode).toBe(
      429,
    );
  });

  it('a successful sign-in leaves no failure behind', async () => {
    const admin = await makeAdministrator(ctx);
    for (let i = 0; i < 5; i++) {
      expect((await signIn('administrators', admin.email, PASSWORD, '10.79.0.1')).statusCode).toBe(
        200,
      );
    }
    const rows = await ctx.db
      .select()
      .from(s.signInFailures)
      .where(eq(s.signInFailures.email, admin.email));
    expect(rows).toHaveLength(0);
  });
});

describe('Authorization header', () => {
  it('takes the scheme name in any case (RFC 9110), and nothing but a bearer token', async () => {
    const admin = await makeAdministrator(ctx);
    const token = await tokenFor(ctx, 'administrator', admin.uuid);
    for (const [authorization, status] of [
      [`Bearer ${token}`, 200],
      [`bearer ${token}`, 200],
      [`BEARER ${token}`, 200],
      [`Basic ${token}`, 401],
      [token, 401],
      ['Bearer ', 401],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/administrators',
        headers: { authorization },
      });
      expect(res.statusCode, authorization.slice(0, 8)).toBe(status);
    }
  });
});
