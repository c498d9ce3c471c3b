import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { collaborators, openingHours, psychologists } from '../schema.ts';
import { createdAt, id, tstz, ref } from './columns.ts';

/**
 * A collaborator's standing slot (domain.md §24): its occurrences are ordinary appointments
 * carrying `series_uuid`; `next_date` is the next date the rolling horizon will try (each date is
 * tried once: the job moves it forward in the transaction that books or skips the date).
 */
export const appointmentSeries = pgTable(
  'appointment_series',
  {
    uuid: id(),
    collaboratorUuid: ref('collaborator_uuid', () => collaborators.uuid),
    psychologistUuid: ref('psychologist_uuid', () => psychologists.uuid),
    openingHourUuid: ref('opening_hour_uuid', () => openingHours.uuid),
    frequency: text('frequency').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    nextDate: date('next_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('active'),
    endedFrom: date('ended_from', { mode: 'string' }),
    endedAt: tstz('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('appointment_series_collaborator_idx').on(t.collaboratorUuid),
    index('appointment_series_psychologist_idx').on(t.psychologistUuid),
    index('appointment_series_open_idx')
      .on(t.status)
      .where(sql`status in ('active', 'paused')`),
    check('appointment_series_frequency_ck', sql`${t.frequency} in ('weekly', 'biweekly')`),
    check('appointment_series_status_ck', sql`${t.status} in ('active', 'paused', 'ended')`),
  ],
);
