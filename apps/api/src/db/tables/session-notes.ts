import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { appointments, psychologists } from '../schema.ts';
import { id, createdAt, updatedAt, ref } from './columns.ts';

/**
 * 'Anotações da sessão' (domain.md §18): one note per appointment, read and written by its
 * psychologist only; editable until 24 hours after the session's end (decision 1161).
 */
export const sessionNotes = pgTable(
  'session_notes',
  {
    appointmentUuid: uuid('appointment_uuid')
      .primaryKey()
      .references(() => appointments.uuid),
    psychologistUuid: ref('psychologist_uuid', () => psychologists.uuid),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('session_notes_psychologist_idx').on(t.psychologistUuid)],
);

/** Dated corrections appended once the note is locked; never edited nor deleted. */
export const sessionNoteAddenda = pgTable(
  'session_note_addenda',
  {
    uuid: id(),
    appointmentUuid: ref('appointment_uuid', () => appointments.uuid),
    psychologistUuid: ref('psychologist_uuid', () => psychologists.uuid),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('session_note_addenda_appointment_idx').on(t.appointmentUuid, t.createdAt)],
);
