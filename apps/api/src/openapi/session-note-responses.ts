import type { z } from 'zod';
import {
  ZClinicalRecord,
  ZClinicalRecordPatient,
  ZSessionNoteView,
} from '@acolher/contracts/answers/session-notes';

type Responses = Partial<Record<200 | 201 | 202 | 204, z.ZodType | null>>;

/** The answers of domain.md §18's notes and record (spread into route-responses.ts; decision 1227). */
export const SESSION_NOTE_RESPONSES: Record<string, Responses> = {
  'GET /api/appointments/:uuid/note': { 200: ZSessionNoteView },
  'PUT /api/appointments/:uuid/note': { 200: ZSessionNoteView },
  'POST /api/appointments/:uuid/note/addenda': { 201: ZSessionNoteView },
  'GET /api/clinical-records': { 200: ZClinicalRecordPatient.array() },
  'GET /api/clinical-records/:uuid': { 200: ZClinicalRecord },
  // A file, not JSON: FILE_ANSWERS gives its media type.
  'GET /api/clinical-records/:uuid/pdf': { 200: undefined },
};

/** Routes whose success answer is a file: its media type (checked by tests, shown in /api/docs). */
export const FILE_ANSWERS: Record<string, string> = {
  'GET /api/clinical-records/:uuid/pdf': 'application/pdf',
  'GET /api/companies/:uuid/risk-surveys/:surveyUuid/report.pdf': 'application/pdf',
};
