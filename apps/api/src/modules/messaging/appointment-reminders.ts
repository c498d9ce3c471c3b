import type { TMessageKind } from '@acolher/contracts/message-kinds';
import { and, eq } from 'drizzle-orm';
import { REMINDER_MINUTES_BEFORE } from '@acolher/contracts/constants';
import type { AppDeps } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import { roomPageUrls } from '../../integrations/video/room-links.ts';
import { channelFor, type Contact as ChannelContact } from './contact-channel.ts';
import {
  bookingConfirmationText,
  collaboratorReminderText,
  psychologistReminderText,
} from './templates.ts';

export const REMINDER_KIND = 'appointment_reminder' satisfies TMessageKind;

export interface ReminderAppointment {
  uuid: string;
  collaboratorUuid: string;
  psychologistUuid: string;
  startsAt: Date;
}

export interface Contact extends ChannelContact {
  name: string;
}

/** One outbox row, as the booking statement writes it (send_after null: at once). */
export interface OutboxRow {
  channel: 'whatsapp' | 'email';
  recipient: string;
  /** The collaborator or psychologist it is for (their consent allows WhatsApp, decision 0902). */
  recipientUuid: string;
  kind: TMessageKind;
  subject: string;
  body: string;
  relatedUuid: string;
  sendAfter: Date | null;
}

/**
 * The session-link reminders of an appointment (domain.md §13): one for the collaborator and one
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
  const session = { startsAt: appointment.startsAt, zone };
  const rooms = roomPageUrls(deps.env, appointment.uuid);

  const reminders = [
    {
      ...channelFor(collaborator),
      recipientUuid: appointment.collaboratorUuid,
      ...collaboratorReminderText({
        ...session,
        name: collaborator.name,
        psychologistName: psychologist.name,
        roomUrl: rooms.collaborator,
      }),
    },
    {
      ...channelFor(psychologist),
      recipientUuid: appointment.psychologistUuid,
      ...psychologistReminderText({
        ...session,
        name: psychologist.name,
        collaboratorName: collaborator.name,
        roomUrl: rooms.psychologist,
      }),
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
      recipientUuid: appointment.collaboratorUuid,
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
