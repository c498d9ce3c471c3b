import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, tstz } from './columns.ts';

/**
 * A person's request to delete their own account (domain.md §14); an administrator completes it
 * with §12's soft delete. At most one open request per account (the partial unique index).
 */
export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    uuid: id(),
    role: text('role').notNull(),
    accountUuid: uuid('account_uuid').notNull(),
    requestedAt: tstz('requested_at').notNull().defaultNow(),
    completedAt: tstz('completed_at'),
    completedBy: uuid('completed_by'),
  },
  (t) => [
    uniqueIndex('account_deletion_requests_open_uq')
      .on(t.role, t.accountUuid)
      .where(sql`completed_at is null`),
  ],
);
