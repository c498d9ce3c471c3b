import { z } from 'zod';
import { zMultilineText } from './fields.ts';

/**
 * 'Encaminhamento' (decision 1376): the psychologist records, in its own record of
 * a patient, a referral to in-person care or to psychiatry, with a letter in its own words.
 */
export const REFERRAL_KINDS = ['in_person', 'psychiatry'] as const;
export type TReferralKind = (typeof REFERRAL_KINDS)[number];

export const REFERRAL_KIND_LABELS: Record<TReferralKind, string> = {
  in_person: 'Atendimento presencial',
  psychiatry: 'Psiquiatria',
};

export const REFERRAL_TEXT_MAX = 5_000;

export const REFERRAL_MESSAGES = {
  kind: 'Escolha o tipo de encaminhamento',
  notFound: 'Encaminhamento não encontrado',
} as const;

/** POST /clinical-records/{uuid}/referrals. */
export const ZReferralCreate = z.object({
  kind: z.enum(REFERRAL_KINDS, { error: REFERRAL_MESSAGES.kind }),
  text: zMultilineText(REFERRAL_TEXT_MAX),
});
export type TReferralCreate = z.input<typeof ZReferralCreate>;
