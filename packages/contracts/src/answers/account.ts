import { z } from 'zod';
import { ZId, ZInstant, text } from './common.ts';

export const ZRole = z.enum(['administrator', 'company', 'collaborator', 'psychologist']);
/** POST /account/deletion-request: the request as its owner sees it. */
export const ZOwnDeletionRequest = z.strictObject({
  uuid: ZId,
  requestedAt: ZInstant,
  status: z.literal('open'),
});
export type TOwnDeletionRequest = z.infer<typeof ZOwnDeletionRequest>;
/** GET /account/deletion-requests (the administrator's list). */
export const ZDeletionRequest = z.strictObject({
  uuid: ZId,
  role: ZRole,
  accountUuid: ZId,
  name: text,
  email: text,
  requestedAt: ZInstant,
  status: z.enum(['open', 'done']),
});
export type TDeletionRequest = z.infer<typeof ZDeletionRequest>;
/** The export is open-ended, but its account record never carries a hash (domain.md §14). */
export const ZAccountExport = z.looseObject({
  exportedAt: ZInstant,
  role: ZRole,
  account: z.looseObject({ uuid: ZId, email: text, passwordHash: z.never().optional() }),
  sessions: z.array(
    z.strictObject({ createdAt: ZInstant, lastSeenAt: ZInstant, endedAt: ZInstant.nullable() }),
  ),
  messages: z.array(z.looseObject({ body: text })),
});
/** POST /account/phone/confirm: the number now in use (decision 1300). */
export const ZPhoneChanged = z.strictObject({ phone: text, message: text });
export type TPhoneChanged = z.infer<typeof ZPhoneChanged>;
