import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns.ts';

/*
 * The second factor (domain.md §14, decision 1340). Kept apart from the account tables so that no
 * account record, export or list ever shows a secret.
 */

/**
 * One authenticator app per account. `secret` is AES-256-GCM ciphertext under MFA_ENCRYPTION_KEY
 * (modules/mfa/mfa-crypto.ts); `confirmed_at` null while enrolment waits for its first code.
 * `last_step` is the last 30-second step whose code was accepted: a code is usable once.
 */
export const mfaTotp = pgTable(
  'mfa_totp',
  {
    uuid: id(),
    role: text('role').notNull(),
    accountUuid: uuid('account_uuid').notNull(),
    secret: text('secret').notNull(),
    confirmedAt: tstz('confirmed_at'),
    lastStep: bigint('last_step', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mfa_totp_account_uq').on(t.role, t.accountUuid)],
);

/** Ten per enrolment, each usable once, stored as SHA-256 hashes. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    uuid: id(),
    role: text('role').notNull(),
    accountUuid: uuid('account_uuid').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('mfa_recovery_codes_account_idx').on(t.role, t.accountUuid)],
);

/** A person's passkeys (WebAuthn credentials). */
export const mfaPasskeys = pgTable(
  'mfa_passkeys',
  {
    uuid: id(),
    role: text('role').notNull(),
    accountUuid: uuid('account_uuid').notNull(),
    name: text('name').notNull(),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array(),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at'),
  },
  (t) => [
    uniqueIndex('mfa_passkeys_credential_uq').on(t.credentialId),
    index('mfa_passkeys_account_idx').on(t.role, t.accountUuid),
  ],
);

/**
 * Short-lived proofs: `sign_in` (the mfaToken between the password and the second factor, 5
 * minutes, five wrong codes end it) and `passkey_register` (a registration's challenge). Only the
 * token's hash is stored.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    uuid: id(),
    kind: text('kind').notNull(),
    role: text('role').notNull(),
    accountUuid: uuid('account_uuid').notNull(),
    tokenHash: text('token_hash'),
    /** The WebAuthn challenge this step expects (base64url), once asked for. */
    webauthnChallenge: text('webauthn_challenge'),
    failures: integer('failures').notNull().default(0),
    expiresAt: tstz('expires_at').notNull(),
    endedAt: tstz('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mfa_challenges_token_uq')
      .on(t.tokenHash)
      .where(sql`token_hash is not null`),
    index('mfa_challenges_account_idx').on(t.role, t.accountUuid),
  ],
);
