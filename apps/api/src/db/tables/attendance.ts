import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';
import { appointments } from '../schema.ts';

/**
 * Who entered an appointment's session room (domain.md §16): each side's first join and last
 * leave, nothing else. Settling by attendance (§17) reads it.
 */
export const appointmentAttendance = pgTable(
  'appointment_attendance',
  {
    appointmentUuid: uuid('appointment_uuid')
      .notNull()
      .references(() => appointments.uuid),
    side: text('side').notNull(),
    firstJoinedAt: tstz('first_joined_at').notNull(),
    lastLeftAt: tstz('last_left_at'),
  },
  (t) => [
    primaryKey({ columns: [t.appointmentUuid, t.side] }),
    check('appointment_attendance_side_ck', sql`${t.side} in ('collaborator', 'psychologist')`),
  ],
);
