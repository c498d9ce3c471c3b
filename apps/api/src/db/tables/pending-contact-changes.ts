import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns.ts';

/**
 * An administrator's change of a person's sign-in e-mail or phone, waiting 72 hours (domain.md
 * §26, decision 1301): the old address and phone carry a link that cancels it; only the link
 * token's hash is kept. A row ends cancelled (`cancelled_at`) or applied (`applied_at`).
 */
export const pendingContactChanges = pgTable(
  'pending_contact_changes',
  {
    uuid: id(),
    role: text('role').notNull(),
    accountUuid: uuid('account_uuid').notNull(),
    field: text('field').$type<'email' | 'phone'>().notNull(),
    newValue: text('new_value').notNull(),
    requestedBy: uuid('requested_by').notNull(),
    cancelTokenHash: text('cancel_token_hash').notNull(),
    appliesAt: tstz('applies_at').notNull(),
    cancelledAt: tstz('cancelled_at'),
    appliedAt: tstz('applied_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('pending_contact_changes_open_idx')
      .on(t.appliesAt)
      .where(sql`cancelled_at is null and applied_at is null`),
  ],
);
