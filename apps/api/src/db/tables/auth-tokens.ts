import {
  bigserial,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, createdAt, tstz } from './columns.ts';

// One-time links, token cut-offs and failed sign-ins (split from db/schema.ts, decision 1228).

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    uuid: id(),
    role: text('role').notNull(),
    accountUuid: uuid('account_uuid').notNull(),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address an 'email_change' link confirms (decision 1103); null for other kinds. */
    newEmail: text('new_email'),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_uq').on(t.tokenHash),
    // An account's links: spent together, counted by 'Reenviar convite' (decision 1208).
    index('one_time_tokens_account_idx').on(t.accountUuid, t.kind),
  ],
);

/**
 * Tokens of an account issued before `notBefore` are refused (a password reset ends every session
 * opened with the old password). Kept apart from the account tables so no account record shows it.
 */
export const tokenCutoffs = pgTable(
  'token_cutoffs',
  {
    role: text('role').notNull(),
    accountUuid: uuid('account_uuid').notNull(),
    notBefore: tstz('not_before').notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.accountUuid] })],
);

export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_in_failures_email_idx').on(t.email, t.createdAt),
    index('sign_in_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);
