import { sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

/**
 * A room's signalling message too large for a notification (8,000 bytes): kept a few minutes, its
 * id travels in the notification instead (domain.md §16, decision 1452).
 */
export const signalMessages = pgTable('signal_messages', {
  uuid: uuid('uuid')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  payload: text('payload').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
