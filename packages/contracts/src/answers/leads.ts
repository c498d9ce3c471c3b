import { z } from 'zod';
import { ZId, ZInstant, text } from './common.ts';

/** POST /leads (domain.md §19). */
export const ZLeadCreated = z.strictObject({ uuid: ZId, createdAt: ZInstant });
const ZLead = z.strictObject({
  uuid: ZId,
  name: text,
  company: text,
  email: text,
  phone: text,
  employees: z.number().int(),
  createdAt: ZInstant,
});
/** GET /leads: newest first, a page at a time, the next named by the Link header (decision 1211). */
export const ZLeadList = z.array(ZLead);
export type TLead = z.infer<typeof ZLead>;
