import { and, eq, isNull } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@acolher/contracts/account';
import { MESSAGES } from '@acolher/contracts/errors';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { badRequest } from '../../lib/errors.ts';
import { writeAudit } from '../audit/audit.ts';
import {
  consumeOneTimeToken,
  createOneTimeToken,
  spendOpenTokens,
} from '../auth/one-time-tokens.ts';
import { publicUrl } from '../auth/password-reset.service.ts';
import { accountTables, type Role } from '../auth/roles.ts';
import { endAccountSessions } from '../auth/sessions.ts';
import { enqueueMessage } from '../messaging/outbox.ts';
import { emailChangedText, emailChangeRequestedText, firstName } from '../messaging/templates.ts';
import { sendAccountNotice } from './account-notices.ts';
import { assertEmailFree, type OwnAccount, withCurrentPassword } from './own-account.ts';
import { sameEmail } from './email-change-by-other.ts';

/**
 * PATCH /account/email (domain.md §14): with the current password, a one-time link (24 h) goes to
 * the NEW address and a notice to the old one; nothing changes until the link is used. A newer
 * request replaces an older one (its link dies).
 */
export async function requestEmailChange(
  deps: AppDeps,
  auth: AuthContext,
  input: { email: string; currentPassword: string },
) {
  const email = input.email.trim().toLowerCase();
  return withCurrentPassword(deps, auth, input.currentPassword, async (tx, account) => {
    if (sameEmail(account.email, email)) throw badRequest(ACCOUNT_MESSAGES.sameEmail);
    // Psychologists sign up with Gmail only (domain.md §9); the same holds for a new address.
    if (auth.role === 'psychologist' && !email.endsWith('@gmail.com'))
      throw badRequest(MESSAGES.gmailOnly);
    await assertEmailFree(tx, auth.role, auth.uuid, email);
    const now = deps.clock();
    const owner = { role: auth.role, accountUuid: auth.uuid };
    await spendOpenTokens(tx, owner, now, ['email_change']);
    const token = await createOneTimeToken(tx, {
      ...owner,
      kind: 'email_change',
      now,
      newEmail: email,
    });
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: email,
      recipientUuid: auth.uuid,
      kind: 'email_change_confirmation',
      subject: 'Acolher: confirme seu novo e-mail de acesso',
      body: `Olá, ${firstName(account.name)}! Para confirmar este endereço como seu novo e-mail de acesso ao Acolher, acesse: ${publicUrl(deps)}/auth/confirm-email?token=${token} (válido por 24 horas). Se não foi você, ignore esta mensagem.`,
      relatedUuid: auth.uuid,
    });
    const notice = emailChangeRequestedText({ name: account.name, newEmail: email });
    await sendAccountNotice(tx, account, 'email_change_requested', notice);
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'email_change_requested',
      targetType: auth.role,
      targetUuid: auth.uuid,
      details: { by: 'self', from: account.email, to: email },
    });
    return { message: 'Enviamos um link de confirmação para o novo e-mail.' };
  });
}

/**
 * POST /account/email/confirm: applies the change the link names, tells the old address and ends
 * every session of the account (the person signs in again with the new address).
 */
export async function confirmEmailChange(deps: AppDeps, token: string) {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const link = await consumeOneTimeToken(tx, token, now, ['email_change']);
    if (!link?.newEmail) throw badRequest(ACCOUNT_MESSAGES.invalidEmailLink);
    const role = link.role as Role;
    const table = accountTables[role];
    const [before] = (await tx
      .select()
      .from(table)
      .where(and(eq(table.uuid, link.accountUuid), isNull(table.deletedAt)))
      .for('update')
      .limit(1)) as OwnAccount[];
    if (!before) throw badRequest(ACCOUNT_MESSAGES.invalidEmailLink);
    await assertEmailFree(tx, role, before.uuid, link.newEmail);
    await tx.update(table).set({ email: link.newEmail }).where(eq(table.uuid, before.uuid));
    await endAccountSessions(tx, link, now);
    const text = emailChangedText({
      name: before.name,
      newEmail: link.newEmail,
      byAdministrator: false,
    });
    await sendAccountNotice(tx, before, 'email_changed', text, before.email);
    await writeAudit(tx, {
      actorRole: role,
      actorUuid: before.uuid,
      action: 'email_change',
      targetType: role,
      targetUuid: before.uuid,
      details: { by: 'self', from: before.email, to: link.newEmail },
    });
    return { role, message: 'E-mail de acesso alterado. Entre novamente com o novo e-mail.' };
  });
}
