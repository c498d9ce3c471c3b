import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns.ts';

/**
 * A person's own phone change waiting for the code sent to the new number (domain.md §26,
 * decision 1300): only the code's hash is kept; wrong tries are counted and the row is spent
 * (`ended_at`) when confirmed, replaced by a newer request, or out of tries.
 */
export const phoneChangeCodes = pgTable(
  'phone_change_codes',
  {
    uuid: id(),
    role: text('role').notNull(),
    accountUuid: uuid('account_uuid').notNull(),
    newPhone: text('new_phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tstz('expires_at').notNull(),
    endedAt: tstz('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('phone_change_codes_open_idx')
      .on(t.role, t.accountUuid)
      .where(sql`ended_at is null`),
  ],
);
