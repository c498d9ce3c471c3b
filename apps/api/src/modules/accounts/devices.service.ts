import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import Bowser from 'bowser';
import { MFA_MESSAGES } from '@acolher/contracts/mfa';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { authSessions } from '../../db/tables/auth-sessions.ts';
import { notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/audit.ts';

/*
 * 'Dispositivos conectados' (domain.md §14): the caller's open sessions, each with its device and
 * browser (read from the user agent with `bowser`), address, start, last use and `current`; any
 * of them can be ended.
 */

/** "Chrome 131" / "Windows 10"; unknown parts: 'Navegador desconhecido' / 'Dispositivo desconhecido'. */
function describe(userAgent: string | null) {
  if (!userAgent) return { device: 'Dispositivo desconhecido', browser: 'Navegador desconhecido' };
  const ua = Bowser.parse(userAgent);
  const major = ua.browser.version?.split('.')[0];
  const browser = ua.browser.name
    ? `${ua.browser.name}${major ? ` ${major}` : ''}`
    : 'Navegador desconhecido';
  const os = [ua.os.name, ua.os.versionName ?? ua.os.version].filter(Boolean).join(' ');
  const kind =
    ua.platform.type === 'mobile'
      ? 'Celular'
      : ua.platform.type === 'tablet'
        ? 'Tablet'
        : undefined;
  const device = [kind, os].filter(Boolean).join(' · ') || 'Dispositivo desconhecido';
  return { device, browser };
}

/** Open and still usable: not ended, not idle, its token not expired. */
function openSessionsOf(deps: AppDeps, auth: AuthContext) {
  const now = deps.clock().getTime();
  return and(
    eq(authSessions.role, auth.role),
    eq(authSessions.accountUuid, auth.uuid),
    isNull(authSessions.endedAt),
    gt(authSessions.lastSeenAt, new Date(now - deps.env.SESSION_IDLE_MINUTES * 60_000)),
    gt(authSessions.createdAt, new Date(now - deps.env.TOKEN_TTL_HOURS * 3_600_000)),
  );
}

/** GET /account/sessions, the most recently used first. */
export async function listDevices(deps: AppDeps, auth: AuthContext) {
  const rows = await deps.database.db
    .select()
    .from(authSessions)
    .where(openSessionsOf(deps, auth))
    .orderBy(desc(authSessions.lastSeenAt), desc(authSessions.createdAt))
    .limit(100);
  return rows.map((s) => ({
    uuid: s.id,
    ...describe(s.userAgent),
    address: s.ip,
    startedAt: s.createdAt,
    lastUsedAt: s.lastSeenAt,
    current: s.id === auth.sessionId,
  }));
}

/** DELETE /account/sessions/:uuid: ends one of the caller's sessions; anyone else's is 404. */
export async function endDevice(deps: AppDeps, auth: AuthContext, uuid: string) {
  await deps.database.db.transaction(async (tx) => {
    const [ended] = await tx
      .update(authSessions)
      .set({ endedAt: deps.clock() })
      .where(and(eq(authSessions.id, uuid), openSessionsOf(deps, auth)))
      .returning({ id: authSessions.id });
    if (!ended) throw notFound(MFA_MESSAGES.sessionNotFound);
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'session_end',
      targetType: auth.role,
      targetUuid: auth.uuid,
      details: { session: uuid, own: uuid === auth.sessionId },
    });
  });
}
