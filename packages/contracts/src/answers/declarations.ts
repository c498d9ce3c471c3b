import { z } from 'zod';
import { ZDay, ZInstant, ZTime } from './common.ts';

// What the attendance declaration answers (decisions 1227, 1375): facts of attendance only.

/** GET /declarations/{code} (anonymous): the facts the declaration states, nothing else. */
export const ZDeclarationFacts = z.strictObject({
  code: z.string(),
  collaboratorName: z.string(),
  date: ZDay,
  startTime: ZTime,
  endTime: ZTime,
  durationMinutes: z.number().int().positive(),
  psychologistName: z.string(),
  /** As registered (digits and the region), formatted by the reader. */
  psychologistCrp: z.string(),
  issuedAt: ZInstant,
});

/** GET /appointments/{uuid}/attendance-declaration: the same, with the address that checks it. */
export const ZAttendanceDeclaration = ZDeclarationFacts.extend({
  verificationUrl: z.string(),
});
export type TDeclarationFacts = z.infer<typeof ZDeclarationFacts>;
