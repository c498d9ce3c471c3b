import { and, eq } from 'drizzle-orm';
import { REMINDER_MINUTES_BEFORE } from '@acolher/contracts/constants';
import { formatDate, formatTime } from '@acolher/contracts/format';
import { instantToLocalDate, instantToLocalTime } from '@acolher/contracts/time';
import type { AppDeps } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import { bookingConfirmationText } from './templates.ts';

export const REMINDER_KIND = 'appointment_reminder';

export interface ReminderAppointment {
  uuid: string;
  collaboratorUuid: string;
  psychologistUuid: string;
  startsAt: Date;
  videoUrl: string;
}

export interface Contact {
  name: string;
  email: string;
  phone: string;
  whatsappConsent: boolean;
}

/** WhatsApp when the person agreed to it and has a phone; e-mail otherwise. */
function channelFor(contact: Contact) {
  return contact.whatsappConsent && contact.phone
    ? ({ channel: 'whatsapp', recipient: contact.phone } as const)
    : ({ channel: 'email', recipient: contact.email } as const);
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** One outbox row, as the booking statement writes it (send_after null: at once). */
export interface OutboxRow {
  channel: 'whatsapp' | 'email';
  recipient: string;
  kind: string;
  subject: string;
  body: string;
  relatedUuid: string;
  sendAfter: Date | null;
}

/**
 * The session-link reminders of an appointment (domain-rules §13): one for the collaborator and one
 * for the psychologist, due 15 minutes before the start (or at once when that moment has already
 * passed). Delivery reads the outbox; a cancel marks them 'dropped'.
 */
export function appointmentReminders(
  deps: Pick<AppDeps, 'env' | 'clock'>,
  appointment: ReminderAppointment,
  contacts: { collaborator: Contact; psychologist: Contact },
): OutboxRow[] {
  const zone = deps.env.APP_TIME_ZONE;
  const { collaborator, psychologist } = contacts;
  const due = new Date(appointment.startsAt.getTime() - REMINDER_MINUTES_BEFORE * 60_000);
  const now = deps.clock();
  const sendAfter = due > now ? due : now;
  const day = formatDate(instantToLocalDate(appointment.startsAt, zone));
  const time = formatTime(instantToLocalTime(appointment.startsAt, zone));
  const when = `${day} às ${time} (horário de Brasília)`;

  const reminders = [
    {
      ...channelFor(collaborator),
      subject: 'Sua sessão começa em breve',
      body:
        `Olá, ${firstName(collaborator.name)}! Sua sessão com ${psychologist.name} começa em ` +
        `${when}. Entre pela sala de vídeo: ${appointment.videoUrl}`,
    },
    {
      ...channelFor(psychologist),
      subject: 'Seu atendimento começa em breve',
      body:
        `Olá, ${firstName(psychologist.name)}! Seu atendimento com ${collaborator.name} começa em ` +
        `${when}. Entre pela sala de vídeo: ${appointment.videoUrl}`,
    },
  ];
  return reminders.map((m) => ({
    ...m,
    kind: REMINDER_KIND,
    relatedUuid: appointment.uuid,
    sendAfter,
  }));
}

/**
 * The messages a booking writes to the outbox, in its own statement (booking.service.ts): the
 * appointment's reminders and the booking confirmation to the collaborator.
 */
export function bookingMessages(
  deps: Pick<AppDeps, 'env' | 'clock'>,
  appointment: ReminderAppointment,
  contacts: { collaborator: Contact; psychologist: Contact },
): OutboxRow[] {
  const { collaborator, psychologist } = contacts;
  return [
    ...appointmentReminders(deps, appointment, contacts),
    // Booking confirmation to the collaborator, at once (related to the account: the reminders
    // alone belong to the appointment and are dropped with it).
    {
      ...channelFor(collaborator),
      ...bookingConfirmationText({
        name: collaborator.name,
        psychologistName: psychologist.name,
        startsAt: appointment.startsAt,
        zone: deps.env.APP_TIME_ZONE,
      }),
      kind: 'booking_confirmation',
      relatedUuid: appointment.collaboratorUuid,
      sendAfter: null,
    },
  ];
}

/**
 * Writes an appointment's reminders to the outbox, for an appointment created outside the booking
 * statement (the demo seed), so that it is reminded exactly as a booked one.
 */
export async function scheduleAppointmentReminders(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'env' | 'clock'>,
  appointment: ReminderAppointment,
  contacts: { collaborator: Contact; psychologist: Contact },
) {
  await tx
    .insert(outbox)
    .values(
      appointmentReminders(deps, appointment, contacts).map((m) => ({ ...m, status: 'pending' })),
    );
}

/** A cancelled appointment's reminders are never sent. */
export async function dropAppointmentReminders(tx: DbOrTx, appointmentUuid: string) {
  await tx
    .update(outbox)
    .set({ status: 'dropped' })
    .where(
      and(
        eq(outbox.relatedUuid, appointmentUuid),
        eq(outbox.kind, REMINDER_KIND),
        eq(outbox.status, 'pending'),
      ),
    );
}
