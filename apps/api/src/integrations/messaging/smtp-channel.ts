import nodemailer from 'nodemailer';
import type { MessageChannel } from './message-channel.ts';

export interface SmtpOptions {
  /** e.g. smtp://user:pass@smtp.example.com:587 or smtps://… */
  url: string;
  from: string;
}

const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/** E-mail through any SMTP server (nodemailer); plain text, pt-BR. */
export function createSmtpChannel(options: SmtpOptions): MessageChannel {
  // Short timeouts: a stuck server must fail well within the delivery lease, then retry later.
  const url = new URL(options.url);
  for (const [key, ms] of Object.entries(TIMEOUTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(ms));
  }
  const transport = nodemailer.createTransport(url.toString());
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.recipient,
        subject: message.subject || 'Acolher',
        text: message.body,
        headers: { 'X-Acolher-Message': message.uuid },
      });
    },
  };
}
