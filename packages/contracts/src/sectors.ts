import { z } from 'zod';
import { REQUIRED, zName, zUuid } from './fields.ts';

export const ZSectorUpdate = z.object({ name: zName() });

/** POST /sectors. A company caller's own company wins over companyUuid (domain.md §3). */
export const ZSectorCreate = ZSectorUpdate.extend({
  companyUuid: zUuid(REQUIRED, 'Empresa inválida'),
});
