import { z } from 'zod';
import { TEXT_LENGTH, zCnpj, zEmail, zName, zRequiredString, zUrl } from './fields.ts';

/** Questionnaire of a company: formId (external form id, or the built-in one) and formTitle. */
export const ZCompanyForm = z.object({
  formId: zRequiredString(TEXT_LENGTH.link),
  formTitle: zName(),
});
export type TCompanyForm = z.infer<typeof ZCompanyForm>;

/** POST /companies and PUT /companies/{uuid}. */
export const ZCompanyCreate = z.object({
  name: zName(),
  document: zCnpj(),
  legalName: zName(),
  email: zEmail(),
  actionPlanLink: zUrl(),
  dashboardLink: zUrl(),
  ...ZCompanyForm.shape,
});
export type TCompanyCreate = z.infer<typeof ZCompanyCreate>;
export type TCompanyCreateInput = z.input<typeof ZCompanyCreate>;

/** @alias Editing asks for the same fields as creating. */
export const ZCompanyUpdate = ZCompanyCreate;
export type TCompanyUpdate = z.infer<typeof ZCompanyUpdate>;
