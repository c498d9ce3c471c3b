import type { MessageChannel } from './message-channel.ts';
import { whatsAppTemplateFor } from './whatsapp-templates.ts';

export interface WhatsAppOptions {
  /** e.g. https://graph.facebook.com/v21.0 */
  apiUrl: string;
  phoneNumberId: string;
  token: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Brazilian numbers are stored as digits (DDD + number); the Cloud API wants E.164 without '+'. */
export function toE164Brazil(phone: string): string {
  let digits = phone.replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length === 10 || digits.length === 11) digits = `55${digits}`;
  if (!/^55\d{10,11}$/.test(digits)) throw new Error('Telefone inválido para WhatsApp');
  return digits;
}

/**
 * WhatsApp Cloud API: business-initiated messages must be approved templates, so every message
 * goes as the template of its kind with the text as the body parameter (decision 0901).
 */
export function createWhatsAppChannel(options: WhatsAppOptions): MessageChannel {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.apiUrl.replace(/\/+$/, '')}/${options.phoneNumberId}/messages`;
  return {
    name: 'whatsapp',
    async send(message) {
      const template = whatsAppTemplateFor(message.kind);
      const payload = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: toE164Brazil(message.recipient),
        type: 'template',
        template: {
          name: template.name,
          language: { code: template.language },
          components: [
            {
              type: 'body',
              // Template parameters may not hold line breaks, tabs or long runs of spaces.
              parameters: [{ type: 'text', text: message.body.replace(/\s+/g, ' ').trim() }],
            },
          ],
        },
      };
      const response = await doFetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      if (!response.ok) {
        const detail = await response.text().catch(() => '');
        throw new Error(`WhatsApp HTTP ${response.status}: ${detail.slice(0, 300)}`);
      }
    },
  };
}
