import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { collaborators, outbox, psychologists } from '../../db/schema.ts';
import { PHONE_CODE_KIND } from './phone-code.ts';

/**
 * Kinds whose WhatsApp row is only a copy of an e-mail row written with it (the psychologist's
 * cancel notice goes by e-mail and, with consent, also by WhatsApp): when consent is withdrawn the
 * copy is dropped, not moved, or the person would get the same e-mail twice. A phone's code is
 * dropped too: it proves the number only there (decision 1300).
 */
const WHATSAPP_COPY_KINDS = ['appointment_cancelled_by_psychologist', PHONE_CODE_KIND];

export interface Recipient {
  uuid: string;
  email: string;
}

/**
 * Withdrawn WhatsApp consent (LGPD, decision 0902): the person's WhatsApp rows not sent yet go to
 * their e-mail address, found by the account they are addressed to (`recipient_uuid`), not by
 * phone. The row keeps its subject, text and send_after: the outbox holds the finished text of
 * templates.ts, the same for both channels (a reminder's session link stays in it). WhatsApp
 * copies of an e-mail are dropped. `only` limits it to one row (the delivery's check).
 */
export async function moveWhatsappToEmail(tx: DbOrTx, recipient: Recipient, only?: string) {
  const theirs = and(
    eq(outbox.recipientUuid, recipient.uuid),
    eq(outbox.channel, 'whatsapp'),
    eq(outbox.status, 'pending'),
    only ? eq(outbox.uuid, only) : undefined,
  );
  const dropped = await tx
    .update(outbox)
    .set({ status: 'dropped' })
    .where(and(theirs, inArray(outbox.kind, WHATSAPP_COPY_KINDS)))
    .returning({ uuid: outbox.uuid });
  const moved = await tx
    .update(outbox)
    .set({ channel: 'email', recipient: recipient.email })
    .where(and(theirs, notInArray(outbox.kind, WHATSAPP_COPY_KINDS)))
    .returning({ uuid: outbox.uuid });
  return { moved: moved.length, dropped: dropped.length };
}

/** The collaborator or psychologist (not removed) a message is addressed to, as they are now. */
export async function recipientNow(tx: DbOrTx, uuid: string) {
  for (const table of [collaborators, psychologists]) {
    const [row] = await tx
      .select({
        uuid: table.uuid,
        email: table.email,
        phone: table.phone,
        whatsappConsent: table.whatsappConsent,
      })
      .from(table)
      .where(and(eq(table.uuid, uuid), isNull(table.deletedAt)));
    if (row) return row;
  }
  return undefined;
}
