import type { DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

interface MessageParts {
  recipient: string;
  kind: string;
  subject?: string;
  body: string;
  relatedUuid?: string | null;
}

/**
 * A WhatsApp message names the collaborator or psychologist it is for (`recipientUuid`): their
 * consent is what allows it, and withdrawing it moves the row to e-mail (decision 0902).
 */
export type OutgoingMessage =
  | (MessageParts & { channel: 'email'; recipientUuid?: string | null })
  | (MessageParts & { channel: 'whatsapp'; recipientUuid: string });

/**
 * Records a message in the outbox. Without a configured provider the outbox is the delivery
 * (development, demos, tests read it); providers deliver from here.
 */
export async function enqueueMessage(db: DbOrTx, message: OutgoingMessage) {
  const [row] = await db
    .insert(outbox)
    .values({ ...message, subject: message.subject ?? '', status: 'pending' })
    .returning({ uuid: outbox.uuid });
  return row.uuid;
}
