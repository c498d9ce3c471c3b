import { z } from 'zod';
import { zCpf, zEmail, zName, zPhone } from './fields.ts';

/** POST /administrators. Document: masked or digits in, 11 valid CPF digits out ('CPF inválido'). */
export const ZAdministratorCreate = z.object({
  name: zName(),
  document: zCpf(),
  email: zEmail(),
  phone: zPhone(),
});
export type TAdministratorCreate = z.infer<typeof ZAdministratorCreate>;
export type TAdministratorCreateInput = z.input<typeof ZAdministratorCreate>;

/**
 * PUT /administrators/{uuid}: the same four fields, all required.
 * @alias Editing asks for the same fields as creating.
 */
export const ZAdministratorUpdate = ZAdministratorCreate;
export type TAdministratorUpdate = z.infer<typeof ZAdministratorUpdate>;
