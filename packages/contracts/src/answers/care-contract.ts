import { z } from 'zod';
import { ZId, ZInstant, text } from './common.ts';

const ZAcceptance = z.strictObject({ version: z.number().int().positive(), acceptedAt: ZInstant });

/** GET /psychologists/{uuid}/care-contract (domain.md §18): the current version. */
export const ZCareContract = z.strictObject({
  psychologist: z.strictObject({ uuid: ZId, name: text, crp: text }),
  version: z.number().int().positive(),
  text,
  /** When this version was saved; null while the product's template stands unsaved (decision 1370). */
  savedAt: ZInstant.nullable(),
  /** The collaborator's latest acceptance of this psychologist's contract (null for the psychologist). */
  acceptance: ZAcceptance.nullable(),
});

/** GET /psychologists/{uuid}/care-contract/acceptances: who accepted which version, and when. */
export const ZCareContractAcceptances = z.array(
  z.strictObject({
    collaboratorUuid: ZId,
    collaboratorName: text,
    version: z.number().int().positive(),
    acceptedAt: ZInstant,
  }),
);

export const ZEmergencyContact = z.strictObject({
  name: text,
  phone: text,
  relation: text,
  updatedAt: ZInstant,
});

/** GET /account/emergency-contact and GET /collaborators/{uuid}/emergency-contact. */
export const ZEmergencyContactRead = z.strictObject({ contact: ZEmergencyContact.nullable() });

export type TCareContract = z.infer<typeof ZCareContract>;
export type TCareContractAcceptances = z.infer<typeof ZCareContractAcceptances>;
export type TEmergencyContact = z.infer<typeof ZEmergencyContact>;
export type TEmergencyContactRead = z.infer<typeof ZEmergencyContactRead>;
