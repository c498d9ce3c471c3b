import { eq } from 'drizzle-orm';
import { MFA_MESSAGES } from '@acolher/contracts/mfa';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { mfaTotp } from '../../db/tables/mfa.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { writeAudit } from '../audit/audit.ts';
import { sendAccountNotice } from '../accounts/account-notices.ts';
import { ownAccount, type OwnAccount, withCurrentPassword } from '../accounts/own-account.ts';
import { encryptSecret } from './mfa-crypto.ts';
import {
  mfaRequiredFor,
  passkeysOf,
  recoveryCodesLeft,
  removeSecondFactor,
  setEnrolmentRequired,
  spendAnyCode,
  spendTotpCode,
  totpOf,
} from './mfa-factors.ts';
import { mfaNoticeText, type MfaNotice } from './mfa-notices.ts';
import { issueRecoveryCodes } from './recovery-codes.ts';
import { newTotpSecret } from './totp.ts';

/*
 * 'Minha conta''s second factor (domain.md §14): turn the authenticator app on (password, then a
 * first code), see it, turn it off (password and a code). Each change is audited and told.
 */

const ownerOf = (auth: AuthContext) => ({ role: auth.role, accountUuid: auth.uuid });

/** Audit row and notice of a change the person made to their own second factor. */
export async function recordOwnChange(
  db: DbOrTx,
  auth: AuthContext,
  account: OwnAccount,
  notice: Extract<MfaNotice, 'mfa_enabled' | 'mfa_disabled' | 'passkey_added' | 'passkey_removed'>,
  details?: Record<string, unknown>,
) {
  await writeAudit(db, {
    actorRole: auth.role,
    actorUuid: auth.uuid,
    action: notice,
    targetType: auth.role,
    targetUuid: auth.uuid,
    details,
  });
  await sendAccountNotice(db, account, notice, mfaNoticeText(notice, account));
}

/** GET /account/mfa. */
export async function mfaStatus(deps: AppDeps, auth: AuthContext) {
  const { db } = deps.database;
  const owner = ownerOf(auth);
  const totp = await totpOf(db, owner);
  const on = Boolean(totp?.confirmedAt);
  const passkeys = on ? await passkeysOf(db, owner) : [];
  return {
    totp: on,
    required: mfaRequiredFor(deps, auth.role),
    recoveryCodesLeft: on ? await recoveryCodesLeft(db, owner) : 0,
    passkeys: passkeys.map((p) => ({
      uuid: p.uuid,
      name: p.name,
      createdAt: p.createdAt,
      lastUsedAt: p.lastUsedAt,
    })),
  };
}

/** POST /account/mfa/totp: a new secret, waiting for its first code (replaces an unconfirmed one). */
export async function startTotp(
  deps: AppDeps,
  auth: AuthContext,
  input: { currentPassword: string },
) {
  return withCurrentPassword(deps, auth, input.currentPassword, async (tx, account) => {
    const owner = ownerOf(auth);
    const existing = await totpOf(tx, owner);
    if (existing?.confirmedAt) throw conflict(MFA_MESSAGES.alreadyOn);
    const { secret, otpauthUri } = newTotpSecret(account.email);
    const stored = encryptSecret(deps.mfaKey, secret);
    if (existing)
      await tx
        .update(mfaTotp)
        .set({ secret: stored, lastStep: null })
        .where(eq(mfaTotp.uuid, existing.uuid));
    else await tx.insert(mfaTotp).values({ ...owner, secret: stored, createdAt: deps.clock() });
    return { secret, otpauthUri };
  });
}

/** POST /account/mfa/totp/confirm: the first code turns it on and gives ten recovery codes. */
export async function confirmTotp(deps: AppDeps, auth: AuthContext, input: { code: string }) {
  return deps.database.db.transaction(async (tx) => {
    const account = await ownAccount(tx, auth);
    const owner = ownerOf(auth);
    const totp = await totpOf(tx, owner);
    if (totp?.confirmedAt) throw conflict(MFA_MESSAGES.alreadyOn);
    if (!totp) throw badRequest(MFA_MESSAGES.noPendingEnrolment);
    if (!(await spendTotpCode(deps, tx, totp, input.code)))
      throw badRequest(MFA_MESSAGES.invalidCode);
    const now = deps.clock();
    await tx.update(mfaTotp).set({ confirmedAt: now }).where(eq(mfaTotp.uuid, totp.uuid));
    const recoveryCodes = await issueRecoveryCodes(tx, owner, now);
    await setEnrolmentRequired(tx, owner, false);
    await recordOwnChange(tx, auth, account, 'mfa_enabled');
    return { recoveryCodes };
  });
}

/** DELETE /account/mfa: the password and a code (of the app, or a recovery code). */
export async function disableMfa(
  deps: AppDeps,
  auth: AuthContext,
  input: { currentPassword: string; code: string },
) {
  await withCurrentPassword(deps, auth, input.currentPassword, async (tx, account) => {
    const owner = ownerOf(auth);
    const totp = await totpOf(tx, owner);
    if (!totp?.confirmedAt) throw badRequest(MFA_MESSAGES.notOn);
    const spent = await spendAnyCode(deps, tx, owner, totp, input.code);
    if (!spent) throw badRequest(MFA_MESSAGES.invalidCode);
    await removeSecondFactor(tx, owner);
    // A role that must have one answers nothing else until it is on again (§14).
    if (mfaRequiredFor(deps, auth.role)) await setEnrolmentRequired(tx, owner, true);
    await recordOwnChange(tx, auth, account, 'mfa_disabled', { with: spent });
  });
}
