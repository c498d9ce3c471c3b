import { z } from 'zod';
import { ZId, ZInstant, text } from './common.ts';

export const ZReview = z.strictObject({
  uuid: ZId,
  review: text,
  createdAt: ZInstant,
  psychologist: z.strictObject({ uuid: ZId, name: text }),
});
export type TReview = z.infer<typeof ZReview>;

/** GET /reviews/{collaboratorId}: the person and the psychologists' reviews of them. */
export const ZReviewsAnswer = z.strictObject({
  collaborator: z.strictObject({ uuid: ZId, name: text }),
  reviews: z.array(ZReview),
});
export type TReviewsAnswer = z.infer<typeof ZReviewsAnswer>;
