import { z } from 'zod';
import { ZId, ZInstant, text } from './common.ts';

const ZIceServer = z.strictObject({
  urls: z.union([text, z.array(text)]),
  username: text.optional(),
  credential: text.optional(),
});
/** GET /appointments/{uuid}/session (domain.md §16). */
export const ZSessionRoom = z.strictObject({
  appointmentUuid: ZId,
  role: z.enum(['collaborator', 'psychologist']),
  /** The other person's name, as the room shows it. */
  peerName: text,
  startsAt: ZInstant,
  endsAt: ZInstant,
  opensAt: ZInstant,
  closesAt: ZInstant,
  provider: z.enum(['builtin', 'jitsi']),
  iceServers: z.array(ZIceServer),
  /** Only with VIDEO_PROVIDER=jitsi: the room's address, carrying this participant's signed token. */
  jitsiUrl: text.nullable(),
});

/** GET /session-ratings/summary (administrator): aggregates only, never one person's answer. */
export const ZSessionRatingSummary = z.strictObject({
  count: z.number().int().nonnegative(),
  average: z.number().nullable(),
  /** How many answers gave each score, 1 to 5. */
  byScore: z.tuple([z.number(), z.number(), z.number(), z.number(), z.number()]),
  withComment: z.number().int().nonnegative(),
});
export type TIceServer = z.infer<typeof ZIceServer>;
export type TSessionRoom = z.infer<typeof ZSessionRoom>;
export type TSessionRatingSummary = z.infer<typeof ZSessionRatingSummary>;
