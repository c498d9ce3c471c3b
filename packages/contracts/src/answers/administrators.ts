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

/** GET /administrators/queues: what waits for an administrator, counted (decision 1408). */
export const ZAdministratorQueues = z.strictObject({
  psychologistsUnderReview: z.number().int().nonnegative(),
  openDisputes: z.number().int().nonnegative(),
  deletionRequests: z.number().int().nonnegative(),
});
export type TAdministratorQueues = z.infer<typeof ZAdministratorQueues>;
