import { z } from 'zod';
import { ZId, ZInstant, count, dimensions, score } from './common.ts';

export const ZRadarScored = z.strictObject({
  uuid: ZId,
  createdAt: ZInstant,
  scores: z.strictObject({
    who5Raw: z.number().int().min(0).max(25).nullable(),
    who5Percent: score.nullable(),
    dimensions: dimensions(score.nullable()),
    needsCare: z.boolean(),
  }),
});
export const ZGamification = z.strictObject({
  wellBeingRadarCount: count,
  currentGamificationStage: z.number().int().min(0).max(3),
});
export type TRadarScored = z.infer<typeof ZRadarScored>;
export type TGamification = z.infer<typeof ZGamification>;
