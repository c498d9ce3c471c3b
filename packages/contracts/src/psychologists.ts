import { z } from 'zod';
import { TEXT_LIMITS } from './constants.ts';
import {
  CONTROL_CHARACTERS_MESSAGE,
  hasControlCharacters,
  maxMessage,
  zCpf,
  zCrp,
  zGmailEmail,
  zMobilePhone,
  zMultilineText,
  zName,
  zPassword,
  zPhone,
} from './fields.ts';

const PASSWORDS_DIFFER = 'As senhas não coincidem';

const samePasswords = (v: { password?: string; confirmPassword?: string }) =>
  v.confirmPassword === undefined || v.password === v.confirmPassword;
const differ = { message: PASSWORDS_DIFFER, path: ['confirmPassword'] };

const psychologistBase = {
  name: zName(),
  document: zCpf(),
  crp: zCrp(),
  email: zGmailEmail(),
  phone: zPhone(),
  password: zPassword(),
  confirmPassword: zPassword(),
};

/** The administrator's create dialog (domain.md §21): every field, passwords equal. */
export const ZPsychologistCreate = z.object(psychologistBase).refine(samePasswords, differ);

/** The public sign-up form: as above, phone with 11 digits ('Telefone inválido'). */
export const ZPsychologistSignUp = z
  .object({ ...psychologistBase, phone: zMobilePhone() })
  .refine(samePasswords, differ);
export type TPsychologistSignUp = z.infer<typeof ZPsychologistSignUp>;

/**
 * API body of POST /psychologists (sign-up and administrator create). Passwords are optional:
 * without one the account gets an invitation link (domain.md §2); when both are sent they
 * must match.
 */
export const ZPsychologistCreateBody = z
  .object({
    ...psychologistBase,
    password: zPassword().optional(),
    confirmPassword: zPassword().optional(),
  })
  .refine(samePasswords, differ);
export type TPsychologistCreateBody = z.infer<typeof ZPsychologistCreateBody>;

/**
 * A list field of the profile: comma-separated text (as typed, at most 100 characters) or an
 * array of strings in; a trimmed array without empty items out.
 */
const zListText = (max: number) =>
  z
    .string()
    .max(max, maxMessage(max))
    .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE);

function zTextList(max: number = TEXT_LIMITS.listField) {
  const message = maxMessage(max);
  return z
    .union([zListText(max), z.array(zListText(max))])
    .optional()
    .transform((v) =>
      (Array.isArray(v) ? v : (v ?? '').split(',')).map((s) => s.trim()).filter(Boolean),
    )
    .refine((list) => list.join(', ').length <= max, message);
}

/** PATCH /psychologists/basic-data/{id}. */
export const ZPsychologistBasicData = z.object({
  phone: zPhone(),
  education: zMultilineText(TEXT_LIMITS.education),
  careerHistory: zMultilineText(TEXT_LIMITS.careerHistory),
  hostMessage: zMultilineText(TEXT_LIMITS.hostMessage),
  specialties: zTextList(),
  approach: zTextList(),
  targetAudience: zTextList(),
});
export type TPsychologistBasicData = z.infer<typeof ZPsychologistBasicData>;
export type TPsychologistBasicDataInput = z.input<typeof ZPsychologistBasicData>;

/**
 * 'approved'/'disapproved' from 'analyzing' (domain.md §9); 'suspended' from 'approved', and
 * 'approved' again from 'suspended' (decision 1407).
 */
const ZComplianceDecision = z.enum(['approved', 'disapproved', 'suspended'], {
  error: 'Status inválido',
});

/** PATCH /psychologists/compliance/{uuid}. */
export const ZComplianceUpdate = z.object({ complianceStatus: ZComplianceDecision });
export type TComplianceUpdate = z.infer<typeof ZComplianceUpdate>;

const optionalSearchText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * GET /psychologists/collaborators?name=&specialty=&approach=&targetAudience= (each optional,
 * combined; accents and case ignored; a filter matches a list entry that contains it).
 */
export const ZPsychologistSearchQuery = z.object({
  name: optionalSearchText,
  specialty: optionalSearchText,
  approach: optionalSearchText,
  targetAudience: optionalSearchText,
});
export type TPsychologistSearchQuery = z.infer<typeof ZPsychologistSearchQuery>;
