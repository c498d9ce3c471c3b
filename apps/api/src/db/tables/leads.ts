import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A company asking for a demo from the landing (domain.md §19). `sourceHash` is a keyed hash of
 * the caller's address, enough to limit requests per address without keeping it (decision 1204).
 */
export const leads = pgTable(
  'leads',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    employees: integer('employees').notNull(),
    sourceHash: text('source_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leads_source_created_idx').on(t.sourceHash, t.createdAt),
    index('leads_created_idx').on(t.createdAt, t.uuid),
    check('leads_employees_positive', sql`${t.employees} > 0`),
  ],
);
