import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { authSessions } from '../../db/tables/auth-sessions.ts';
import { onePerDatabase } from '../../db/prepared.ts';
import { verifyToken, type VerifiedClaims } from './jwt.ts';
import { accountTables, type Role } from './roles.ts';
import { SESSION_IDLE, SESSION_INVALID } from './sessions.ts';

/** `Authorization: Bearer <token>`; the scheme's name is case-insensitive (RFC 9110 §11.1). */
export function bearer(request: FastifyRequest) {
  const match = /^bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * A session's last use is written at most once per this interval (decision 1101): an idle limit
 * counted in minutes does not need a write per request.
 */
const TOUCH_EVERY_MS = 60_000;

/** Per database: the last-seen instant (ms) this instance knows of each session. */
const lastSeenBy = new WeakMap<object, LRUCache<string, number>>();
function lastSeenFor(deps: AppDeps) {
  let map = lastSeenBy.get(deps.database);
  if (!map) {
    map = new LRUCache({ max: 100_000 });
    lastSeenBy.set(deps.database, map);
  }
  return map;
}

type SessionClaims = VerifiedClaims & { sid: string };

/**
 * The account (alive) and its session's last use, one statement: a named prepared statement per
 * role and database (decision 1233), built once and parsed once per connection, as every person's
 * first request and each session's minute pays it.
 */
function prepareSessionCheck(db: Db, role: Role) {
  const table = accountTables[role];
  return db
    .select({
      lastSeen: sql<number | null>`(select extract(epoch from ${authSessions.lastSeenAt})::float8
          from ${authSessions}
          where ${authSessions.id} = ${sql.placeholder('sid')} and ${authSessions.role} = ${sql.placeholder('role')}
            and ${authSessions.accountUuid} = ${table.uuid} and ${authSessions.endedAt} is null)`,
      enrolmentRequired: sql<boolean | null>`(select ${authSessions.enrolmentRequired}
          from ${authSessions} where ${authSessions.id} = ${sql.placeholder('sid')})`,
    })
    .from(table)
    .where(and(eq(table.uuid, sql.placeholder('sub')), isNull(table.deletedAt)))
    .limit(1)
    .prepare(`session_check_${role}`);
}
const sessionChecks = onePerDatabase(
  (db) =>
    new Map((Object.keys(accountTables) as Role[]).map((r) => [r, prepareSessionCheck(db, r)])),
);
const sessionCheckFor = (db: Db, role: Role) => sessionChecks(db).get(role)!;

/**
 * The account still exists and the session is open and not idle. The database answers; a session
 * seen within the last minute whose check is still in the read cache (cleared on every change of
 * any instance, modules/read-cache) needs no query at all. Returns whether the session waits for
 * a second factor's enrolment (domain.md §14); such a session is never cached.
 */
async function checkSession(deps: AppDeps, claims: SessionClaims, now: number) {
  const cache = deps.readCache;
  const aliveKey = `${claims.role}:${claims.sub}:${claims.sid}`;
  const known = lastSeenFor(deps).get(claims.sid);
  if (known !== undefined && now - known < TOUCH_EVERY_MS && cache?.isAlive(aliveKey)) return false;

  const generation = cache?.generation ?? 0;
  const [row] = await sessionCheckFor(deps.database.db, claims.role).execute({
    sid: claims.sid,
    role: claims.role,
    sub: claims.sub,
  });
  if (!row || row.lastSeen == null) throw unauthorized(SESSION_INVALID);
  const lastSeen = Number(row.lastSeen) * 1000;
  if (now - lastSeen > deps.env.SESSION_IDLE_MINUTES * 60_000) throw unauthorized(SESSION_IDLE);
  let seen = lastSeen;
  if (now - lastSeen >= TOUCH_EVERY_MS) {
    seen = now;
    await deps.database.db
      .update(authSessions)
      .set({ lastSeenAt: new Date(now) })
      .where(and(eq(authSessions.id, claims.sid), isNull(authSessions.endedAt)));
  }
  lastSeenFor(deps).set(claims.sid, seen);
  if (row.enrolmentRequired) return true;
  cache?.setAlive(aliveKey, generation);
  return false;
}

/** What a session waiting for enrolment may still call: 'Minha conta''s second factor (§14). */
const ENROLMENT_PATHS = /^\/api\/account\/mfa(\/|$)/;
const ENROL_FIRST = 'Ative a verificação em duas etapas para continuar';

/** Verifies the token, its account (a deleted account's token dies at once) and its session. */
export async function authenticate(request: FastifyRequest): Promise<AuthContext> {
  const { deps } = request.server;
  const token = bearer(request);
  if (!token) throw unauthorized();
  const now = deps.clock();
  const claims = await verifyToken(deps.jwtKey, token, now);
  if (!claims?.sid) throw unauthorized(SESSION_INVALID);
  const enrolmentRequired = await checkSession(deps, claims as SessionClaims, now.getTime());
  if (enrolmentRequired && !ENROLMENT_PATHS.test(request.routeOptions.url ?? ''))
    throw forbidden(ENROL_FIRST);
  const auth: AuthContext = { role: claims.role, uuid: claims.sub, sessionId: claims.sid };
  request.auth = auth;
  return auth;
}

/** preValidation: the caller must hold a valid token of one of these roles (none named: any role). */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest) => {
    const auth = await authenticate(request);
    if (roles.length > 0 && !roles.includes(auth.role)) throw forbidden();
  };
}

export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Ownership: a role may only touch its own record. */
export function assertSelf(request: FastifyRequest, uuid: string) {
  const auth = currentAuth(request);
  if (auth.uuid !== uuid) throw forbidden();
  return auth;
}
