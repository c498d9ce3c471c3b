import type { DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

export interface OutgoingMessage {
  channel: 'email' | 'whatsapp';
  recipient: string;
  kind: string;
  subject?: string;
  body: string;
  relatedUuid?: string | null;
}

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
