import { z } from 'zod';
import { zRequiredString, zUuid } from './fields.ts';

export const ZSectorUpdate = z.object({ name: zRequiredString() });
export type TSectorUpdate = z.infer<typeof ZSectorUpdate>;

/** POST /sectors. A company caller's own company wins over companyUuid (domain-rules §3). */
export const ZSectorCreate = ZSectorUpdate.extend({
  companyUuid: zUuid('Empresa obrigatória', 'Empresa inválida'),
});
export type TSectorCreate = z.infer<typeof ZSectorCreate>;
