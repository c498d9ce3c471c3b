import type { TMessageKind } from '@acolher/contracts/message-kinds';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { collaborators, psychologists } from '../../db/schema.ts';
import { channelFor } from '../messaging/contact-channel.ts';
import { enqueueMessage } from '../messaging/outbox.ts';
import { brasiliaTime, firstName, type MessageText } from '../messaging/templates.ts';

export interface Person {
  role: 'collaborator' | 'psychologist';
  uuid: string;
}

/** The person's name and contact (e-mail, phone, WhatsApp consent), or undefined. */
export async function contactOf(tx: DbOrTx, person: Person) {
  const table = person.role === 'collaborator' ? collaborators : psychologists;
  const [row] = await tx
    .select({
      name: table.name,
      email: table.email,
      phone: table.phone,
      whatsappConsent: table.whatsappConsent,
    })
    .from(table)
    .where(eq(table.uuid, person.uuid));
  return row;
}

/**
 * Tells one person something about their session (domain.md §17: "the other side is told",
 * "everyone told"), on their channel (WhatsApp with consent, e-mail otherwise), inside the
 * caller's transaction so the notice exists exactly when the change does.
 */
export async function tellPerson(
  tx: DbOrTx,
  person: Person,
  kind: TMessageKind,
  text: (name: string) => MessageText,
) {
  const contact = await contactOf(tx, person);
  if (!contact) return;
  const { subject, body } = text(firstName(contact.name));
  await enqueueMessage(tx, {
    ...channelFor(contact),
    recipientUuid: person.uuid,
    kind,
    subject,
    body,
  });
}

/** The name of the other side, for a message ('seu psicólogo' when unknown). */
export async function nameOf(tx: DbOrTx, person: Person): Promise<string> {
  const contact = await contactOf(tx, person);
  return contact?.name ?? (person.role === 'psychologist' ? 'seu psicólogo' : 'o colaborador');
}

export { brasiliaTime };
