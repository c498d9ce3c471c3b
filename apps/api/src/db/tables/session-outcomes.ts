import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments, psychologists } from '../schema.ts';
import { id, createdAt, deletedAt, tstz, ref } from './columns.ts';

/** A psychologist's period away (domain.md §17): no slot in [startDate, endDate] is bookable. */
export const psychologistAbsences = pgTable(
  'psychologist_absences',
  {
    uuid: id(),
    psychologistUuid: ref('psychologist_uuid', () => psychologists.uuid),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('psychologist_absences_psychologist_idx')
      .on(t.psychologistUuid, t.endDate)
      .where(sql`deleted_at is null`),
    check('psychologist_absences_period_ck', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** A collaborator's contest of a settled session, one per appointment (decision 1174). */
export const appointmentDisputes = pgTable(
  'appointment_disputes',
  {
    uuid: id(),
    appointmentUuid: ref('appointment_uuid', () => appointments.uuid),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('open'),
    resolutionNote: text('resolution_note'),
    resolvedBy: uuid('resolved_by'),
    resolvedAt: tstz('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('appointment_disputes_once_uq').on(t.appointmentUuid),
    check('appointment_disputes_status_ck', sql`${t.status} in ('open', 'refunded', 'kept')`),
  ],
);

/** Each move of an appointment (domain.md §17): the collaborator may move one at most twice. */
export const appointmentReschedules = pgTable(
  'appointment_reschedules',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appointmentUuid: ref('appointment_uuid', () => appointments.uuid),
    actorRole: text('actor_role').notNull(),
    actorUuid: uuid('actor_uuid').notNull(),
    fromStartsAt: tstz('from_starts_at').notNull(),
    toStartsAt: tstz('to_starts_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('appointment_reschedules_appointment_idx').on(t.appointmentUuid)],
);
