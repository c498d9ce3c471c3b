import { z } from 'zod';
import { REVIEW_MAX } from './constants.ts';
import { zMultilineText, zUuid } from './fields.ts';

/** POST /reviews. */
export const ZReviewCreate = z.object({
  review: zMultilineText(REVIEW_MAX),
  psychologistUuid: zUuid('UUID do psicólogo obrigatório', 'UUID do psicólogo inválido'),
  collaboratorUuid: zUuid('UUID do colaborador obrigatório', 'UUID do colaborador inválido'),
});
export type TReviewCreate = z.infer<typeof ZReviewCreate>;
