import { z } from 'zod';
import { ZId, ZInstant, count, text } from './common.ts';
import { ZSectorWithCount } from './sectors.ts';

export const ZCompany = z.strictObject({
  uuid: ZId,
  name: text,
  document: text,
  legalName: text,
  email: text,
  actionPlanLink: text,
  dashboardLink: text,
  formId: text,
  formTitle: text,
  createdAt: ZInstant,
});
export const ZCompanyWithCount = ZCompany.extend({ collaboratorsCount: count });
export type TCompanyWithCount = z.infer<typeof ZCompanyWithCount>;

/** GET /companies/{uuid}: the company with its sectors and their head counts. */
export const ZCompanyDetail = ZCompanyWithCount.extend({ sectors: z.array(ZSectorWithCount) });
export type TCompanyDetail = z.infer<typeof ZCompanyDetail>;
