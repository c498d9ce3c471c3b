import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';

/**
 * A company asking for a demo from the landing (domain.md §19). `sourceHash` is a keyed hash of
 * the caller's address, enough to limit requests per address without keeping it (decision 1204).
 */
export const leads = pgTable(
  'leads',
  {
    uuid: id(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    employees: integer('employees').notNull(),
    sourceHash: text('source_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('leads_source_created_idx').on(t.sourceHash, t.createdAt),
    index('leads_created_idx').on(t.createdAt, t.uuid),
    check('leads_employees_positive', sql`${t.employees} > 0`),
  ],
);
