import type { TMessageKind } from '@acolher/contracts/message-kinds';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { psychologists } from '../../db/schema.ts';
import type { Contact } from './contact-channel.ts';
import { enqueueMessage } from './outbox.ts';
import { brasiliaTime, firstName, type MessageText } from './templates.ts';

/*
 * What the psychologist is told when a collaborator books, cancels or reschedules with her, or
 * makes a weekly series (domain.md §13, decision 1392): by e-mail always and by WhatsApp when she
 * agreed to it (her consent in 'Minha conta' is her notification preference), written in the same
 * transaction as the change. The texts carry what the reminders carry (the person's name and the
 * time), never a reason or anything clinical.
 */

export const PSYCHOLOGIST_NOTICE_KINDS = {
  booked: 'psychologist_booking',
  cancelled: 'psychologist_cancellation',
  rescheduled: 'appointment_rescheduled',
  seriesCreated: 'psychologist_series',
} as const;

interface Session {
  /** The psychologist's name (the message greets her). */
  name: string;
  collaboratorName: string;
  startsAt: Date;
  zone: string;
}

export function newBookingText(p: Session): MessageText {
  return {
    subject: 'Novo agendamento',
    body: `Olá, ${firstName(p.name)}! ${p.collaboratorName} agendou uma sessão com você para ${brasiliaTime(p.startsAt, p.zone)}. Veja em 'Atendimentos' no Acolher.`,
  };
}

export function cancellationText(p: Session): MessageText {
  return {
    subject: 'Sessão cancelada',
    body: `Olá, ${firstName(p.name)}. ${p.collaboratorName} cancelou a sessão de ${brasiliaTime(p.startsAt, p.zone)}. O horário voltou a ficar livre na sua agenda.`,
  };
}

export function rescheduleText(p: Session & { to: Date }): MessageText {
  return {
    subject: 'Sessão remarcada',
    body: `Olá, ${firstName(p.name)}. ${p.collaboratorName} remarcou a sessão de ${brasiliaTime(p.startsAt, p.zone)} para ${brasiliaTime(p.to, p.zone)}. Veja em 'Atendimentos' no Acolher.`,
  };
}

export function newSeriesText(p: Session & { frequency: 'weekly' | 'biweekly' }): MessageText {
  const every = p.frequency === 'weekly' ? 'semanais' : 'quinzenais';
  return {
    subject: 'Nova série de sessões',
    body: `Olá, ${firstName(p.name)}! ${p.collaboratorName} agendou com você uma série de sessões ${every}, a partir de ${brasiliaTime(p.startsAt, p.zone)}. Veja em 'Atendimentos' no Acolher.`,
  };
}

interface NoticeRow extends MessageText {
  channel: 'email' | 'whatsapp';
  recipient: string;
  recipientUuid: string;
  kind: TMessageKind;
  /** Her account (as the booking confirmation is the collaborator's): a cancel drops it not. */
  relatedUuid: string;
}

/** The rows of one notice: e-mail, and WhatsApp only with her consent and a phone. */
export function psychologistNoticeRows(
  psychologist: Contact & { uuid: string },
  kind: TMessageKind,
  text: MessageText,
): NoticeRow[] {
  const common = {
    recipientUuid: psychologist.uuid,
    kind,
    ...text,
    relatedUuid: psychologist.uuid,
  };
  return [
    { ...common, channel: 'email' as const, recipient: psychologist.email },
    ...(psychologist.whatsappConsent && psychologist.phone
      ? [{ ...common, channel: 'whatsapp' as const, recipient: psychologist.phone }]
      : []),
  ];
}

/** The psychologist's name and contact (e-mail, phone, WhatsApp consent), or undefined. */
export async function psychologistContact(tx: DbOrTx, psychologistUuid: string) {
  const [psychologist] = await tx
    .select({
      uuid: psychologists.uuid,
      name: psychologists.name,
      email: psychologists.email,
      phone: psychologists.phone,
      whatsappConsent: psychologists.whatsappConsent,
    })
    .from(psychologists)
    .where(eq(psychologists.uuid, psychologistUuid));
  return psychologist;
}

/** Reads the psychologist's contact and enqueues the notice in the caller's transaction. */
export async function tellPsychologist(
  tx: DbOrTx,
  psychologistUuid: string,
  kind: TMessageKind,
  text: (psychologistName: string) => MessageText,
) {
  const psychologist = await psychologistContact(tx, psychologistUuid);
  if (!psychologist) return;
  for (const row of psychologistNoticeRows(psychologist, kind, text(psychologist.name))) {
    await enqueueMessage(tx, row);
  }
}
