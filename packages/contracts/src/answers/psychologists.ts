import { z } from 'zod';
import { COMPLIANCE_STATUSES } from '../constants.ts';
import { ZId, ZInstant, text } from './common.ts';

const publicProfile = {
  uuid: ZId,
  name: text,
  crp: text,
  avatarUrl: text.nullable(),
  education: text,
  careerHistory: text,
  hostMessage: text,
  specialties: z.array(text),
  approach: z.array(text),
  targetAudience: z.array(text),
};
/** What a collaborator sees of a psychologist: no CPF, e-mail or phone (domain.md §3). */
export const ZPsychologistPublic = z.strictObject(publicProfile);
/** A search result: the public profile and its next free slot within 30 days (domain.md §19). */
export const ZPsychologistSearchResult = z.strictObject({
  ...publicProfile,
  nextAvailableAt: ZInstant.nullable(),
});
/** A psychologist in the administrator's list. */
export const ZPsychologistListed = z.strictObject({
  ...publicProfile,
  document: text,
  email: text,
  phone: text,
  complianceStatus: z.enum(COMPLIANCE_STATUSES),
  hasSignedTerms: z.boolean(),
  createdAt: ZInstant,
});
/** The whole record, as the psychologist itself (and the administrator) reads it. */
export const ZPsychologist = ZPsychologistListed.extend({
  termsSignedAt: ZInstant.nullable(),
  termsVersion: text.nullable(),
  whatsappConsent: z.boolean(),
});
export type TPsychologistPublic = z.infer<typeof ZPsychologistPublic>;
export type TPsychologistSearchResult = z.infer<typeof ZPsychologistSearchResult>;
export type TPsychologistListed = z.infer<typeof ZPsychologistListed>;
export type TPsychologist = z.infer<typeof ZPsychologist>;

/**
 * The public sign-up's answer: the record and the token that sends her CRP card while she cannot
 * sign in yet (decision 1406). An administrator's create answers the record alone.
 */
export const ZPsychologistSignedUp = ZPsychologist.extend({
  crpCardUploadToken: text.optional(),
});
export type TPsychologistSignedUp = z.infer<typeof ZPsychologistSignedUp>;
/** The CRP card on file (decision 1406), or null: what it is, never its bytes. */
export const ZCrpCardInfo = z
  .strictObject({ contentType: text, size: z.number().int(), uploadedAt: ZInstant })
  .nullable();
export type TCrpCardInfo = z.infer<typeof ZCrpCardInfo>;
