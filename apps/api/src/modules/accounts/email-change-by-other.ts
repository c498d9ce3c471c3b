import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { forbidden } from '../../lib/errors.ts';
import { writeAudit } from '../audit/audit.ts';
import { spendOpenTokens } from '../auth/one-time-tokens.ts';
import { sendInvitation } from '../auth/password-reset.service.ts';
import type { Role } from '../auth/roles.ts';
import { endAccountSessions } from '../auth/sessions.ts';
import { emailChangedText } from '../messaging/templates.ts';
import { sendAccountNotice } from './account-notices.ts';

const ONLY_OWNER_CHANGES_EMAIL = 'Apenas o próprio colaborador pode alterar o e-mail de acesso';
const ONLY_OWNER_CHANGES_PHONE = 'Apenas o próprio colaborador pode alterar o telefone';

export interface AccountBefore {
  uuid: string;
  name: string;
  email: string;
  passwordHash: string | null;
  phone?: string;
  whatsappConsent?: boolean;
}

export const sameEmail = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * docs/domain.md §14: someone other than the person may change an account's sign-in e-mail only while
 * its invitation is unused (no password yet), or as an administrator. Called before the update:
 * throws 403 for anyone else (a company) once the person has a password. Sending back the same
 * address is not a change.
 */
export function assertMayChangeEmail(auth: AuthContext, before: AccountBefore, email: string) {
  if (sameEmail(before.email, email)) return false;
  if (before.passwordHash !== null && auth.role !== 'administrator') {
    throw forbidden(ONLY_OWNER_CHANGES_EMAIL);
  }
  return true;
}

/**
 * The phone is the person's WhatsApp channel (booking confirmations, reminders): once she has set a
 * password, a company no longer changes it (403; its other fields stay editable); she changes it
 * in 'Minha conta' with a code sent to the new number (domain.md §14, decision 1300). Phones are
 * compared as stored, digits only.
 */
export function assertMayChangePhone(auth: AuthContext, before: AccountBefore, phone: string) {
  if (before.phone === phone) return false;
  if (before.passwordHash !== null && auth.role !== 'administrator') {
    throw forbidden(ONLY_OWNER_CHANGES_PHONE);
  }
  return true;
}

/**
 * After the update, in the same transaction: every session of the account ends, the old address is
 * told, the audit log records who did it. An unused invitation moves to the new address
 * (decision 1102): the link sent to the old one dies.
 */
export async function afterEmailChangedByOther(
  deps: AppDeps,
  tx: DbOrTx,
  auth: AuthContext,
  role: Role,
  before: AccountBefore,
  email: string,
) {
  const now = deps.clock();
  const owner = { role, accountUuid: before.uuid };
  await endAccountSessions(tx, owner, now);
  const text = emailChangedText({
    name: before.name,
    newEmail: email,
    byAdministrator: auth.role === 'administrator',
  });
  await sendAccountNotice(tx, before, 'email_changed', text, before.email);
  if (before.passwordHash === null) {
    await spendOpenTokens(tx, owner, now);
    await sendInvitation(deps, tx, { role, uuid: before.uuid, name: before.name, email });
  }
  await writeAudit(tx, {
    actorRole: auth.role,
    actorUuid: auth.uuid,
    action: 'email_change',
    targetType: role,
    targetUuid: before.uuid,
    details: { by: auth.role, from: before.email, to: email },
  });
}
