import type { TMessageKind } from '@acolher/contracts/message-kinds';
import { formatDate, formatTime } from '@acolher/contracts/format';
import { SERIES_MESSAGES } from '@acolher/contracts/appointment-series';
import type { DbOrTx } from '../../db/client.ts';
import { channelFor } from '../messaging/contact-channel.ts';
import { enqueueMessage } from '../messaging/outbox.ts';
import type { Contact } from '../messaging/appointment-reminders.ts';
import { psychologistNoticeRows } from '../messaging/psychologist-notices.ts';

/** The two people of a series, as the booking reads them (booking.service.ts). */
export interface SeriesPeople {
  collaborator: Contact & { uuid: string };
  psychologist: Contact & { uuid: string };
}

const firstName = (name: string) => name.trim().split(/\s+/)[0];

/** One message to each side of a series (domain.md §24: both are told). */
async function tellBoth(
  tx: DbOrTx,
  people: SeriesPeople,
  kind: TMessageKind,
  subject: string,
  body: (me: Contact, other: Contact) => string,
) {
  const { collaborator, psychologist } = people;
  for (const [me, other] of [
    [collaborator, psychologist],
    [psychologist, collaborator],
  ] as const) {
    await enqueueMessage(tx, {
      ...channelFor(me),
      recipientUuid: me.uuid,
      kind,
      subject,
      body: body(me, other),
    });
  }
}

/** A date the rolling horizon could not book (an absence, a taken slot): skipped, both told. */
export function tellDateSkipped(
  tx: DbOrTx,
  people: SeriesPeople,
  at: { date: string; startTime: string },
  reason: string,
) {
  const when = `${formatDate(at.date)} às ${formatTime(at.startTime)}`;
  return tellBoth(
    tx,
    people,
    'series_date_skipped',
    'Uma data da série não foi agendada',
    (me, other) =>
      `Olá, ${firstName(me.name)}. A sessão da série com ${other.name} em ${when} (horário de Brasília) não foi agendada: ${reason}. As próximas datas continuam.`,
  );
}

/** No credit left for the next date: the series pauses until credit arrives; both told. */
export function tellPaused(tx: DbOrTx, people: SeriesPeople) {
  return tellBoth(
    tx,
    people,
    'series_paused',
    SERIES_MESSAGES.paused,
    (me, other) =>
      `Olá, ${firstName(me.name)}. ${SERIES_MESSAGES.paused}. A série de sessões com ${other.name} volta a agendar as próximas datas quando houver crédito.`,
  );
}

/**
 * A series ended from a date by one side: the other side is told; a psychologist by e-mail and,
 * with her consent, WhatsApp too (decision 1392).
 */
export async function tellEnded(
  tx: DbOrTx,
  to: Contact & { uuid: string; role: 'collaborator' | 'psychologist' },
  by: Contact,
  fromDate: string,
) {
  const kind = 'series_ended' as const;
  const text = {
    subject: 'Série de sessões encerrada',
    body: `Olá, ${firstName(to.name)}. A série de sessões com ${by.name} foi encerrada a partir de ${formatDate(fromDate)}: as sessões pendentes desde essa data foram canceladas.`,
  };
  const rows =
    to.role === 'psychologist'
      ? psychologistNoticeRows(to, kind, text)
      : [{ ...channelFor(to), recipientUuid: to.uuid, kind, ...text }];
  for (const row of rows) await enqueueMessage(tx, row);
}
