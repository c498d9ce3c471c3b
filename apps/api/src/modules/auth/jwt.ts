import { createHmac, timingSafeEqual } from 'node:crypto';
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
    const payload =
      ownShapeClaims(key, token, seconds) ??
      (await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now })).payload;
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

/** The protected header `signToken` writes, `{"alg":"HS256"}`, as it travels (base64url). */
const OWN_HEADER = Buffer.from('{"alg":"HS256"}').toString('base64url');
const SEGMENT = /^[A-Za-z0-9_-]+$/;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A token of the exact shape this API signs (decision 1233), checked synchronously with node:crypto
 * instead of WebCrypto: jose imports the key and queues an asynchronous job per call, ~0.5 ms of the
 * main thread, paid twice by each person's first request (the request limit's key and the guard).
 * The same checks as `jwtVerify(token, key, { algorithms: ['HS256'] })` for that shape: the HMAC of
 * `header.payload` (compared in constant time), a JSON object as claims, `iat`/`nbf`/`exp` numbers
 * when present, `nbf` not after now, `exp` after now. A token that fails any of them is refused
 * here; a token of another shape (another header) is left to jose, which decides as before.
 * Returns `null` when the shape is not ours, throws when the token is refused.
 */
function ownShapeClaims(key: Uint8Array, token: string, now: number) {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== OWN_HEADER) return null;
  const [header, body, signature] = parts as [string, string, string];
  if (!SEGMENT.test(body) || !SEGMENT.test(signature)) throw new Error('malformed');
  const expected = createHmac('sha256', key).update(`${header}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (
    given.length !== expected.length ||
    given.toString('base64url') !== signature ||
    !timingSafeEqual(given, expected)
  )
    throw new Error('signature');
  const claims: unknown = JSON.parse(strictUtf8.decode(Buffer.from(body, 'base64url')));
  if (claims === null || typeof claims !== 'object' || Array.isArray(claims))
    throw new Error('claims');
  const c = claims as Record<string, unknown>;
  for (const name of ['iat', 'nbf', 'exp'])
    if (c[name] !== undefined && typeof c[name] !== 'number') throw new Error(name);
  if (typeof c.nbf === 'number' && c.nbf > now) throw new Error('nbf');
  if (typeof c.exp === 'number' && c.exp <= now) throw new Error('exp');
  return c as { sub?: string; role?: unknown; exp?: number; iat?: number; jti?: unknown };
}
