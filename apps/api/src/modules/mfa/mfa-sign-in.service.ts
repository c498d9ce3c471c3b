import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
} from '@simplewebauthn/server';
import { MFA_MESSAGES } from '@acolher/contracts/mfa';
import type { AppDeps } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { mfaChallenges, mfaPasskeys } from '../../db/tables/mfa.ts';
import { unauthorized } from '../../lib/errors.ts';
import { writeAudit } from '../audit/audit.ts';
import { sendAccountNotice } from '../accounts/account-notices.ts';
import { signedIn } from '../auth/signed-in.ts';
import { accountTables, type Role } from '../auth/roles.ts';
import type { AccountRef, SessionOrigin } from '../auth/sessions.ts';
import { sha256 } from './mfa-crypto.ts';
import { passkeysOf, recoveryCodesLeft, spendTotpCode, totpOf } from './mfa-factors.ts';
import { mfaNoticeText } from './mfa-notices.ts';
import { changesOnly } from '../read-cache/read-cache.hooks.ts';
import { spendRecoveryCode } from './recovery-codes.ts';
import type { WebauthnSite } from './webauthn-site.ts';

/*
 * The sign-in's second step (domain.md §14): the password step gives an `mfaToken` (5 minutes, only
 * its hash stored); `POST /auth/mfa` with a code of the app, a recovery code or a passkey's answer
 * opens the session. A wrong or used code: 401 'Código inválido'; the fifth ends the token.
 */

const TOKEN_MS = 5 * 60_000;
const MAX_FAILURES = 5;

type Owner = { role: Role; accountUuid: string };

/** The password was right and the account has a second factor: a challenge, no session. */
export async function startMfaSignIn(deps: AppDeps, owner: Owner) {
  const { db } = deps.database;
  const mfaToken = randomBytes(32).toString('base64url');
  const now = deps.clock();
  await db.insert(mfaChallenges).values({
    kind: 'sign_in',
    ...owner,
    tokenHash: sha256(mfaToken),
    expiresAt: new Date(now.getTime() + TOKEN_MS),
    createdAt: now,
  });
  const passkeys = await passkeysOf(db, owner);
  const methods: ('passkey' | 'totp')[] = passkeys.length > 0 ? ['passkey', 'totp'] : ['totp'];
  return { mfaRequired: true as const, mfaToken, methods };
}

/** The live challenge an mfaToken names (locked), or 401. */
async function liveChallenge(db: DbOrTx, mfaToken: string, now: Date) {
  const [challenge] = await db
    .select()
    .from(mfaChallenges)
    .where(and(eq(mfaChallenges.tokenHash, sha256(mfaToken)), eq(mfaChallenges.kind, 'sign_in')))
    .for('update')
    .limit(1);
  if (
    !challenge ||
    challenge.endedAt ||
    challenge.expiresAt <= now ||
    challenge.failures >= MAX_FAILURES
  )
    throw unauthorized(MFA_MESSAGES.expired);
  return challenge as typeof challenge & Owner;
}

/** POST /auth/mfa/passkey-options: the browser's request options for this sign-in's passkeys. */
export async function passkeySignInOptions(
  deps: AppDeps,
  site: WebauthnSite,
  input: { mfaToken: string },
) {
  changesOnly([]); // a challenge's options change no cached answer (decision 1212)
  return deps.database.db.transaction(async (tx) => {
    const challenge = await liveChallenge(tx, input.mfaToken, deps.clock());
    const passkeys = await passkeysOf(tx, challenge);
    const options = await generateAuthenticationOptions({
      rpID: site.rpID,
      allowCredentials: passkeys.map((p) => ({
        id: p.credentialId,
        transports: p.transports ?? undefined,
      })),
      userVerification: 'preferred',
    });
    await tx
      .update(mfaChallenges)
      .set({ webauthnChallenge: options.challenge })
      .where(eq(mfaChallenges.uuid, challenge.uuid));
    return options;
  });
}

type SecondStep =
  | { mfaToken: string; code: string }
  | { mfaToken: string; recoveryCode: string }
  | { mfaToken: string; passkey: unknown };

/** Checks the proof; true when it is right (and spent). */
async function proofHolds(
  deps: AppDeps,
  tx: DbOrTx,
  site: WebauthnSite,
  challenge: Owner & { webauthnChallenge: string | null },
  input: SecondStep,
): Promise<'totp' | 'recovery' | 'passkey' | null> {
  if ('code' in input) {
    const totp = await totpOf(tx, challenge);
    if (!totp?.confirmedAt) return null;
    return (await spendTotpCode(deps, tx, totp, input.code)) ? 'totp' : null;
  }
  if ('recoveryCode' in input)
    return (await spendRecoveryCode(tx, challenge, input.recoveryCode, deps.clock()))
      ? 'recovery'
      : null;
  return (await passkeyHolds(deps, tx, site, challenge, input.passkey)) ? 'passkey' : null;
}

async function passkeyHolds(
  deps: AppDeps,
  tx: DbOrTx,
  site: WebauthnSite,
  challenge: Owner & { webauthnChallenge: string | null },
  answer: unknown,
) {
  if (!challenge.webauthnChallenge) return false;
  const response = answer as AuthenticationResponseJSON;
  const [passkey] = await tx
    .select()
    .from(mfaPasskeys)
    .where(
      and(
        eq(mfaPasskeys.credentialId, String(response.id)),
        eq(mfaPasskeys.role, challenge.role),
        eq(mfaPasskeys.accountUuid, challenge.accountUuid),
      ),
    )
    .limit(1);
  if (!passkey) return false;
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge.webauthnChallenge,
    expectedOrigin: site.origin,
    expectedRPID: site.rpID,
    credential: {
      id: passkey.credentialId,
      publicKey: Buffer.from(passkey.publicKey, 'base64url'),
      counter: passkey.counter,
    },
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verification?.verified) return false;
  await tx
    .update(mfaPasskeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: deps.clock() })
    .where(eq(mfaPasskeys.uuid, passkey.uuid));
  return true;
}

/** POST /auth/mfa: the second step; answers as the sign-in would. */
export async function completeMfaSignIn(
  deps: AppDeps,
  site: WebauthnSite,
  input: SecondStep,
  origin: SessionOrigin,
) {
  // Opens a session and nothing any cached answer shows (decision 1212).
  changesOnly([]);
  const { db } = deps.database;
  const outcome = await db.transaction(async (tx) => {
    const now = deps.clock();
    const challenge = await liveChallenge(tx, input.mfaToken, now);
    const proof = await proofHolds(deps, tx, site, challenge, input);
    if (!proof) {
      // Counted (and committed) before the refusal: the fifth wrong code ends the token.
      const failures = challenge.failures + 1;
      await tx
        .update(mfaChallenges)
        .set({ failures, endedAt: failures >= MAX_FAILURES ? now : null })
        .where(eq(mfaChallenges.uuid, challenge.uuid));
      return null;
    }
    await tx
      .update(mfaChallenges)
      .set({ endedAt: now })
      .where(eq(mfaChallenges.uuid, challenge.uuid));
    const table = accountTables[challenge.role];
    const [account] = await tx
      .select()
      .from(table)
      .where(and(eq(table.uuid, challenge.accountUuid), isNull(table.deletedAt)))
      .limit(1);
    if (!account) throw unauthorized(MFA_MESSAGES.expired);
    if (proof === 'recovery') await recoveryCodeUsed(tx, challenge, account);
    return signedIn(deps, tx, challenge.role, account, { ...origin, enrolmentRequired: false });
  });
  if (!outcome) throw unauthorized(MFA_MESSAGES.invalidCode);
  return outcome;
}

async function recoveryCodeUsed(
  tx: DbOrTx,
  owner: AccountRef,
  account: { uuid: string; name: string; email: string },
) {
  await writeAudit(tx, {
    actorRole: String(owner.role),
    actorUuid: owner.accountUuid,
    action: 'mfa_recovery_code_used',
    targetType: owner.role as Role,
    targetUuid: owner.accountUuid,
    details: { left: await recoveryCodesLeft(tx, owner) },
  });
  const kind = 'mfa_recovery_code_used';
  await sendAccountNotice(tx, account, kind, mfaNoticeText(kind, account));
}
