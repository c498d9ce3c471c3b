import { z } from 'zod';
import { REQUIRED } from './fields.ts';
import { ZSearchPageQuery } from './pagination.ts';

/** PATCH /messaging/whatsapp-consent: WhatsApp only for people who agreed; anyone may turn it off. */
export const ZWhatsappConsent = z.object({
  whatsappConsent: z.boolean({
    error: (issue) =>
      issue.input === undefined ? REQUIRED : 'Informe se deseja receber avisos pelo WhatsApp',
  }),
});
export type TWhatsappConsent = z.infer<typeof ZWhatsappConsent>;

export const MESSAGE_STATUSES = ['pending', 'sent', 'failed', 'dropped'] as const;

/** GET /messages and GET /outbox (administrator), one call: a page, optional filters and search. */
export const ZMessageListQuery = ZSearchPageQuery.extend({
  status: z.enum(MESSAGE_STATUSES, { error: 'Status inválido' }).optional(),
  kind: z.string().trim().max(64).optional(),
});
export type TMessageListQuery = z.infer<typeof ZMessageListQuery>;
