import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  smallint,
  text,
  time,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, createdAt, deletedAt, tstz, ref } from './columns.ts';
import { collaborators, psychologists } from './people.ts';

export const openingHours = pgTable(
  'opening_hours',
  {
    uuid: id(),
    psychologistUuid: ref('psychologist_uuid', () => psychologists.uuid),
    dayOfWeek: smallint('day_of_week').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('opening_hours_psychologist_idx').on(t.psychologistUuid, t.dayOfWeek),
    check('opening_hours_day_valid', sql`${t.dayOfWeek} between 0 and 6`),
    check('opening_hours_end_after_start', sql`${t.endTime} > ${t.startTime}`),
  ],
);

export const APPOINTMENT_ACTIVE_SQL = sql`status in ('pending', 'confirmed')`;

/** A booked slot: who, with whom, which opening hour on which date (an appointment, an offer of one). */
export const slotColumns = () => ({
  collaboratorUuid: ref('collaborator_uuid', () => collaborators.uuid),
  psychologistUuid: ref('psychologist_uuid', () => psychologists.uuid),
  openingHourUuid: ref('opening_hour_uuid', () => openingHours.uuid),
  date: date('date', { mode: 'string' }).notNull(),
  startsAt: tstz('starts_at').notNull(),
  endsAt: tstz('ends_at').notNull(),
});

export const appointments = pgTable(
  'appointments',
  {
    uuid: id(),
    ...slotColumns(),
    status: text('status').notNull().default('pending'),
    /** Unused since the room moved inside the product (decision 1155): null for new rows. */
    videoUrl: text('video_url'),
    cancelledAt: tstz('cancelled_at'),
    /** The weekly series it is an occurrence of (domain.md §24; db/tables/appointment-series.ts). */
    seriesUuid: uuid('series_uuid'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('appointments_slot_active_uq')
      .on(t.openingHourUuid, t.date)
      .where(sql`status in ('pending', 'confirmed')`),
    index('appointments_psychologist_starts_idx').on(t.psychologistUuid, t.startsAt),
    index('appointments_collaborator_starts_idx').on(t.collaboratorUuid, t.startsAt),
    index('appointments_pending_ends_idx')
      .on(t.endsAt)
      .where(sql`status = 'pending'`),
    check(
      'appointments_status_valid',
      sql`${t.status} in ('pending', 'confirmed', 'cancelled_by_psychologist', 'cancelled_by_collaborator_in_advance', 'cancelled_by_collaborator_without_advance', 'no_show_collaborator', 'no_show_psychologist', 'refunded_by_administrator', 'cancelled_by_administrator')`,
    ),
    check('appointments_ends_after_starts', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
