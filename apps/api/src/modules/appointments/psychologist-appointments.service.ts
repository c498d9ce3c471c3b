import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@acolher/contracts/errors';
import { formatDate, formatTime } from '@acolher/contracts/format';
import type { TPageQuery } from '@acolher/contracts/pagination';
import {
  addDaysYmd,
  instantToLocalTime,
  todayLocalDate,
  zonedDateTimeToInstant,
} from '@acolher/contracts/time';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { appointments, collaborators, outbox } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { refundAppointment } from '../credits/ledger.ts';
import { enqueueMessage } from '../messaging/outbox.ts';
import {
  findPsychologist,
  PSYCHOLOGIST_NOT_FOUND,
} from '../psychologists/psychologists.service.ts';
import { listRedactedAppointments, type RedactedAppointment } from './appointment-view.ts';
import { lockAppointment } from '../session-outcomes/attendance-correction.service.ts';
import { offerFreedSlot } from '../waitlist/offers.ts';
import {
  psychologistAppointmentsPage,
  psychologistConfirmedPage,
  type AppointmentPage,
} from './appointment-pages.ts';

/** GET /appointments/psychologists/:uuid: one page, newest first (decision 1211). */
export async function listPsychologistAppointmentsPage(
  deps: AppDeps,
  auth: AuthContext,
  psychologistUuid: string,
  query: TPageQuery,
): Promise<AppointmentPage> {
  if (auth.role !== 'psychologist' || auth.uuid !== psychologistUuid) throw forbidden();
  return psychologistAppointmentsPage(deps.database.db, psychologistUuid, query);
}

/**
 * The 'confirmed' list (any status, domain.md §22). The psychologist sees its own in full, by
 * start, one page (decision 1211: its whole history grows without bound). A collaborator (booking
 * screen) sees only date, status and opening hour of an approved psychologist's appointments
 * (domain.md §3), from yesterday on, whole and unpaged: the booking screen's date picker starts
 * there and marks every busy slot, and bookings reach at most the booking window ahead, so the
 * list is bounded by the psychologist's hours in that window.
 */
export async function listPsychologistAppointmentsForSlots(
  deps: AppDeps,
  auth: AuthContext,
  psychologistUuid: string,
  query: TPageQuery = {},
): Promise<{ items: AppointmentPage['items'] | RedactedAppointment[]; next: string | null }> {
  if (auth.role === 'psychologist') {
    if (auth.uuid !== psychologistUuid) throw forbidden();
    return psychologistConfirmedPage(deps.database.db, psychologistUuid, query);
  }
  if (auth.role !== 'collaborator') throw forbidden();
  const psychologist = await findPsychologist(deps.database.db, psychologistUuid);
  if (!psychologist || psychologist.complianceStatus !== 'approved') {
    throw notFound(PSYCHOLOGIST_NOT_FOUND);
  }
  const zone = deps.env.APP_TIME_ZONE;
  const yesterday = addDaysYmd(todayLocalDate(zone, deps.clock()), -1);
  const list = await listRedactedAppointments(
    deps.database.db,
    psychologistUuid,
    zonedDateTimeToInstant(yesterday, '00:00:00', zone),
  );
  return { items: list, next: null };
}

/**
 * Own pending only → cancelled_by_psychologist; the collaborator always gets the credit back,
 * is told, and the session's pending reminders are dropped. One transaction. A session whose end
 * has passed is confirmed by rule (domain.md §6), even before the auto-confirm job has run. The
 * answer holds no credits: they are the collaborator's own record (domain.md §3, domain.md §22).
 */
export async function cancelByPsychologist(deps: AppDeps, auth: AuthContext, uuid: string) {
  const cancelled = await deps.database.db.transaction(async (tx) => {
    const row = await lockAppointment(tx, uuid);
    if (row.psychologistUuid !== auth.uuid) throw forbidden();
    const now = deps.clock();
    if (row.status !== 'pending' || row.endsAt.getTime() <= now.getTime()) {
      throw badRequest(MESSAGES.onlyPendingCancel);
    }
    await cancelAsPsychologist(deps, tx, auth, row);
    return row;
  });
  // The freed slot goes to the psychologist's line (domain.md §26).
  await offerFreedSlot(deps, cancelled);
  return { uuid: cancelled.uuid, status: 'cancelled_by_psychologist' };
}

/**
 * The psychologist's cancellation of one locked `pending` row, inside the caller's transaction:
 * cancelled_by_psychologist, the credit always back, reminders dropped, the collaborator told.
 * Shared by 'Cancelar' and by an absence that skips a series' occurrences (decision 1361).
 */
export async function cancelAsPsychologist(
  deps: AppDeps,
  tx: DbOrTx,
  auth: AuthContext,
  row: typeof appointments.$inferSelect,
) {
  const now = deps.clock();
  const uuid = row.uuid;
  await tx
    .update(appointments)
    .set({ status: 'cancelled_by_psychologist', cancelledAt: now })
    .where(and(eq(appointments.uuid, uuid), eq(appointments.status, 'pending')));
  await refundAppointment(tx, row, auth, 'cancelled_by_psychologist');
  await tx
    .update(outbox)
    .set({ status: 'dropped' })
    .where(and(eq(outbox.relatedUuid, row.uuid), eq(outbox.status, 'pending')));
  const [collaborator] = await tx
    .select({
      name: collaborators.name,
      email: collaborators.email,
      phone: collaborators.phone,
      whatsappConsent: collaborators.whatsappConsent,
    })
    .from(collaborators)
    .where(eq(collaborators.uuid, row.collaboratorUuid));
  const psychologist = await findPsychologist(tx, row.psychologistUuid);
  if (collaborator) await notifyCollaborator(deps, tx, row, collaborator, psychologist?.name);
}

async function notifyCollaborator(
  deps: AppDeps,
  tx: DbOrTx,
  row: typeof appointments.$inferSelect,
  collaborator: { name: string; email: string; phone: string; whatsappConsent: boolean },
  psychologistName = 'seu psicólogo',
) {
  const time = formatTime(instantToLocalTime(row.startsAt, deps.env.APP_TIME_ZONE));
  const firstName = collaborator.name.trim().split(/\s+/)[0];
  const body = `Olá, ${firstName}. A sessão com ${psychologistName} em ${formatDate(row.date)} às ${time} (horário de Brasília) foi cancelada pelo psicólogo. Seu crédito foi devolvido: você pode agendar um novo horário quando quiser.`;
  const kind = 'appointment_cancelled_by_psychologist';
  await enqueueMessage(tx, {
    channel: 'email',
    recipient: collaborator.email,
    recipientUuid: row.collaboratorUuid,
    kind,
    subject: 'Sua sessão foi cancelada',
    body,
  });
  if (collaborator.whatsappConsent && collaborator.phone) {
    await enqueueMessage(tx, {
      channel: 'whatsapp',
      recipient: collaborator.phone,
      recipientUuid: row.collaboratorUuid,
      kind,
      body,
    });
  }
}
