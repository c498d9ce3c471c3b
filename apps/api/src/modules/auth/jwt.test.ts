import { createHmac } from 'node:crypto';
import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { jwtKey, signToken, verifyToken } from './jwt.ts';

describe('verifyToken', () => {
  const key = jwtKey('unit-secret-unit-secret-unit-secret');
  const now = new Date('2026-03-02T12:00:00.000Z');
  const claims = { sub: '6f1c2a5e-4b8d-4c3e-9a7f-1d2e3f4a5b6c', role: 'collaborator' as const };
  const verified = { ...claims, iat: now.getTime() / 1000 }; // the issue instant travels too

  it('accepts a token again after its first check, and refuses it once expired', async () => {
    const token = await signToken(key, claims, 1, now);
    expect(await verifyToken(key, token, now)).toEqual(verified);
    expect(await verifyToken(key, token, new Date(now.getTime() + 59 * 60_000))).toEqual(verified);
    // Remembered as verified, but the expiry is still compared on every call.
    expect(await verifyToken(key, token, new Date(now.getTime() + 60 * 60_000))).toBeUndefined();
  });

  it('does not accept a token checked with another key', async () => {
    const token = await signToken(key, claims, 1, now);
    expect(await verifyToken(key, token, now)).toEqual(verified);
    expect(
      await verifyToken(jwtKey('another-secret-another-secret-xx'), token, now),
    ).toBeUndefined();
  });

  it('refuses a tampered token', async () => {
    const token = await signToken(key, claims, 1, now);
    const [header, , signature] = token.split('.');
    const body = Buffer.from(
      JSON.stringify({ ...claims, role: 'administrator', exp: 2e9 }),
    ).toString('base64url');
    expect(await verifyToken(key, `${header}.${body}.${signature}`, now)).toBeUndefined();
  });
});

describe('verifyToken decides as jose does (decision 1233)', () => {
  const secret = 'unit-secret-unit-secret-unit-secret';
  const key = jwtKey(secret);
  const now = new Date('2026-03-02T12:00:00.000Z');
  const t = now.getTime() / 1000;
  const sign = (header: object, claims: unknown, secretUsed = secret) => {
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const body = `${b64(header)}.${typeof claims === 'string' ? Buffer.from(claims).toString('base64url') : b64(claims)}`;
    return `${body}.${createHmac('sha256', secretUsed).update(body).digest('base64url')}`;
  };
  const base = { sub: '6f1c2a5e-4b8d-4c3e-9a7f-1d2e3f4a5b6c', role: 'psychologist', iat: t };
  const own = { alg: 'HS256' };
  const cases: [string, string, boolean][] = [
    ['valid', sign(own, { ...base, exp: t + 60 }), true],
    ['with a session', sign(own, { ...base, jti: 'a-session', exp: t + 60 }), true],
    [
      'another header (jose decides)',
      sign({ alg: 'HS256', typ: 'JWT' }, { ...base, exp: t + 60 }),
      true,
    ],
    ['expired this second', sign(own, { ...base, exp: t }), false],
    ['not valid before a later instant', sign(own, { ...base, nbf: t + 1, exp: t + 60 }), false],
    ['valid from now', sign(own, { ...base, nbf: t, exp: t + 60 }), true],
    ['exp as text', sign(own, { ...base, exp: String(t + 60) }), false],
    ['iat as text', sign(own, { ...base, iat: 'now', exp: t + 60 }), false],
    ['no exp', sign(own, { ...base }), false],
    ['claims as an array', sign(own, [base]), false],
    ['claims not JSON', sign(own, 'not json'), false],
    ['another key', sign(own, { ...base, exp: t + 60 }, 'another-secret-another-secret-xx'), false],
    ['alg none', sign({ alg: 'none' }, { ...base, exp: t + 60 }), false],
    ['unknown role', sign(own, { ...base, role: 'root', exp: t + 60 }), false],
  ];
  for (const [name, token, accepted] of cases)
    it(`${name}: ${accepted ? 'accepted' : 'refused'}, as jose decides`, async () => {
      const byJose = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now }).then(
        () => true,
        () => false,
      );
      const result = await verifyToken(key, token, now);
      expect(Boolean(result)).toBe(accepted);
      // jose accepts every token refused here only for a claim this API requires (role, exp).
      if (accepted) expect(byJose).toBe(true);
      if (byJose === false) expect(result).toBeUndefined();
    });

  it('refuses a signature cut short or padded, and a payload with characters outside base64url', async () => {
    const token = sign(own, { ...base, exp: t + 60 });
    const [h, b, s] = token.split('.') as [string, string, string];
    expect(await verifyToken(key, `${h}.${b}.${s.slice(0, -2)}`, now)).toBeUndefined();
    expect(await verifyToken(key, `${h}.${b}.${s}AA`, now)).toBeUndefined();
    expect(await verifyToken(key, `${h}.${b}=.${s}`, now)).toBeUndefined();
  });
});
