import { z } from 'zod';
import {
  CONTROL_CHARACTERS_MESSAGE,
  REQUIRED,
  hasControlCharacters,
  maxMessage,
  zMultilineText,
} from './fields.ts';

/** 'Anotações da sessão' (domain.md §18): at most 10,000 characters, tab and new line allowed. */
export const NOTE_MAX = 10_000;
/** The note can be edited until this long after the session's end; later only addenda. */
export const NOTE_LOCK_HOURS = 24;
/** A note takes at most this many addenda (domain.md §18). */
export const ADDENDA_MAX = 50;

export const NOTE_MESSAGES = {
  notStarted: 'As anotações ficam disponíveis a partir do início da sessão',
  locked: 'A anotação foi bloqueada 24 horas após a sessão. Registre um adendo.',
  /** Decision 1161: addenda are the corrections of a locked note; before, the note itself is edited. */
  notLocked: 'A anotação ainda pode ser editada; adendos são registrados após o bloqueio',
  /** Decision 1161: a cancelled appointment has no session, so no note. */
  cancelled: 'Esta sessão foi cancelada',
  appointmentNotFound: 'Agendamento não encontrado',
  addendaLimit: 'Limite de adendos atingido',
} as const;

/**
 * PUT /appointments/{uuid}/note. Kept as typed (no trim) so that autosave never moves the cursor;
 * an empty note is allowed: erasing everything is an edit too (decision 1161).
 */
export const ZSessionNote = z.object({
  note: z
    .string({ error: REQUIRED })
    .max(NOTE_MAX, maxMessage(NOTE_MAX))
    .refine((v) => !hasControlCharacters(v, true), CONTROL_CHARACTERS_MESSAGE),
});
export type TSessionNoteInput = z.infer<typeof ZSessionNote>;

/** POST /appointments/{uuid}/note/addenda: a non-empty dated correction. */
export const ZNoteAddendum = z.object({ text: zMultilineText(NOTE_MAX) });
export type TNoteAddendumInput = z.input<typeof ZNoteAddendum>;
