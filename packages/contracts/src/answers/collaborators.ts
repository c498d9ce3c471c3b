import { z } from 'zod';
import { GENDERS } from '../constants.ts';
import { INVITATION_STATUSES } from '../invitations.ts';
import { ZDay, ZId, ZInstant, text, count } from './common.ts';

const registration = {
  uuid: ZId,
  name: text,
  document: text,
  email: text,
  phone: text,
  birthdate: ZDay.nullable(),
  gender: z.enum(GENDERS),
  sectorUuid: ZId,
  companyUuid: ZId,
};
const companyRef = z.strictObject({ uuid: ZId, name: text, formId: text, formTitle: text });
const sectorRef = z.strictObject({ uuid: ZId, name: text });

const invitationStatus = z.enum(INVITATION_STATUSES);
/**
 * What a company sees of its collaborators: the registration only (domain.md §3), and in lists
 * and edits the invitation's status (decision 1208).
 */
export const ZCollaboratorForCompany = z.strictObject({
  ...registration,
  sector: sectorRef.optional(),
  invitationStatus: invitationStatus.optional(),
});
/** A collaborator in an administrator's list or edit answer: no terms or consent details. */
export const ZCollaboratorRecord = z.strictObject({
  ...registration,
  credits: count,
  hasAcceptedTerms: z.boolean(),
  hasSentForm: z.boolean(),
  lastSentFormAt: ZInstant.nullable(),
  createdAt: ZInstant,
  invitationStatus,
});
/** The whole record, as the collaborator and the administrator read it. */
export const ZCollaborator = z.strictObject({
  ...registration,
  credits: count,
  hasAcceptedTerms: z.boolean(),
  termsAcceptedAt: ZInstant.nullable(),
  termsVersion: text.nullable(),
  hasSentForm: z.boolean(),
  lastSentFormAt: ZInstant.nullable(),
  whatsappConsent: z.boolean(),
  createdAt: ZInstant,
  company: companyRef,
  sector: sectorRef,
});
export type TCollaboratorForCompany = z.infer<typeof ZCollaboratorForCompany>;
export type TCollaboratorRecord = z.infer<typeof ZCollaboratorRecord>;
export type TCollaborator = z.infer<typeof ZCollaborator>;
