import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { psychologists } from '../../db/schema.ts';
import { MEASURE_DISTRESS_KIND } from '../messaging/clinical-messages.ts';
import { channelFor } from '../messaging/contact-channel.ts';
import { enqueueMessage } from '../messaging/outbox.ts';
import { openMeasureAlerts } from './measure-alerts.ts';
import { treatingPsychologists } from './measures-access.ts';

const DISTRESS_MESSAGE = 'Um paciente indicou sofrimento intenso. Veja no Acolher.';

/**
 * PHQ-9 item 9 of 1 or more (domain.md §18): each treating psychologist is told once per
 * answer (the answer's uuid is the message's related id), on their channel, with no answer,
 * score or name in the message (decision 1168).
 */
export async function tellTreatingPsychologists(
  tx: DbOrTx,
  collaboratorUuid: string,
  responseUuid: string,
  answeredAt: Date,
) {
  const uuids = await treatingPsychologists(tx, collaboratorUuid);
  if (uuids.length === 0) return;
  // The same psychologists see it on their dashboard, with the name (decision 1393).
  await openMeasureAlerts(tx, responseUuid, collaboratorUuid, uuids, answeredAt);
  const contacts = await tx
    .select({
      uuid: psychologists.uuid,
      email: psychologists.email,
      phone: psychologists.phone,
      whatsappConsent: psychologists.whatsappConsent,
    })
    .from(psychologists)
    .where(inArray(psychologists.uuid, uuids));
  for (const contact of contacts) {
    await enqueueMessage(tx, {
      ...channelFor(contact),
      recipientUuid: contact.uuid,
      kind: MEASURE_DISTRESS_KIND,
      subject: 'Acolher: atenção a um paciente',
      body: DISTRESS_MESSAGE,
      relatedUuid: responseUuid,
    });
  }
}
