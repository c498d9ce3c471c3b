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

/** GET and PATCH /messaging/whatsapp-consent. `hasPhone` false: the consent alone does not enable WhatsApp. */
export const ZWhatsappConsentView = z.strictObject({
  whatsappConsent: z.boolean(),
  hasPhone: z.boolean(),
});
export type TWhatsappConsentView = z.infer<typeof ZWhatsappConsentView>;
