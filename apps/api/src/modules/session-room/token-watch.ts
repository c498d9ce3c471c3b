import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { authSessions } from '../../db/tables/auth-sessions.ts';
import { verifyToken } from '../auth/jwt.ts';
import { accountTables } from '../auth/roles.ts';

/**
 * Whether the token that opened a room socket still signs in (domain.md §16, decision 1313): not
 * expired, its session not ended ('Sair', 'Sair de todos os dispositivos', a password change), not
 * idle past SESSION_IDLE_MINUTES, its account not deleted. Read only: the socket itself is no use
 * of the token (the room page keeps it alive with its own requests).
 */
export async function tokenStillOpen(deps: AppDeps, token: string, auth: AuthContext) {
  const now = deps.clock();
  const claims = await verifyToken(deps.jwtKey, token, now);
  if (!claims || claims.sid !== auth.sessionId || !auth.sessionId) return false;
  const table = accountTables[auth.role];
  const [row] = await deps.database.db
    .select({ lastSeenAt: authSessions.lastSeenAt })
    .from(authSessions)
    .innerJoin(table, and(eq(table.uuid, authSessions.accountUuid), isNull(table.deletedAt)))
    .where(
      and(
        eq(authSessions.id, auth.sessionId),
        eq(authSessions.role, auth.role),
        eq(authSessions.accountUuid, auth.uuid),
        isNull(authSessions.endedAt),
      ),
    );
  if (!row) return false;
  return now.getTime() - row.lastSeenAt.getTime() <= deps.env.SESSION_IDLE_MINUTES * 60_000;
}
