import { z } from 'zod';
import { zCnpj, zEmail, zRequiredString, zUrl } from './fields.ts';

/** Questionnaire of a company: formId (external form id, or the built-in one) and formTitle. */
export const ZCompanyForm = z.object({
  formId: zRequiredString(),
  formTitle: zRequiredString(),
});
export type TCompanyForm = z.infer<typeof ZCompanyForm>;

/** POST /companies and PUT /companies/{uuid}. */
export const ZCompanyCreate = z.object({
  name: zRequiredString(),
  document: zCnpj(),
  legalName: zRequiredString(),
  email: zEmail(),
  actionPlanLink: zUrl(),
  dashboardLink: zUrl(),
  ...ZCompanyForm.shape,
});
export type TCompanyCreate = z.infer<typeof ZCompanyCreate>;
export type TCompanyCreateInput = z.input<typeof ZCompanyCreate>;

export const ZCompanyUpdate = ZCompanyCreate;
export type TCompanyUpdate = z.infer<typeof ZCompanyUpdate>;
export type TCompanyUpdateInput = z.input<typeof ZCompanyUpdate>;
