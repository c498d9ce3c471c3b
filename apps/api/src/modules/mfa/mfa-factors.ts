import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { authSessions } from '../../db/tables/auth-sessions.ts';
import { mfaPasskeys, mfaRecoveryCodes, mfaTotp } from '../../db/tables/mfa.ts';
import type { Role } from '../auth/roles.ts';
import type { AccountRef } from '../auth/sessions.ts';
import { decryptSecret } from './mfa-crypto.ts';
import { deleteRecoveryCodes, spendRecoveryCode } from './recovery-codes.ts';
import { totpStep } from './totp.ts';

/*
 * What second factor an account has and the check of its codes (domain.md §14), shared by the
 * sign-in's second step, turning it off and the administrator's reset.
 */

const ofAccount = (owner: AccountRef) =>
  and(eq(mfaTotp.role, owner.role), eq(mfaTotp.accountUuid, owner.accountUuid));

/** The account's authenticator app, confirmed or waiting for its first code, or undefined. */
export async function totpOf(db: DbOrTx, owner: AccountRef) {
  const [row] = await db.select().from(mfaTotp).where(ofAccount(owner)).limit(1);
  return row;
}

/** The second factor is on: an authenticator app whose enrolment was confirmed. */
export async function hasSecondFactor(db: DbOrTx, owner: AccountRef) {
  const [row] = await db
    .select({ n: count() })
    .from(mfaTotp)
    .where(and(ofAccount(owner), isNotNull(mfaTotp.confirmedAt)));
  return row.n > 0;
}

export function passkeysOf(db: DbOrTx, owner: AccountRef) {
  return db
    .select()
    .from(mfaPasskeys)
    .where(and(eq(mfaPasskeys.role, owner.role), eq(mfaPasskeys.accountUuid, owner.accountUuid)))
    .orderBy(mfaPasskeys.createdAt);
}

export async function recoveryCodesLeft(db: DbOrTx, owner: AccountRef) {
  const [row] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(
      and(
        eq(mfaRecoveryCodes.role, owner.role),
        eq(mfaRecoveryCodes.accountUuid, owner.accountUuid),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    );
  return row.n;
}

/**
 * A code of the app, accepted at most once: its step must come after the last accepted one, and
 * becomes the last accepted one in the same statement (two requests with one code: one wins).
 */
export async function spendTotpCode(
  deps: AppDeps,
  db: DbOrTx,
  totp: { uuid: string; secret: string },
  code: string,
) {
  const step = totpStep(decryptSecret(deps.mfaKey, totp.secret), code, deps.clock());
  if (step === null) return false;
  const accepted = await db
    .update(mfaTotp)
    .set({ lastStep: step })
    .where(
      and(eq(mfaTotp.uuid, totp.uuid), or(isNull(mfaTotp.lastStep), lt(mfaTotp.lastStep, step))),
    )
    .returning({ uuid: mfaTotp.uuid });
  return accepted.length > 0;
}

/** A code of the app or, failing that, one of the recovery codes: which one was spent, or null. */
export async function spendAnyCode(
  deps: AppDeps,
  db: DbOrTx,
  owner: AccountRef,
  totp: { uuid: string; secret: string },
  code: string,
): Promise<'totp' | 'recovery' | null> {
  const digits = code.replace(/\s+/g, '');
  if (/^\d{6}$/.test(digits)) return (await spendTotpCode(deps, db, totp, digits)) ? 'totp' : null;
  return (await spendRecoveryCode(db, owner, code, deps.clock())) ? 'recovery' : null;
}

/** Turns every second factor of the account off: app, recovery codes and passkeys. */
export async function removeSecondFactor(db: DbOrTx, owner: AccountRef) {
  await db.delete(mfaTotp).where(ofAccount(owner));
  await deleteRecoveryCodes(db, owner);
  await db
    .delete(mfaPasskeys)
    .where(and(eq(mfaPasskeys.role, owner.role), eq(mfaPasskeys.accountUuid, owner.accountUuid)));
}

/** MFA_REQUIRED_ROLES (domain.md §14). */
export const mfaRequiredFor = (deps: AppDeps, role: Role) =>
  deps.env.MFA_REQUIRED_ROLES.includes(role);

/** Marks (or clears) the account's open sessions as waiting for enrolment. */
export async function setEnrolmentRequired(db: DbOrTx, owner: AccountRef, required: boolean) {
  await db
    .update(authSessions)
    .set({ enrolmentRequired: required })
    .where(
      and(
        eq(authSessions.role, owner.role),
        eq(authSessions.accountUuid, owner.accountUuid),
        isNull(authSessions.endedAt),
      ),
    );
}
