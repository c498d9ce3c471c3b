import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mfaRecoveryCodes } from '../../db/tables/mfa.ts';
import type { AccountRef } from '../auth/sessions.ts';
import { sha256 } from './mfa-crypto.ts';

/*
 * Recovery codes (domain.md §14): ten per enrolment, each usable once, stored as hashes only.
 * Shown as `xxxxx-xxxxx` (49 random bits, lower-case base32 without look-alikes).
 */

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const COUNT = 10;

function newCode() {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** What the person typed, as it was hashed: lower case, no spaces or dashes. */
const normalise = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '');

/** Replaces the account's codes with ten new ones; answers them in clear, this once. */
export async function issueRecoveryCodes(db: DbOrTx, owner: AccountRef, now: Date) {
  const codes = Array.from({ length: COUNT }, newCode);
  await deleteRecoveryCodes(db, owner);
  await db.insert(mfaRecoveryCodes).values(
    codes.map((code) => ({
      role: owner.role,
      accountUuid: owner.accountUuid,
      codeHash: sha256(normalise(code)),
      createdAt: now,
    })),
  );
  return codes;
}

export async function deleteRecoveryCodes(db: DbOrTx, owner: AccountRef) {
  await db
    .delete(mfaRecoveryCodes)
    .where(
      and(
        eq(mfaRecoveryCodes.role, owner.role),
        eq(mfaRecoveryCodes.accountUuid, owner.accountUuid),
      ),
    );
}

/** Spends one unused code of the account; false when it is not one (or already used). */
export async function spendRecoveryCode(db: DbOrTx, owner: AccountRef, code: string, now: Date) {
  const spent = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(mfaRecoveryCodes.role, owner.role),
        eq(mfaRecoveryCodes.accountUuid, owner.accountUuid),
        eq(mfaRecoveryCodes.codeHash, sha256(normalise(code))),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ uuid: mfaRecoveryCodes.uuid });
  return spent.length > 0;
}
