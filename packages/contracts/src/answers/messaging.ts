import { z } from 'zod';
import { MESSAGE_STATUSES } from '../messaging.ts';
import { ZId, ZInstant, count, text } from './common.ts';

export const ZMessage = z.strictObject({
  uuid: ZId,
  channel: z.enum(['email', 'whatsapp']),
  recipient: text,
  kind: text,
  subject: text,
  body: text,
  status: z.enum(MESSAGE_STATUSES),
  attempts: count,
  lastError: text.nullable(),
  relatedUuid: ZId.nullable(),
  recipientUuid: ZId.nullable(),
  sendAfter: ZInstant.nullable(),
  createdAt: ZInstant,
  sentAt: ZInstant.nullable(),
});
export type TMessage = z.infer<typeof ZMessage>;
