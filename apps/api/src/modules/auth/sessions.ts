import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { authSessions } from '../../db/tables/auth-sessions.ts';
import { signToken } from './jwt.ts';
import type { Role } from './roles.ts';

export const SESSION_INVALID = 'Sessão inválida ou expirada';
export const SESSION_IDLE = 'Sua sessão expirou. Entre novamente.';

export interface AccountRef {
  role: Role | string;
  accountUuid: string;
}

/** Where a session was opened ('Dispositivos conectados', domain.md §14). */
export interface SessionOrigin {
  userAgent?: string;
  ip?: string;
  /** A role of MFA_REQUIRED_ROLES without a second factor: only enrolment answers (§14). */
  enrolmentRequired?: boolean;
}

/** Opens a server-side session and signs a token that names it (domain.md §14). */
export async function issueSessionToken(
  deps: AppDeps,
  db: DbOrTx,
  role: Role,
  uuid: string,
  origin: SessionOrigin = {},
) {
  const now = deps.clock();
  const [session] = await db
    .insert(authSessions)
    .values({
      role,
      accountUuid: uuid,
      createdAt: now,
      lastSeenAt: now,
      userAgent: origin.userAgent?.slice(0, 500),
      ip: origin.ip,
      enrolmentRequired: origin.enrolmentRequired ?? false,
    })
    .returning({ id: authSessions.id });
  return signToken(
    deps.jwtKey,
    { sub: uuid, role, sid: session.id },
    deps.env.TOKEN_TTL_HOURS,
    now,
  );
}

/** 'Sair': ends the session a token names, now; idempotent (domain.md §14, decision 1101). */
export async function signOut(deps: AppDeps, sessionId: string) {
  await deps.database.db
    .update(authSessions)
    .set({ endedAt: deps.clock() })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.endedAt)));
}

/**
 * Ends every open session of an account, or every one but `exceptSessionId` (the caller's own,
 * after changing the password). Returns how many ended.
 */
export async function endAccountSessions(
  db: DbOrTx,
  account: AccountRef,
  now: Date,
  exceptSessionId?: string,
) {
  const rows = await db
    .update(authSessions)
    .set({ endedAt: now })
    .where(
      and(
        eq(authSessions.role, account.role),
        eq(authSessions.accountUuid, account.accountUuid),
        isNull(authSessions.endedAt),
        exceptSessionId ? ne(authSessions.id, exceptSessionId) : undefined,
      ),
    )
    .returning({ id: authSessions.id });
  return rows.length;
}
