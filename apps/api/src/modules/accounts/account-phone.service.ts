import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@acolher/contracts/account';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { phoneChangeCodes } from '../../db/tables/phone-change-codes.ts';
import { administrators, collaborators, psychologists } from '../../db/schema.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { writeAudit } from '../audit/audit.ts';
import { PHONE_CODE_KIND } from '../messaging/phone-code.ts';
import { enqueueMessage } from '../messaging/outbox.ts';
import {
  phoneChangedText,
  phoneChangeRequestedText,
  phoneCodeText,
} from '../messaging/templates.ts';
import { sendAccountNotice } from './account-notices.ts';
import { ownAccount, withCurrentPassword } from './own-account.ts';

/** Decision 1300: a code lives 10 minutes and allows 5 wrong tries; a newer request replaces it. */
const PHONE_CODE_MINUTES = 10;
const PHONE_CODE_MAX_ATTEMPTS = 5;

/** The account kinds that have a phone (companies have none). */
const phoneTables = {
  administrator: administrators,
  collaborator: collaborators,
  psychologist: psychologists,
};
function phoneRole(auth: AuthContext) {
  if (auth.role === 'company') throw forbidden();
  return auth.role;
}

/** Salted with the account, so two accounts' equal codes never share a hash. */
const codeHash = (accountUuid: string, code: string) =>
  createHash('sha256').update(`${accountUuid}:${code}`).digest();

const openCodes = (auth: AuthContext) =>
  and(
    eq(phoneChangeCodes.role, auth.role),
    eq(phoneChangeCodes.accountUuid, auth.uuid),
    isNull(phoneChangeCodes.endedAt),
  );

async function auditPhone(
  tx: DbOrTx,
  auth: AuthContext,
  action: 'phone_change_requested' | 'phone_change',
  from?: string,
  to = '',
) {
  await writeAudit(tx, {
    actorRole: auth.role,
    actorUuid: auth.uuid,
    action,
    targetType: auth.role,
    targetUuid: auth.uuid,
    details: { by: 'self', from: from ?? '', to },
  });
}

/**
 * PATCH /account/phone (domain.md §14, decision 1300): with the current password, a six-digit code
 * goes to the NEW number by WhatsApp and a notice to the person (e-mail, and the old number where
 * she consented to WhatsApp); nothing changes until the code is confirmed.
 */
export async function requestPhoneChange(
  deps: AppDeps,
  auth: AuthContext,
  input: { phone: string; currentPassword: string },
) {
  phoneRole(auth); // the route admits only roles with a phone; the rule holds here too
  return withCurrentPassword(deps, auth, input.currentPassword, async (tx, account) => {
    if (account.phone === input.phone) throw badRequest(ACCOUNT_MESSAGES.samePhone);
    const now = deps.clock();
    await tx.update(phoneChangeCodes).set({ endedAt: now }).where(openCodes(auth));
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.insert(phoneChangeCodes).values({
      role: auth.role,
      accountUuid: auth.uuid,
      newPhone: input.phone,
      codeHash: codeHash(auth.uuid, code).toString('hex'),
      expiresAt: new Date(now.getTime() + PHONE_CODE_MINUTES * 60_000),
    });
    const text = phoneCodeText({ name: account.name, code, minutes: PHONE_CODE_MINUTES });
    await enqueueMessage(tx, {
      channel: 'whatsapp',
      recipient: input.phone,
      recipientUuid: auth.uuid,
      kind: PHONE_CODE_KIND,
      body: text.body,
      relatedUuid: auth.uuid,
    });
    const notice = phoneChangeRequestedText({ name: account.name, newPhone: input.phone });
    await sendAccountNotice(tx, account, 'phone_change_requested', notice);
    await auditPhone(tx, auth, 'phone_change_requested', account.phone, input.phone);
    return { message: 'Enviamos um código por WhatsApp para o novo número.' };
  });
}

/**
 * POST /account/phone/confirm: the open, unexpired code of the caller's own request applies the new
 * number and tells the old one (and the e-mail). A wrong code counts a try (committed even though
 * the call fails); the fifth wrong try spends the code. Every refusal: 400 'Código inválido ou
 * expirado'.
 */
export async function confirmPhoneChange(deps: AppDeps, auth: AuthContext, code: string) {
  const now = deps.clock();
  const applied = await deps.database.db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(phoneChangeCodes)
      .where(and(openCodes(auth), gt(phoneChangeCodes.expiresAt, now)))
      .orderBy(desc(phoneChangeCodes.createdAt))
      .for('update')
      .limit(1);
    if (!open) return null;
    if (!timingSafeEqual(Buffer.from(open.codeHash, 'hex'), codeHash(auth.uuid, code))) {
      const attempts = open.attempts + 1;
      await tx
        .update(phoneChangeCodes)
        .set({ attempts, endedAt: attempts >= PHONE_CODE_MAX_ATTEMPTS ? now : null })
        .where(eq(phoneChangeCodes.uuid, open.uuid));
      return null;
    }
    const account = await ownAccount(tx, auth);
    const table = phoneTables[phoneRole(auth)];
    await tx.update(phoneChangeCodes).set({ endedAt: now }).where(openCodes(auth));
    await tx.update(table).set({ phone: open.newPhone }).where(eq(table.uuid, auth.uuid));
    const text = phoneChangedText({ name: account.name, newPhone: open.newPhone });
    await sendAccountNotice(tx, account, 'phone_changed', text);
    await auditPhone(tx, auth, 'phone_change', account.phone, open.newPhone);
    return open.newPhone;
  });
  if (!applied) throw badRequest(ACCOUNT_MESSAGES.invalidPhoneCode);
  return { phone: applied, message: 'Telefone alterado.' };
}
