import { SignJWT, jwtVerify } from 'jose';
import type { Role } from './roles.ts';
import { parseRole } from './roles.ts';

export interface TokenClaims {
  sub: string;
  role: Role;
}

export function jwtKey(secret: string) {
  return new TextEncoder().encode(secret);
}

export async function signToken(key: Uint8Array, claims: TokenClaims, ttlHours: number, now: Date) {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: claims.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + Math.round(ttlHours * 3600))
    .sign(key);
}

export async function verifyToken(key: Uint8Array, token: string, now: Date) {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      currentDate: now,
    });
    const role = parseRole(payload.role);
    if (!payload.sub || !role) return undefined;
    return { sub: payload.sub, role } satisfies TokenClaims;
  } catch {
    return undefined;
  }
}
