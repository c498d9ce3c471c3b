import { and, eq, isNull } from 'drizzle-orm';
import { MFA_MESSAGES } from '@acolher/contracts/mfa';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/audit.ts';
import { sendAccountNotice } from '../accounts/account-notices.ts';
import { accountTables, type Role } from '../auth/roles.ts';
import { endAccountSessions } from '../auth/sessions.ts';
import { hasSecondFactor, removeSecondFactor } from './mfa-factors.ts';
import { mfaNoticeText } from './mfa-notices.ts';

/**
 * POST /mfa-resets (domain.md §14): an administrator, after checking the person's identity outside
 * the product, turns their second factor off: every session of the account ends, the person is
 * told, the audit log records who did it. Their own: 'Minha conta' (password and code), never here.
 */
export async function resetSecondFactor(
  deps: AppDeps,
  auth: AuthContext,
  input: { role: Role; accountUuid: string },
) {
  const owner = { role: input.role, accountUuid: input.accountUuid.toLowerCase() };
  if (owner.role === auth.role && owner.accountUuid === auth.uuid) throw forbidden();
  await deps.database.db.transaction(async (tx) => {
    const table = accountTables[owner.role];
    const [account] = await tx
      .select()
      .from(table)
      .where(and(eq(table.uuid, owner.accountUuid), isNull(table.deletedAt)))
      .for('update')
      .limit(1);
    if (!account) throw notFound('Conta não encontrada');
    if (!(await hasSecondFactor(tx, owner))) throw conflict(MFA_MESSAGES.notOn);
    await removeSecondFactor(tx, owner);
    const ended = await endAccountSessions(tx, owner, deps.clock());
    await sendAccountNotice(tx, account, 'mfa_reset', mfaNoticeText('mfa_reset', account));
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'mfa_admin_reset',
      targetType: owner.role,
      targetUuid: owner.accountUuid,
      details: { endedSessions: ended },
    });
  });
}
