import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TWaitlistPeriod } from '@acolher/contracts/waitlist';
import { collaborators, psychologists } from '../schema.ts';
import { slotColumns } from './appointments.ts';
import { createdAt, id, ref, tstz } from './columns.ts';

/**
 * A collaborator's place in a psychologist's line (domain.md §26): the weekdays and periods that
 * suit; the line is ordered by `seq` (the order of joining). Leaving sets `left_at`; one open place per pair.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    uuid: id(),
    collaboratorUuid: ref('collaborator_uuid', () => collaborators.uuid),
    psychologistUuid: ref('psychologist_uuid', () => psychologists.uuid),
    weekdays: integer('weekdays').array().notNull(),
    periods: text('periods').array().$type<TWaitlistPeriod[]>().notNull(),
    /** The order of joining: the line's order, even for places made at one instant. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    leftAt: tstz('left_at'),
  },
  (t) => [
    uniqueIndex('waitlist_entries_open_uq')
      .on(t.collaboratorUuid, t.psychologistUuid)
      .where(sql`left_at is null`),
    index('waitlist_entries_line_idx').on(t.psychologistUuid, t.seq).where(sql`left_at is null`),
  ],
);

/**
 * A freed slot offered to a place in line (domain.md §26, decision 1386): held for 15 minutes
 * (`expires_at`) while `offered`; at most one `offered` row per slot (the database's unique index),
 * and the appointments trigger `appointments_waitlist_hold` refuses anyone else's booking of it.
 * Only the link token's hash is kept.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    uuid: id(),
    entryUuid: ref('entry_uuid', () => waitlistEntries.uuid),
    ...slotColumns(),
    tokenHash: text('token_hash').notNull().unique('waitlist_offers_token_uq'),
    status: text('status').$type<'offered' | 'accepted' | 'expired'>().notNull(),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
    closedAt: tstz('closed_at'),
    appointmentUuid: uuid('appointment_uuid'),
  },
  (t) => [
    uniqueIndex('waitlist_offers_one_holder_uq')
      .on(t.openingHourUuid, t.date)
      .where(sql`status = 'offered'`),
    uniqueIndex('waitlist_offers_once_per_entry_uq').on(t.entryUuid, t.openingHourUuid, t.date),
    index('waitlist_offers_open_idx').on(t.expiresAt).where(sql`status = 'offered'`),
  ],
);
