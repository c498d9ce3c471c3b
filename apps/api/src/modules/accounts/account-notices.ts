import type { TMessageKind } from '@acolher/contracts/message-kinds';
import type { DbOrTx } from '../../db/client.ts';
import { enqueueMessage } from '../messaging/outbox.ts';
import type { MessageText } from '../messaging/templates.ts';

/** What a notice needs of an account row (companies and administrators have no consent). */
export interface NoticeAccount {
  uuid: string;
  email: string;
  phone?: string;
  whatsappConsent?: boolean;
}

/**
 * An account notice (domain.md §14): by e-mail, to `toEmail` (the old address after an e-mail
 * change) or the account's own, and also by WhatsApp where the person consented. Notices never
 * carry a link that signs in.
 */
export async function sendAccountNotice(
  db: DbOrTx,
  account: NoticeAccount,
  kind: TMessageKind,
  text: MessageText,
  toEmail: string = account.email,
) {
  await enqueueMessage(db, {
    channel: 'email',
    recipient: toEmail,
    recipientUuid: account.uuid,
    kind,
    subject: text.subject,
    body: text.body,
    relatedUuid: account.uuid,
  });
  if (account.whatsappConsent && account.phone) {
    await enqueueMessage(db, {
      channel: 'whatsapp',
      recipient: account.phone,
      recipientUuid: account.uuid,
      kind,
      body: text.body,
      relatedUuid: account.uuid,
    });
  }
}
