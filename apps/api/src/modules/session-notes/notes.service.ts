import { and, asc, eq, sql } from 'drizzle-orm';
import {
  ADDENDA_MAX,
  NOTE_LOCK_HOURS,
  NOTE_MESSAGES,
  type TNoteAddendumInput,
  type TSessionNoteInput,
} from '@acolher/contracts/session-notes';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { appointmentSeries, appointments, collaborators } from '../../db/schema.ts';
import { sessionNoteAddenda, sessionNotes } from '../../db/tables/session-notes.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/audit.ts';
import { isUuid } from '@acolher/contracts/fields';

const HOUR = 3_600_000;

export const noteLocksAt = (endsAt: Date) => new Date(endsAt.getTime() + NOTE_LOCK_HOURS * HOUR);

interface NoteAppointment {
  uuid: string;
  status: string;
  startsAt: Date;
  endsAt: Date;
  collaboratorUuid: string;
  collaboratorName: string;
}

/**
 * A note is its psychologist's only (domain.md §18): an unknown appointment is 404, anyone but
 * the appointment's psychologist 403, whatever the role; nothing about the session is told first.
 */
async function authorAppointment(db: DbOrTx, auth: AuthContext, uuid: string) {
  if (!isUuid(uuid)) throw notFound(NOTE_MESSAGES.appointmentNotFound);
  const [row] = await db
    .select({
      uuid: appointments.uuid,
      status: appointments.status,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      psychologistUuid: appointments.psychologistUuid,
      collaboratorUuid: appointments.collaboratorUuid,
      collaboratorName: collaborators.name,
    })
    .from(appointments)
    .innerJoin(collaborators, eq(collaborators.uuid, appointments.collaboratorUuid))
    .where(eq(appointments.uuid, uuid))
    .limit(1);
  if (!row) throw notFound(NOTE_MESSAGES.appointmentNotFound);
  if (auth.role !== 'psychologist' || auth.uuid !== row.psychologistUuid) throw forbidden();
  return row satisfies NoteAppointment;
}

function noteState(appointment: NoteAppointment, now: Date) {
  const locksAt = noteLocksAt(appointment.endsAt);
  const cancelled = appointment.status.startsWith('cancelled');
  const started = now.getTime() >= appointment.startsAt.getTime();
  const locked = now.getTime() >= locksAt.getTime();
  return { locksAt, cancelled, started, locked, editable: started && !locked && !cancelled };
}

async function noteView(db: DbOrTx, appointment: NoteAppointment, now: Date) {
  const [note] = await db
    .select({ note: sessionNotes.note, updatedAt: sessionNotes.updatedAt })
    .from(sessionNotes)
    .where(eq(sessionNotes.appointmentUuid, appointment.uuid));
  const addenda = await db
    .select({
      uuid: sessionNoteAddenda.uuid,
      text: sessionNoteAddenda.text,
      createdAt: sessionNoteAddenda.createdAt,
    })
    .from(sessionNoteAddenda)
    .where(eq(sessionNoteAddenda.appointmentUuid, appointment.uuid))
    .orderBy(asc(sessionNoteAddenda.createdAt));
  const state = noteState(appointment, now);
  return {
    appointmentUuid: appointment.uuid,
    collaborator: { uuid: appointment.collaboratorUuid, name: appointment.collaboratorName },
    note: note?.note ?? '',
    updatedAt: note?.updatedAt ?? null,
    editableFrom: appointment.startsAt,
    locksAt: state.locksAt,
    locked: state.locked,
    cancelled: state.cancelled,
    editable: state.editable,
    addenda,
  };
}

type NoteAction = 'session_note.read' | 'session_note.write' | 'session_note.addendum';

/** The audit row names who, what and which appointment, and never the text (domain.md §14). */
const audit = (db: DbOrTx, auth: AuthContext, action: NoteAction, uuid: string, length?: number) =>
  writeAudit(db, {
    actorRole: auth.role,
    actorUuid: auth.uuid,
    action,
    targetType: 'appointment',
    targetUuid: uuid,
    details: length === undefined ? undefined : { length },
  });

export async function readNote(deps: AppDeps, auth: AuthContext, uuid: string) {
  return deps.database.db.transaction(async (tx) => {
    const appointment = await authorAppointment(tx, auth, uuid);
    const view = await noteView(tx, appointment, deps.clock());
    await audit(tx, auth, 'session_note.read', appointment.uuid);
    return view;
  });
}

/** Writes open at the start and close 24 hours after the end; a cancelled session has no note (decision 1161). */
export async function writeNote(
  deps: AppDeps,
  auth: AuthContext,
  uuid: string,
  input: TSessionNoteInput,
) {
  return deps.database.db.transaction(async (tx) => {
    const appointment = await authorAppointment(tx, auth, uuid);
    const now = deps.clock();
    const state = noteState(appointment, now);
    if (state.cancelled) throw conflict(NOTE_MESSAGES.cancelled);
    if (!state.started) throw conflict(NOTE_MESSAGES.notStarted);
    if (state.locked) throw conflict(NOTE_MESSAGES.locked);
    await tx
      .insert(sessionNotes)
      .values({
        appointmentUuid: appointment.uuid,
        psychologistUuid: auth.uuid,
        note: input.note,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: sessionNotes.appointmentUuid,
        set: { note: input.note, updatedAt: now },
      });
    await audit(tx, auth, 'session_note.write', appointment.uuid, input.note.length);
    return noteView(tx, appointment, now);
  });
}

/** After the lock, corrections are dated addenda appended to the note, never edited. */
export async function addAddendum(
  deps: AppDeps,
  auth: AuthContext,
  uuid: string,
  input: TNoteAddendumInput,
) {
  return deps.database.db.transaction(async (tx) => {
    const appointment = await authorAppointment(tx, auth, uuid);
    const now = deps.clock();
    const state = noteState(appointment, now);
    if (state.cancelled) throw conflict(NOTE_MESSAGES.cancelled);
    if (!state.locked) throw conflict(NOTE_MESSAGES.notLocked);
    // An addendum to a note never written still gets its (empty) note row: the record lists it.
    await tx
      .insert(sessionNotes)
      .values({
        appointmentUuid: appointment.uuid,
        psychologistUuid: auth.uuid,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    // At most ADDENDA_MAX (domain.md §18): the note's row, locked, queues concurrent addenda.
    await tx
      .select({ uuid: sessionNotes.appointmentUuid })
      .from(sessionNotes)
      .where(eq(sessionNotes.appointmentUuid, appointment.uuid))
      .for('update');
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(sessionNoteAddenda)
      .where(eq(sessionNoteAddenda.appointmentUuid, appointment.uuid));
    if (count >= ADDENDA_MAX) throw conflict(NOTE_MESSAGES.addendaLimit);
    await tx.insert(sessionNoteAddenda).values({
      appointmentUuid: appointment.uuid,
      psychologistUuid: auth.uuid,
      text: input.text,
      createdAt: now,
    });
    await audit(tx, auth, 'session_note.addendum', appointment.uuid, input.text.length);
    return noteView(tx, appointment, now);
  });
}

/** Every note and addendum a psychologist wrote about one collaborator, sessions in date order. */
export async function notesOf(db: DbOrTx, psychologistUuid: string, collaboratorUuid: string) {
  const where = and(
    eq(appointments.psychologistUuid, psychologistUuid),
    eq(appointments.collaboratorUuid, collaboratorUuid),
  );
  const notes = await db
    .select({
      appointmentUuid: appointments.uuid,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      status: appointments.status,
      note: sessionNotes.note,
      updatedAt: sessionNotes.updatedAt,
      seriesUuid: appointmentSeries.uuid,
      seriesFrequency: appointmentSeries.frequency,
    })
    .from(sessionNotes)
    .innerJoin(appointments, eq(appointments.uuid, sessionNotes.appointmentUuid))
    .leftJoin(appointmentSeries, eq(appointmentSeries.uuid, appointments.seriesUuid))
    .where(and(where, eq(sessionNotes.psychologistUuid, psychologistUuid)))
    .orderBy(asc(appointments.startsAt));
  const addenda = await db
    .select({
      appointmentUuid: sessionNoteAddenda.appointmentUuid,
      uuid: sessionNoteAddenda.uuid,
      text: sessionNoteAddenda.text,
      createdAt: sessionNoteAddenda.createdAt,
    })
    .from(sessionNoteAddenda)
    .innerJoin(appointments, eq(appointments.uuid, sessionNoteAddenda.appointmentUuid))
    .where(and(where, eq(sessionNoteAddenda.psychologistUuid, psychologistUuid)))
    .orderBy(asc(sessionNoteAddenda.createdAt));
  return { notes, addenda };
}
