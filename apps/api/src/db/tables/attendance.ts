import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tstz, ref } from './columns.ts';
import { appointments } from '../schema.ts';

/**
 * Who entered an appointment's session room (domain.md §16): each side's first join and last
 * leave, and its time in the room between the session's start and end (domain.md §17, decision
 * 1311): the seconds of its finished stays, plus the stay under way since `inRoomSince`. Nothing
 * else. Settling by attendance (§17) reads it.
 */
export const appointmentAttendance = pgTable(
  'appointment_attendance',
  {
    appointmentUuid: ref('appointment_uuid', () => appointments.uuid),
    side: text('side').notNull(),
    firstJoinedAt: tstz('first_joined_at').notNull(),
    lastLeftAt: tstz('last_left_at'),
    inRoomSince: tstz('in_room_since'),
    secondsInSession: integer('seconds_in_session').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.appointmentUuid, t.side] }),
    check('appointment_attendance_side_ck', sql`${t.side} in ('collaborator', 'psychologist')`),
  ],
);

/**
 * A psychologist's correction of an attendance outcome (domain.md §17): at most one per
 * appointment, which the primary key decides even between two simultaneous requests.
 */
export const attendanceCorrections = pgTable('appointment_attendance_corrections', {
  appointmentUuid: uuid('appointment_uuid')
    .primaryKey()
    .references(() => appointments.uuid),
  correctedAt: tstz('corrected_at').notNull(),
});
