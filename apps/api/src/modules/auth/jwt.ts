import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Role } from './roles.ts';
import { parseRole } from './roles.ts';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** The server-side session (auth_sessions.id) the token belongs to, sent as `jti`. */
  sid?: string;
}

/** What a verified token says: who, and when it was issued (seconds; 0 if it does not say). */
export interface VerifiedClaims extends TokenClaims {
  iat: number;
}

export function jwtKey(secret: string) {
  return new TextEncoder().encode(secret);
}

export async function signToken(key: Uint8Array, claims: TokenClaims, ttlHours: number, now: Date) {
  const iat = Math.floor(now.getTime() / 1000);
  const jwt = new SignJWT({ role: claims.role });
  if (claims.sid) jwt.setJti(claims.sid);
  return jwt
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
const verified = new WeakMap<Uint8Array, LRUCache<string, VerifiedClaims & { exp: number }>>();

function verifiedWith(key: Uint8Array) {
  let cache = verified.get(key);
  if (!cache) {
    cache = new LRUCache({ max: 50_000 });
    verified.set(key, cache);
  }
  return cache;
}

export async function verifyToken(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<VerifiedClaims | undefined> {
  const cache = verifiedWith(key);
  const seconds = Math.floor(now.getTime() / 1000);
  const known = cache.get(token);
  if (known) {
    if (known.exp <= seconds) return undefined;
    const { exp: _exp, ...claims } = known;
    return claims;
  }
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
    const role = parseRole(payload.role);
    if (!payload.sub || !role || typeof payload.exp !== 'number') return undefined;
    const iat = typeof payload.iat === 'number' ? payload.iat : 0;
    const claims: VerifiedClaims = { sub: payload.sub, role, iat };
    if (typeof payload.jti === 'string') claims.sid = payload.jti;
    cache.set(token, { ...claims, exp: payload.exp });
    return claims;
  } catch {
    return undefined;
  }
}
