import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { appointments } from '../schema.ts';
import { createdAt } from './columns.ts';

/**
 * 'Declaração de comparecimento' (decision 1375): one verification code per held appointment,
 * drawn when its collaborator first asks for it and the same every later time.
 */
export const attendanceDeclarations = pgTable('attendance_declarations', {
  appointmentUuid: uuid('appointment_uuid')
    .primaryKey()
    .references(() => appointments.uuid),
  code: text('code').notNull().unique('attendance_declarations_code_uq'),
  createdAt: createdAt(),
});
