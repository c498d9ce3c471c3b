import { sql } from 'drizzle-orm';
import type { TMessageKind } from '@acolher/contracts/message-kinds';
import type { DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

interface MessageParts {
  recipient: string;
  kind: TMessageKind;
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

/** Many e-mails at once, with one statement (decision 1207: the collaborator import's invitations). */
export async function enqueueMessages(
  db: DbOrTx,
  messages: (MessageParts & { channel: 'email'; recipientUuid?: string | null })[],
) {
  if (messages.length === 0) return;
  const column = <K extends keyof MessageParts | 'recipientUuid'>(key: K) =>
    sql.param(messages.map((m) => m[key] ?? null));
  await db.execute(sql`
    insert into outbox (channel, recipient, recipient_uuid, kind, subject, body, status, related_uuid)
    select 'email', m.recipient, m.recipient_uuid, m.kind, m.subject, m.body, 'pending', m.related_uuid
    from unnest(${column('recipient')}::text[], ${column('recipientUuid')}::uuid[],
      ${column('kind')}::text[], ${sql.param(messages.map((m) => m.subject ?? ''))}::text[],
      ${column('body')}::text[], ${column('relatedUuid')}::uuid[])
      as m(recipient, recipient_uuid, kind, subject, body, related_uuid)`);
}
