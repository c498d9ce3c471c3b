import { z } from 'zod';
import { REFERRAL_KINDS } from '../referrals.ts';
import { ZId, ZInstant } from './common.ts';

/** GET/POST /clinical-records/{uuid}/referrals (decision 1376): the psychologist's own referrals. */
export const ZReferral = z.strictObject({
  uuid: ZId,
  kind: z.enum(REFERRAL_KINDS),
  text: z.string(),
  createdAt: ZInstant,
});
export type TReferral = z.infer<typeof ZReferral>;
