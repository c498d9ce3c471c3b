import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { MFA_MESSAGES } from '@acolher/contracts/mfa';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { mfaChallenges, mfaPasskeys } from '../../db/tables/mfa.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { ownAccount, withCurrentPassword } from '../accounts/own-account.ts';
import { recordOwnChange } from './mfa-enrolment.service.ts';
import { hasSecondFactor, passkeysOf } from './mfa-factors.ts';
import type { WebauthnSite } from './webauthn-site.ts';

/*
 * Passkeys (WebAuthn) as a second factor (domain.md §14, decision 1340), through
 * @simplewebauthn/server: registered with the password again once the app is on; named, renamed,
 * removed.
 */

const CHALLENGE_MS = 5 * 60_000;
const ownerOf = (auth: AuthContext) => ({ role: auth.role, accountUuid: auth.uuid });

const view = (p: typeof mfaPasskeys.$inferSelect) => ({
  uuid: p.uuid,
  name: p.name,
  createdAt: p.createdAt,
  lastUsedAt: p.lastUsedAt,
});

/** POST /account/mfa/passkeys/options: the browser's creation options (a challenge of 5 minutes). */
export async function passkeyRegistrationOptions(
  deps: AppDeps,
  auth: AuthContext,
  site: WebauthnSite,
  input: { currentPassword: string },
) {
  return withCurrentPassword(deps, auth, input.currentPassword, async (tx, account) => {
    const owner = ownerOf(auth);
    if (!(await hasSecondFactor(tx, owner))) throw badRequest(MFA_MESSAGES.notOn);
    const existing = await passkeysOf(tx, owner);
    const options = await generateRegistrationOptions({
      rpName: 'Acolher',
      rpID: site.rpID,
      userName: account.email,
      userDisplayName: account.name,
      userID: new TextEncoder().encode(auth.uuid),
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.credentialId })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    const now = deps.clock();
    await tx
      .update(mfaChallenges)
      .set({ endedAt: now })
      .where(
        and(
          eq(mfaChallenges.kind, 'passkey_register'),
          eq(mfaChallenges.role, auth.role),
          eq(mfaChallenges.accountUuid, auth.uuid),
          isNull(mfaChallenges.endedAt),
        ),
      );
    await tx.insert(mfaChallenges).values({
      kind: 'passkey_register',
      ...owner,
      webauthnChallenge: options.challenge,
      expiresAt: new Date(now.getTime() + CHALLENGE_MS),
      createdAt: now,
    });
    return options;
  });
}

/** POST /account/mfa/passkeys: the authenticator's answer to the open challenge. */
export async function registerPasskey(
  deps: AppDeps,
  auth: AuthContext,
  site: WebauthnSite,
  input: { name: string; response: unknown },
) {
  return deps.database.db.transaction(async (tx) => {
    const account = await ownAccount(tx, auth);
    const now = deps.clock();
    const [challenge] = await tx
      .select()
      .from(mfaChallenges)
      .where(
        and(
          eq(mfaChallenges.kind, 'passkey_register'),
          eq(mfaChallenges.role, auth.role),
          eq(mfaChallenges.accountUuid, auth.uuid),
          isNull(mfaChallenges.endedAt),
          gt(mfaChallenges.expiresAt, now),
        ),
      )
      .orderBy(desc(mfaChallenges.createdAt))
      .limit(1);
    if (!challenge?.webauthnChallenge) throw badRequest(MFA_MESSAGES.passkeyFailed);
    await tx
      .update(mfaChallenges)
      .set({ endedAt: now })
      .where(eq(mfaChallenges.uuid, challenge.uuid));
    const verification = await verifyRegistrationResponse({
      response: input.response as RegistrationResponseJSON,
      expectedChallenge: challenge.webauthnChallenge,
      expectedOrigin: site.origin,
      expectedRPID: site.rpID,
      requireUserVerification: false,
    }).catch(() => undefined);
    if (!verification?.verified || !verification.registrationInfo)
      throw badRequest(MFA_MESSAGES.passkeyFailed);
    const { credential } = verification.registrationInfo;
    const [row] = await tx
      .insert(mfaPasskeys)
      .values({
        ...ownerOf(auth),
        name: input.name,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? null,
        createdAt: now,
      })
      .returning();
    await recordOwnChange(tx, auth, account, 'passkey_added', { passkey: row.uuid });
    return view(row);
  });
}

const ownPasskey = (auth: AuthContext, uuid: string) =>
  and(
    eq(mfaPasskeys.uuid, uuid),
    eq(mfaPasskeys.role, auth.role),
    eq(mfaPasskeys.accountUuid, auth.uuid),
  );

/** PATCH /account/mfa/passkeys/:uuid: its name; another person's key: 404. */
export async function renamePasskey(
  deps: AppDeps,
  auth: AuthContext,
  uuid: string,
  input: { name: string },
) {
  const [row] = await deps.database.db
    .update(mfaPasskeys)
    .set({ name: input.name })
    .where(ownPasskey(auth, uuid))
    .returning();
  if (!row) throw notFound(MFA_MESSAGES.passkeyNotFound);
  return view(row);
}

/** DELETE /account/mfa/passkeys/:uuid: with the password; another person's key: 404. */
export async function removePasskey(
  deps: AppDeps,
  auth: AuthContext,
  uuid: string,
  input: { currentPassword: string },
) {
  await withCurrentPassword(deps, auth, input.currentPassword, async (tx, account) => {
    const [row] = await tx
      .delete(mfaPasskeys)
      .where(ownPasskey(auth, uuid))
      .returning({ uuid: mfaPasskeys.uuid });
    if (!row) throw notFound(MFA_MESSAGES.passkeyNotFound);
    await recordOwnChange(tx, auth, account, 'passkey_removed', { passkey: uuid });
  });
}
