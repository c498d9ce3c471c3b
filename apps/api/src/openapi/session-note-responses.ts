import { z } from 'zod';
import { ZId, ZInstant } from '@acolher/contracts/answers/common';

type Responses = Partial<Record<200 | 201 | 202 | 204, z.ZodType | null>>;

const ZAddendum = z.strictObject({ uuid: ZId, text: z.string(), createdAt: ZInstant });
const ZSessionNoteView = z.strictObject({
  appointmentUuid: ZId,
  collaborator: z.strictObject({ uuid: ZId, name: z.string() }),
  note: z.string(),
  updatedAt: ZInstant.nullable(),
  editableFrom: ZInstant,
  locksAt: ZInstant,
  locked: z.boolean(),
  cancelled: z.boolean(),
  editable: z.boolean(),
  addenda: z.array(ZAddendum),
});
const ZClinicalRecord = z.strictObject({
  psychologist: z.strictObject({ name: z.string(), crp: z.string() }),
  collaborator: z.strictObject({ uuid: ZId, name: z.string() }),
  entries: z.array(
    z.strictObject({
      appointmentUuid: ZId,
      startsAt: ZInstant,
      status: z.string(),
      note: z.string(),
      updatedAt: ZInstant,
      locked: z.boolean(),
      addenda: z.array(ZAddendum),
    }),
  ),
});
const ZPatient = z.strictObject({
  uuid: ZId,
  name: z.string(),
  notesCount: z.number().int().nonnegative(),
  lastSessionAt: ZInstant.nullable(),
});

/** The answers of domain.md §18's session notes and record (spread into route-responses.ts). */
export const SESSION_NOTE_RESPONSES: Record<string, Responses> = {
  'GET /api/appointments/:id/note': { 200: ZSessionNoteView },
  'PUT /api/appointments/:id/note': { 200: ZSessionNoteView },
  'POST /api/appointments/:id/note/addenda': { 201: ZSessionNoteView },
  'GET /api/clinical-records': { 200: z.array(ZPatient) },
  'GET /api/clinical-records/:collaboratorId': { 200: ZClinicalRecord },
  // A file, not JSON: FILE_ANSWERS gives its media type.
  'GET /api/clinical-records/:collaboratorId/pdf': { 200: undefined },
};

/** Routes whose success answer is a file: its media type (checked by tests, shown in /api/docs). */
export const FILE_ANSWERS: Record<string, string> = {
  'GET /api/clinical-records/:collaboratorId/pdf': 'application/pdf',
};
