import { expect } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { PASSWORD, bearer } from './factories.ts';
import type { TestContext } from './test-app.ts';

/** The code an authenticator app shows for `secret` at `at` (RFC 6238, SHA-1, 6 digits, 30 s). */
export function codeAt(secret: string, at: Date) {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });
}

const SIGN_IN: Record<string, string> = {
  administrator: 'administrators',
  company: 'companies',
  collaborator: 'collaborators',
  psychologist: 'psychologists',
};

export const signInAs = (
  ctx: TestContext,
  role: string,
  email: string,
  userAgent = 'vitest',
  password = PASSWORD,
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/${SIGN_IN[role]}/sign-in`,
    headers: { 'user-agent': userAgent },
    payload: { email, password },
  });

export const secondStep = (
  ctx: TestContext,
  payload: Record<string, unknown>,
  userAgent = 'vitest',
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/mfa',
    headers: { 'user-agent': userAgent },
    payload,
  });

/** Turns the authenticator app on for the token's account; answers its secret and recovery codes. */
export async function enrolTotp(ctx: TestContext, token: string) {
  const started = await ctx.app.inject({
    method: 'POST',
    url: '/api/account/mfa/totp',
    headers: bearer(token),
    payload: { currentPassword: PASSWORD },
  });
  expect(started.statusCode).toBe(200);
  const { secret } = started.json<{ secret: string }>();
  const confirmed = await ctx.app.inject({
    method: 'POST',
    url: '/api/account/mfa/totp/confirm',
    headers: bearer(token),
    payload: { code: codeAt(secret, ctx.now()) },
  });
  expect(confirmed.statusCode).toBe(200);
  return { secret, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
}
