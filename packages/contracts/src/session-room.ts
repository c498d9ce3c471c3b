import { z } from 'zod';
import { maxMessage } from './fields.ts';

/** The session room (domain.md §16): opens 15 minutes before the start, closes 10 after the end. */
export const ROOM_OPENS_MINUTES_BEFORE = 15;
export const ROOM_CLOSES_MINUTES_AFTER = 10;

export const ROOM_MESSAGES = {
  notYetOpen: 'A sala abre 15 minutos antes da sessão',
  over: 'Esta sessão já terminou',
  /** Decision 1152: a cancelled appointment's room never opens. */
  cancelled: 'Esta sessão foi cancelada',
} as const;

export type TRoomSide = 'collaborator' | 'psychologist';

/** Signalling messages a browser may send; the server relays them to the other person only. */
export const SIGNAL_KINDS = ['offer', 'answer', 'ice', 'media', 'restart'] as const;
export type TSignalKind = (typeof SIGNAL_KINDS)[number];

/** Largest signalling message accepted (an SDP offer of audio and video is ~6 KB). */
export const SIGNAL_MAX_BYTES = 32 * 1024;

export const RATING_COMMENT_MAX = 500;

/** Line breaks and tabs are text; other control characters are not. */
const noControlCharacters = (v: string) =>
  [...v].every((c) => {
    const code = c.charCodeAt(0);
    return c === '\n' || c === '\r' || c === '\t' || (code >= 32 && code !== 127);
  });

/** POST /appointments/{uuid}/session/rating: 'Como foi sua sessão?' */
export const ZSessionRating = z.object({
  score: z
    .number({ error: 'Escolha uma nota de 1 a 5' })
    .int('Escolha uma nota de 1 a 5')
    .min(1, 'Escolha uma nota de 1 a 5')
    .max(5, 'Escolha uma nota de 1 a 5'),
  comment: z
    .string()
    .trim()
    .max(RATING_COMMENT_MAX, maxMessage(RATING_COMMENT_MAX))
    .refine(noControlCharacters, 'Caracteres inválidos')
    .optional(),
});
export type TSessionRating = z.infer<typeof ZSessionRating>;
