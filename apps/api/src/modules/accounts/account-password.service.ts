import type { AppDeps, AuthContext } from '../../app-context.ts';
import { writeAudit } from '../audit/audit.ts';
import { spendOpenTokens, type OneTimeKind } from '../auth/one-time-tokens.ts';
import { hashPassword } from '../auth/password.ts';
import { accountTables } from '../auth/roles.ts';
import { endAccountSessions } from '../auth/sessions.ts';
import { passwordChangedText } from '../messaging/templates.ts';
import { sendAccountNotice } from './account-notices.ts';
import { assertPasswordUnchanged, checkCurrentPassword, ownAccount } from './own-account.ts';
import { eq } from 'drizzle-orm';
import { assertNotCommonPassword } from '../auth/common-passwords.ts';

/** The links a password change spends: an older reset and a pending e-mail change. */
const RESCUE_SPENDS: OneTimeKind[] = ['reset', 'email_change'];

/**
 * PATCH /account/password (domain.md §14): with the current password. Every other session of
 * the account ends (the caller's stays), open reset and e-mail-change links die (domain.md §14:
 * the owner's rescue also ends an intruder's pending change), the person is told, audited.
 */
export async function changePassword(
  deps: AppDeps,
  auth: AuthContext,
  input: { currentPassword: string; password: string },
) {
  const checked = await checkCurrentPassword(deps, auth, input.currentPassword);
  assertNotCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return deps.database.db.transaction(async (tx) => {
    const account = await ownAccount(tx, auth);
    assertPasswordUnchanged(account, checked);
    const table = accountTables[auth.role];
    await tx.update(table).set({ passwordHash }).where(eq(table.uuid, auth.uuid));
    const now = deps.clock();
    const owner = { role: auth.role, accountUuid: auth.uuid };
    await spendOpenTokens(tx, owner, now, RESCUE_SPENDS);
    const ended = await endAccountSessions(tx, owner, now, auth.sessionId);
    await sendAccountNotice(tx, account, 'password_changed', passwordChangedText(account));
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'password_change',
      targetType: auth.role,
      targetUuid: auth.uuid,
      details: { endedSessions: ended },
    });
    return { message: 'Senha alterada. As outras sessões foram encerradas.' };
  });
}

/**
 * POST /account/sign-out-everywhere: every session of the caller's account ends, its own too, and
 * so does a pending e-mail change's link (domain.md §14).
 */
export async function signOutEverywhere(deps: AppDeps, auth: AuthContext) {
  const owner = { role: auth.role, accountUuid: auth.uuid };
  const now = deps.clock();
  await deps.database.db.transaction(async (tx) => {
    await endAccountSessions(tx, owner, now);
    await spendOpenTokens(tx, owner, now, ['email_change']);
  });
}
