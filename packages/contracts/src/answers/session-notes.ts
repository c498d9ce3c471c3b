import { z } from 'zod';
import { ZId, ZInstant } from './common.ts';
import { ZAppointment } from './appointments.ts';

// What domain.md §18's session notes and clinical record answer (decision 1227).
const ZNoteAddendumView = z.strictObject({
  uuid: ZId,
  text: z.string(),
  createdAt: ZInstant,
});

/** GET/PUT /appointments/{uuid}/note, POST …/addenda: the note with its state and addenda. */
export const ZSessionNoteView = z.strictObject({
  appointmentUuid: ZId,
  /** Whom the session was with (the way to the 'Prontuário'). */
  collaborator: z.strictObject({ uuid: ZId, name: z.string() }),
  note: z.string(),
  /** null until the first save. */
  updatedAt: ZInstant.nullable(),
  /** The session's start: writing opens then. */
  editableFrom: ZInstant,
  /** 24 hours after the session's end. */
  locksAt: ZInstant,
  locked: z.boolean(),
  /** A cancelled appointment has no session, so no note. */
  cancelled: z.boolean(),
  /** Whether `PUT` is accepted now (started, not locked, not cancelled). */
  editable: z.boolean(),
  addenda: z.array(ZNoteAddendumView),
});

/** GET /clinical-records: the psychologist's patients (a care relationship, domain.md §3). */
export const ZClinicalRecordPatient = z.strictObject({
  uuid: ZId,
  name: z.string(),
  notesCount: z.number().int().nonnegative(),
  /** The last session that has already started (never one ahead). */
  lastSessionAt: ZInstant.nullable(),
  /** The next booked session, if any. */
  nextSessionAt: ZInstant.nullable(),
});

const ZClinicalRecordEntry = z.strictObject({
  appointmentUuid: ZId,
  startsAt: ZInstant,
  status: z.string(),
  note: z.string(),
  updatedAt: ZInstant,
  locked: z.boolean(),
  addenda: z.array(ZNoteAddendumView),
  /** The weekly series the session belongs to (domain.md §24), as appointment answers carry it. */
  series: ZAppointment.shape.series,
});

/** GET /clinical-records/{collaboratorUuid}: the 'Prontuário', notes in date order. */
export const ZClinicalRecord = z.strictObject({
  psychologist: z.strictObject({ name: z.string(), crp: z.string() }),
  collaborator: z.strictObject({ uuid: ZId, name: z.string() }),
  entries: z.array(ZClinicalRecordEntry),
});

export type TNoteAddendum = z.infer<typeof ZNoteAddendumView>;
export type TSessionNoteView = z.infer<typeof ZSessionNoteView>;
export type TClinicalRecordPatient = z.infer<typeof ZClinicalRecordPatient>;
export type TClinicalRecord = z.infer<typeof ZClinicalRecord>;
