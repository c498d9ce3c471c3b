import { z } from 'zod';
import { GRANT_MAX, GRANT_MIN } from './constants.ts';

const CREDITS_REQUIRED = 'Quantidade de créditos é obrigatória';
const CREDITS_POSITIVE = 'Quantidade deve ser maior que zero';
const CREDITS_WHOLE = 'A quantidade deve ser um número inteiro';
const CREDITS_MAX = `Máximo de ${GRANT_MAX} créditos por vez`;

/** Text from an input or a number in; a whole number from 1 to 1000 out. */
function creditsField(emptyMessage: string) {
  return z
    .union([z.string(), z.number()], { error: emptyMessage })
    .transform((v, ctx) => {
      const text = String(v).trim().replace(',', '.');
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: emptyMessage });
        return z.NEVER;
      }
      return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    })
    .pipe(
      z
        .number({ error: CREDITS_WHOLE })
        .int(CREDITS_WHOLE)
        .min(GRANT_MIN, CREDITS_POSITIVE)
        .max(GRANT_MAX, CREDITS_MAX),
    );
}

/** PATCH /collaborators/{uuid}/add-credits. */
export const ZCreditsOne = z.object({ credits: creditsField(CREDITS_REQUIRED) });
export type TCreditsOne = z.infer<typeof ZCreditsOne>;
export type TCreditsOneInput = z.input<typeof ZCreditsOne>;

/**
 * PATCH /collaborators/sector/{uuid}/add-credits.
 * @alias The same body as for one collaborator.
 */
export const ZCreditsSector = ZCreditsOne;

/** PATCH /collaborators/company/{uuid}/add-credits: empty reads 'Quantidade deve ser maior que zero'. */
export const ZCreditsCompany = z.object({ credits: creditsField(CREDITS_POSITIVE) });
