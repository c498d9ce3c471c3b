import { z } from 'zod';
import { GENDERS } from './constants.ts';
import {
  REQUIRED,
  isCalendarDay,
  zCpf,
  zEmail,
  zName,
  zPhone,
  zRequiredString,
  zUuid,
} from './fields.ts';
import { todayLocalDate } from './time.ts';

const ZGender = z.enum(GENDERS, { error: REQUIRED });

/**
 * A real calendar day strictly before today in the business zone: the configured one
 * (setBusinessTime, APP_TIME_ZONE on the API), read when the value is checked.
 */
export const ZBirthdate = zRequiredString()
  .refine(isCalendarDay, 'Data inválida')
  .refine((v) => v < todayLocalDate() && v >= '1900-01-01', 'Data de nascimento inválida');

const sectorUuid = zUuid(REQUIRED, 'Setor inválido');

/** PUT /collaborators/{uuid}: no birthdate, no companyUuid. */
export const ZCollaboratorUpdate = z.object({
  name: zName(),
  document: zCpf(),
  email: zEmail(),
  gender: ZGender,
  phone: zPhone(),
  sectorUuid,
});
export type TCollaboratorUpdate = z.infer<typeof ZCollaboratorUpdate>;

/** POST /collaborators. */
export const ZCollaboratorCreate = ZCollaboratorUpdate.extend({
  birthdate: ZBirthdate,
  companyUuid: zUuid(REQUIRED, 'Empresa inválida'),
});
export type TCollaboratorCreate = z.infer<typeof ZCollaboratorCreate>;
export type TCollaboratorCreateInput = z.input<typeof ZCollaboratorCreate>;
