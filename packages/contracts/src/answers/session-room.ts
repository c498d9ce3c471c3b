import { z } from 'zod';
import { ZId, ZInstant, text } from './common.ts';

/** GET /appointments/{uuid}/session (domain.md §16). */
export const ZSessionRoom = z.strictObject({
  appointmentUuid: ZId,
  role: z.enum(['collaborator', 'psychologist']),
  peerName: text,
  startsAt: ZInstant,
  endsAt: ZInstant,
  opensAt: ZInstant,
  closesAt: ZInstant,
  provider: z.enum(['builtin', 'jitsi']),
  iceServers: z.array(
    z.strictObject({
      urls: z.union([text, z.array(text)]),
      username: text.optional(),
      credential: text.optional(),
    }),
  ),
  jitsiUrl: text.nullable(),
});

export const ZSessionRatingSummary = z.strictObject({
  count: z.number().int().nonnegative(),
  average: z.number().nullable(),
  byScore: z.tuple([z.number(), z.number(), z.number(), z.number(), z.number()]),
  withComment: z.number().int().nonnegative(),
});
export type TSessionRoom = z.infer<typeof ZSessionRoom>;
export type TSessionRatingSummary = z.infer<typeof ZSessionRatingSummary>;
