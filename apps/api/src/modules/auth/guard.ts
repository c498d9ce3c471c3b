import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import type { AuthContext } from '../../app-context.ts';
import { tokenCutoffs } from '../../db/schema.ts';
import { verifyToken } from './jwt.ts';
import { accountTables, type Role } from './roles.ts';

/** `Authorization: Bearer <token>`; the scheme's name is case-insensitive (RFC 9110 §11.1). */
function bearer(request: FastifyRequest) {
  const match = /^bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** Verifies the token and that its account still exists (a deleted account's token dies at once). */
export async function authenticate(request: FastifyRequest): Promise<AuthContext> {
  const { deps } = request.server;
  const token = bearer(request);
  if (!token) throw unauthorized();
  const claims = await verifyToken(deps.jwtKey, token, deps.clock());
  if (!claims) throw unauthorized('Sessão inválida ou expirada');
  // The answer "still exists, and this token is not older than its last password reset" is cached
  // per token issue instant until the next change of any kind (modules/read-cache).
  const aliveKey = `${claims.role}:${claims.sub}:${claims.iat}`;
  const cache = deps.readCache;
  if (!cache?.isAlive(aliveKey)) {
    const generation = cache?.generation ?? 0;
    const table = accountTables[claims.role];
    const [row] = await deps.database.db
      .select({
        uuid: table.uuid,
        notBefore: sql<number | null>`(select extract(epoch from ${tokenCutoffs.notBefore})::float8
          from ${tokenCutoffs}
          where ${tokenCutoffs.role} = ${claims.role} and ${tokenCutoffs.accountUuid} = ${table.uuid})`,
      })
      .from(table)
      .where(and(eq(table.uuid, claims.sub), isNull(table.deletedAt)))
      .limit(1);
    if (!row) throw unauthorized('Sessão inválida ou expirada');
    // Issue instants are whole seconds: a token of the reset's own second is still accepted.
    if (row.notBefore != null && claims.iat < Math.floor(Number(row.notBefore))) {
      throw unauthorized('Sessão inválida ou expirada');
    }
    cache?.setAlive(aliveKey, generation);
  }
  const auth = { role: claims.role, uuid: claims.sub };
  request.auth = auth;
  return auth;
}

/** preHandler: the caller must hold a valid token of one of these roles (none named: any role). */
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
