import { and, eq } from 'drizzle-orm';
import { REMINDER_MINUTES_BEFORE } from '@acolher/contracts/constants';
import { formatDate, formatTime } from '@acolher/contracts/format';
import { instantToLocalDate, instantToLocalTime } from '@acolher/contracts/time';
import type { AppDeps } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { collaborators, outbox, psychologists } from '../../db/schema.ts';
import { kickDelivery } from './delivery.service.ts';
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

/**
 * Schedules the session-link reminders (domain-rules §13) inside the booking transaction: one for
 * the collaborator, one for the psychologist, due 15 minutes before the start (or at once when
 * that moment has already passed). Delivery reads the outbox; a cancel marks them 'dropped'.
 */
export async function scheduleAppointmentReminders(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'env' | 'clock'> & Partial<Pick<AppDeps, 'database'>>,
  appointment: ReminderAppointment,
  /** Already read by the caller (booking reads them with its checks): saves two queries. */
  contacts?: { collaborator: Contact; psychologist: Contact },
) {
  const zone = deps.env.APP_TIME_ZONE;
  const { collaborator, psychologist } = contacts ?? (await readContacts(tx, appointment));
  if (!collaborator || !psychologist) return;

  const due = new Date(appointment.startsAt.getTime() - REMINDER_MINUTES_BEFORE * 60_000);
  const now = deps.clock();
  const sendAfter = due > now ? due : now;
  const day = formatDate(instantToLocalDate(appointment.startsAt, zone));
  const time = formatTime(instantToLocalTime(appointment.startsAt, zone));
  const when = `${day} às ${time} (horário de Brasília)`;

  const messages = [
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
  await tx.insert(outbox).values([
    ...messages.map((m) => ({
      ...m,
      kind: REMINDER_KIND,
      status: 'pending',
      relatedUuid: appointment.uuid,
      sendAfter,
    })),
    // Booking confirmation to the collaborator, now (send_after's default; related to the
    // account: the reminders alone belong to the appointment and are dropped with it).
    {
      ...channelFor(collaborator),
      ...bookingConfirmationText({
        name: collaborator.name,
        psychologistName: psychologist.name,
        startsAt: appointment.startsAt,
        zone,
      }),
      kind: 'booking_confirmation',
      status: 'pending',
      relatedUuid: appointment.collaboratorUuid,
    },
  ]);
  // Due now (always the confirmation; the reminder when the session is < 15 min away).
  if (deps.database) kickDelivery({ ...deps, database: deps.database });
}

async function readContacts(tx: DbOrTx, appointment: ReminderAppointment) {
  const contact = {
    collaborator: {
      name: collaborators.name,
      email: collaborators.email,
      phone: collaborators.phone,
      whatsappConsent: collaborators.whatsappConsent,
    },
    psychologist: {
      name: psychologists.name,
      email: psychologists.email,
      phone: psychologists.phone,
      whatsappConsent: psychologists.whatsappConsent,
    },
  };
  const [collaborator] = await tx
    .select(contact.collaborator)
    .from(collaborators)
    .where(eq(collaborators.uuid, appointment.collaboratorUuid));
  const [psychologist] = await tx
    .select(contact.psychologist)
    .from(psychologists)
    .where(eq(psychologists.uuid, appointment.psychologistUuid));
  return { collaborator, psychologist };
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
