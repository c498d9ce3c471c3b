import type { Env } from '../../config/env.ts';
import { createOutboxOnlyChannel } from './outbox-only-channel.ts';
import { createSmtpChannel } from './smtp-channel.ts';
import { createWhatsAppChannel } from './whatsapp-channel.ts';

/** What a channel needs of an outbox row to deliver it. */
export interface MessageToSend {
  uuid: string;
  channel: 'email' | 'whatsapp';
  recipient: string;
  kind: string;
  subject: string;
  body: string;
}

/**
 * One way of delivering a message. `send` resolves when the provider accepted the message and
 * throws (with a short reason) when it did not; the delivery service retries with backoff.
 */
export interface MessageChannel {
  readonly name: string;
  send(message: MessageToSend): Promise<void>;
}

export interface MessageChannels {
  email: MessageChannel;
  whatsapp: MessageChannel;
}

/**
 * Channels from the environment: SMTP when SMTP_URL is set, WhatsApp Cloud API when its token and
 * phone number id are set; otherwise the outbox itself is the delivery (recorded = delivered).
 */
export function createMessageChannels(env: Env): MessageChannels {
  const outboxOnly = createOutboxOnlyChannel();
  return {
    email: env.SMTP_URL
      ? createSmtpChannel({ url: env.SMTP_URL, from: env.MAIL_FROM })
      : outboxOnly,
    whatsapp:
      env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID
        ? createWhatsAppChannel({
            apiUrl: env.WHATSAPP_API_URL,
            phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
            token: env.WHATSAPP_TOKEN,
          })
        : outboxOnly,
  };
}

const cache = new WeakMap<Env, MessageChannels>();

/** One set of channels per environment object (keeps the SMTP connection pool alive). */
export function messageChannelsFor(env: Env): MessageChannels {
  let channels = cache.get(env);
  if (!channels) {
    channels = createMessageChannels(env);
    cache.set(env, channels);
  }
  return channels;
}
