import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
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

/**
 * Tokens already verified with a key, until their expiry: a signature checked once stays valid,
 * so a repeat only needs the expiry compared (jose imports the key and runs WebCrypto per call).
 * Failures are never stored.
 */
const verified = new WeakMap<Uint8Array, LRUCache<string, TokenClaims & { exp: number }>>();

function verifiedWith(key: Uint8Array) {
  let cache = verified.get(key);
  if (!cache) {
    cache = new LRUCache({ max: 50_000 });
    verified.set(key, cache);
  }
  return cache;
}

export async function verifyToken(key: Uint8Array, token: string, now: Date) {
  const cache = verifiedWith(key);
  const seconds = Math.floor(now.getTime() / 1000);
  const known = cache.get(token);
  if (known)
    return known.exp > seconds
      ? ({ sub: known.sub, role: known.role } satisfies TokenClaims)
      : undefined;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      currentDate: now,
    });
    const role = parseRole(payload.role);
    if (!payload.sub || !role || typeof payload.exp !== 'number') return undefined;
    cache.set(token, { sub: payload.sub, role, exp: payload.exp });
    return { sub: payload.sub, role } satisfies TokenClaims;
  } catch {
    return undefined;
  }
}
