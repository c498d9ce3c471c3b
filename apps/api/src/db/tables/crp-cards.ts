import { customType, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';
import { psychologists } from './people.ts';

/** Raw bytes; node-postgres answers a Buffer, PGlite a Uint8Array: both read as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The psychologist's CRP card (docs/domain.md §9, decision 1406): one per psychologist, replaced on
 * a new upload, private (read only by the psychologist and administrators through the API).
 */
export const psychologistCrpCards = pgTable('psychologist_crp_cards', {
  psychologistUuid: uuid('psychologist_uuid')
    .primaryKey()
    .references(() => psychologists.uuid),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  uploadedByRole: text('uploaded_by_role').notNull(),
  uploadedAt: tstz('uploaded_at').notNull().defaultNow(),
});
