import { z } from 'zod';
import { zRequiredString } from './fields.ts';

/** POST /well-being-radar/responses: the built-in questionnaire's answers (domain-rules §11). */
export const ZRadarResponse = z.object({
  answers: z
    .array(
      z.object({
        questionId: zRequiredString(),
        value: z.number({ error: 'Resposta inválida' }).int('Resposta inválida'),
      }),
      {
        error: 'Responda pelo menos uma pergunta',
      },
    )
    .min(1, 'Responda pelo menos uma pergunta')
    .refine(
      (a) => new Set(a.map((x) => x.questionId)).size === a.length,
      'Pergunta respondida mais de uma vez',
    ),
});
export type TRadarResponse = z.infer<typeof ZRadarResponse>;
