import { and, count, eq, gt, max, sql } from 'drizzle-orm';
import {
  INVITATION_MESSAGES,
  INVITATION_RESEND_WAIT_MINUTES,
  INVITATIONS_PER_DAY,
} from '@acolher/contracts/invitations';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { oneTimeTokens } from '../../db/schema.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { writeAudit } from '../audit/audit.ts';
import { ONE_TIME_TTL_MS, spendOpenTokens } from '../auth/one-time-tokens.ts';
import { sendInvitation } from '../auth/password-reset.service.ts';
import { collaboratorInScope } from './collaborator-scope.ts';

/** Resends of one person wait for each other, so that the daily count holds. */
const RESEND_LOCK = 7_208_001;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /collaborators/{uuid}/resend-invitation (decision 1208): the company (its own people) or
 * the administrator. Only while no password is set (409); at most INVITATIONS_PER_DAY invitations
 * in 24 hours, the first one included, and after a first resend none within
 * INVITATION_RESEND_WAIT_MINUTES of the last one (429, decision 1420). The older links stop working; audited.
 */
export async function resendInvitation(deps: AppDeps, auth: AuthContext, uuid: string) {
  return deps.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RESEND_LOCK}, hashtext(${uuid}))`);
    const person = await collaboratorInScope(tx, auth, uuid);
    if (person.passwordHash !== null) throw conflict(INVITATION_MESSAGES.alreadyActive);
    const now = deps.clock();
    // An invitation's link lives 7 days from its sending: sent within 24 h = expires after now + 6 days.
    const sentSince = new Date(now.getTime() + ONE_TIME_TTL_MS.invite - DAY_MS);
    const [{ sent, lastExpiry }] = await tx
      .select({ sent: count(), lastExpiry: max(oneTimeTokens.expiresAt) })
      .from(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.accountUuid, uuid),
          eq(oneTimeTokens.role, 'collaborator'),
          eq(oneTimeTokens.kind, 'invite'),
          gt(oneTimeTokens.expiresAt, sentSince),
        ),
      );
    if (sent >= INVITATIONS_PER_DAY) throw new AppError(429, INVITATION_MESSAGES.tooMany);
    const waitUntil = lastExpiry
      ? new Date(lastExpiry).getTime() -
        ONE_TIME_TTL_MS.invite +
        INVITATION_RESEND_WAIT_MINUTES * 60_000
      : 0;
    // The first resend goes at once (a person just invited or imported may not have received it);
    // from the second one on, each waits for the last (decision 1420).
    if (sent >= 2 && now.getTime() < waitUntil) {
      throw new AppError(429, INVITATION_MESSAGES.tooSoon);
    }
    await spendOpenTokens(tx, { role: 'collaborator', accountUuid: uuid }, now, ['invite']);
    await sendInvitation(deps, tx, { role: 'collaborator', ...person });
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'invitation.resend',
      targetType: 'collaborator',
      targetUuid: uuid,
      details: { companyUuid: person.companyUuid },
    });
    return { message: INVITATION_MESSAGES.resent };
  });
}
