import type { AppDeps, AuthContext } from '../../app-context.ts';
import { writeAudit } from '../audit/audit.ts';
import { spendOpenTokens } from '../auth/one-time-tokens.ts';
import { hashPassword } from '../auth/password.ts';
import { accountTables } from '../auth/roles.ts';
import { endAccountSessions } from '../auth/sessions.ts';
import { passwordChangedText } from '../messaging/templates.ts';
import { sendAccountNotice } from './account-notices.ts';
import { assertCurrentPassword, ownAccount } from './own-account.ts';
import { eq } from 'drizzle-orm';

/**
 * PATCH /account/password (domain.md §14): with the current password. Every other session of
 * the account ends (the caller's stays), open reset links die, the person is told, audited.
 */
export async function changePassword(
  deps: AppDeps,
  auth: AuthContext,
  input: { currentPassword: string; password: string },
) {
  const passwordHash = await hashPassword(input.password);
  return deps.database.db.transaction(async (tx) => {
    const account = await ownAccount(tx, auth);
    await assertCurrentPassword(account, input.currentPassword);
    const table = accountTables[auth.role];
    await tx.update(table).set({ passwordHash }).where(eq(table.uuid, auth.uuid));
    const now = deps.clock();
    const owner = { role: auth.role, accountUuid: auth.uuid };
    await spendOpenTokens(tx, owner, now, 'reset');
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

/** POST /account/sign-out-everywhere: every session of the caller's account ends, its own too. */
export async function signOutEverywhere(deps: AppDeps, auth: AuthContext) {
  await endAccountSessions(
    deps.database.db,
    { role: auth.role, accountUuid: auth.uuid },
    deps.clock(),
  );
}
