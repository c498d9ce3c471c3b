import { z } from 'zod';
import { ZId, ZInstant, count, text } from './common.ts';
import { ZCollaboratorForCompany, ZCollaboratorRecord } from './collaborators.ts';
import type { TCollaboratorForCompany, TCollaboratorRecord } from './collaborators.ts';

export const ZSector = z.strictObject({
  uuid: ZId,
  name: text,
  companyUuid: ZId,
  createdAt: ZInstant,
});
export const ZSectorWithCount = ZSector.extend({ collaboratorsCount: count });
export const ZSectorListed = ZSectorWithCount.extend({
  company: z.strictObject({ uuid: ZId, name: text }),
});
export type TSectorWithCount = z.infer<typeof ZSectorWithCount>;
export type TSectorListed = z.infer<typeof ZSectorListed>;

/** GET /sectors/{uuid}: a company sees its people's registration, an administrator also their credits. */
export const ZSectorDetail = ZSectorListed.extend({
  collaborators: z.array(z.union([ZCollaboratorRecord, ZCollaboratorForCompany])),
});
/** One person of a sector's list, read by either role: the administrator's extra fields optional. */
export type TSectorCollaborator = TCollaboratorForCompany &
  Partial<Omit<TCollaboratorRecord, keyof TCollaboratorForCompany>>;
export type TSectorDetail = Omit<z.infer<typeof ZSectorDetail>, 'collaborators'> & {
  collaborators: TSectorCollaborator[];
};
