import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns.ts';

/**
 * One row per sign-in (domain.md §14): its id travels in the token (`jti`), so one session can
 * end (sign-out) or all of an account's (e-mail or password change) while others stay.
 * `last_seen_at` is written at most about once a minute per session (decision 1101).
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role').notNull(),
    accountUuid: uuid('account_uuid').notNull(),
    createdAt: createdAt(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    endedAt: tstz('ended_at'),
    /** What 'Dispositivos conectados' shows (domain.md §14). */
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** A role of MFA_REQUIRED_ROLES signed in without a second factor: only enrolment answers. */
    enrolmentRequired: boolean('enrolment_required').notNull().default(false),
  },
  (t) => [
    index('auth_sessions_account_idx')
      .on(t.role, t.accountUuid)
      .where(sql`ended_at is null`),
  ],
);
