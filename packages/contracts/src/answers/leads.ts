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
/** GET /leads: newest first, in pages. */
export const ZLeadPage = z.strictObject({
  items: z.array(ZLead),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TLeadPage = z.infer<typeof ZLeadPage>;
