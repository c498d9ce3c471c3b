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
