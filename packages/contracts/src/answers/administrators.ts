import { z } from 'zod';
import { ZId, ZInstant, text } from './common.ts';

export const ZAdministrator = z.strictObject({
  uuid: ZId,
  name: text,
  email: text,
  document: text,
  phone: text,
  createdAt: ZInstant,
});
export type TAdministrator = z.infer<typeof ZAdministrator>;
