import { z } from 'zod';
import { DAY_PERIODS, PSYCHOLOGIST_GENDER_PREFERENCES } from '../matching.ts';
import { ZInstant, text } from './common.ts';
import { ZPsychologistSearchResult } from './psychologists.ts';

/** The intake as the collaborator itself reads it (decision 1380); null before any answer. */
export const ZIntake = z.strictObject({
  reasons: z.array(text),
  psychologistGender: z.enum(PSYCHOLOGIST_GENDER_PREFERENCES),
  approaches: z.array(text),
  periods: z.array(z.enum(DAY_PERIODS)),
  updatedAt: ZInstant,
});
export type TIntake = z.infer<typeof ZIntake>;

/** A match: a search result and why it matched, in pt-BR (decision 1380). */
export const ZPsychologistMatch = ZPsychologistSearchResult.extend({ reasons: z.array(text) });
export type TPsychologistMatch = z.infer<typeof ZPsychologistMatch>;
