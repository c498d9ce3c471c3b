import { and, eq, sql } from 'drizzle-orm';
import { MAX_BOOKING_AHEAD_MS } from '@acolher/contracts/constants';
import { MESSAGES } from '@acolher/contracts/errors';
import {
  MAX_COLLABORATOR_RESCHEDULES,
  SESSION_OUTCOME_MESSAGES as M,
  type TReschedule,
} from '@acolher/contracts/session-outcomes';
import { localWeekday, zonedDateTimeToInstant } from '@acolher/contracts/time';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import {
  appointments,
  collaborators,
  openingHours,
  outbox,
  psychologists,
} from '../../db/schema.ts';
import { appointmentReschedules } from '../../db/tables/session-outcomes.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import {
  appointmentReminders,
  dropAppointmentReminders,
} from '../messaging/appointment-reminders.ts';
import {
  PSYCHOLOGIST_NOTICE_KINDS,
  rescheduleText,
  tellPsychologist,
} from '../messaging/psychologist-notices.ts';
import { brasiliaTime, tellPerson } from '../session-outcomes/notices.ts';
import { getAppointment } from './appointment-view.ts';
import { insertWithRetry } from './booking.service.ts';
import { cancelsInAdvance } from './collaborator-cancel.service.ts';
import { assertBookingNotice, assertNotAbsent } from './slot-rules.ts';
import { offerFreedSlot } from '../waitlist/offers.ts';

/**
 * PATCH /appointments/{uuid}/reschedule (domain.md §17). The appointment row itself moves, so the
 * old slot is free the moment the new one is taken, and the database's slot index and exclusion
 * constraints decide every race with bookings and other reschedules (409 'Horário indisponível').
 * No credit moves; the reminders move; the other side is told.
 */
export async function rescheduleAppointment(
  deps: AppDeps,
  auth: AuthContext,
  uuid: string,
  input: TReschedule,
) {
  const freed = await insertWithRetry(() =>
    deps.database.db.transaction((tx) => moveAppointment(deps, tx, auth, uuid, input)),
  );
  // The slot it left goes to the psychologist's line (domain.md §26).
  await offerFreedSlot(deps, freed);
  return (await getAppointment(deps.database.db, uuid))!;
}

async function moveAppointment(
  deps: AppDeps,
  tx: Tx,
  auth: AuthContext,
  uuid: string,
  input: TReschedule,
) {
  const [row] = await tx
    .select()
    .from(appointments)
    .where(eq(appointments.uuid, uuid))
    .for('update');
  if (!row) throw notFound('Agendamento não encontrado');
  const byCollaborator = auth.role === 'collaborator' && row.collaboratorUuid === auth.uuid;
  const byPsychologist = auth.role === 'psychologist' && row.psychologistUuid === auth.uuid;
  if (!byCollaborator && !byPsychologist) throw forbidden();
  const now = deps.clock();
  const started = row.startsAt.getTime() <= now.getTime();
  // From its start on, the collaborator no longer moves it (domain.md §17).
  if (byCollaborator && row.status === 'pending' && started) throw conflict(M.sessionStarted);
  if (row.status !== 'pending' || started) {
    throw badRequest(M.onlyPendingReschedule);
  }
  if (byCollaborator) {
    if (!cancelsInAdvance(row.startsAt, now)) throw badRequest(M.rescheduleTooLate);
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(appointmentReschedules)
      .where(
        and(
          eq(appointmentReschedules.appointmentUuid, uuid),
          eq(appointmentReschedules.actorRole, 'collaborator'),
        ),
      );
    if (count >= MAX_COLLABORATOR_RESCHEDULES) throw badRequest(M.rescheduleLimit);
  }

  // §5 checks 3 to 8 on the new slot (7, credits, does not apply: no credit moves; decision 1173).
  const [psychologist] = await tx
    .select()
    .from(psychologists)
    .where(eq(psychologists.uuid, row.psychologistUuid));
  if (!psychologist || psychologist.complianceStatus !== 'approved' || psychologist.deletedAt) {
    throw notFound('Psicólogo não encontrado');
  }
  const [hour] = await tx
    .select()
    .from(openingHours)
    .where(eq(openingHours.uuid, input.openingHourUuid));
  if (!hour || hour.deletedAt || hour.psychologistUuid !== row.psychologistUuid) {
    throw notFound('Horário não encontrado');
  }
  if (localWeekday(input.date) !== hour.dayOfWeek) throw badRequest(MESSAGES.cannotBook);
  const zone = deps.env.APP_TIME_ZONE;
  const startsAt = zonedDateTimeToInstant(input.date, hour.startTime, zone);
  const endsAt = zonedDateTimeToInstant(input.date, hour.endTime, zone);
  if (
    startsAt.getTime() <= now.getTime() ||
    startsAt.getTime() > now.getTime() + MAX_BOOKING_AHEAD_MS
  ) {
    throw badRequest(MESSAGES.cannotBook);
  }
  assertBookingNotice(deps, startsAt);
  await assertNotAbsent(tx, row.psychologistUuid, input.date);

  // Rule 8: the update meets the slot index and the two exclusion constraints.
  await tx
    .update(appointments)
    .set({ openingHourUuid: hour.uuid, date: input.date, startsAt, endsAt })
    .where(eq(appointments.uuid, uuid));
  await tx.insert(appointmentReschedules).values({
    appointmentUuid: uuid,
    actorRole: auth.role,
    actorUuid: auth.uuid,
    fromStartsAt: row.startsAt,
    toStartsAt: startsAt,
  });
  const collaborator = await moveReminders(deps, tx, { ...row, startsAt }, psychologist);
  if (byCollaborator) {
    // The psychologist: by e-mail, and WhatsApp with her consent (decision 1392).
    await tellPsychologist(tx, row.psychologistUuid, PSYCHOLOGIST_NOTICE_KINDS.rescheduled, (name) =>
      rescheduleText({
        name,
        collaboratorName: collaborator?.name ?? 'O colaborador',
        startsAt: row.startsAt,
        to: startsAt,
        zone,
      }),
    );
  } else {
    const told = { role: 'collaborator' as const, uuid: row.collaboratorUuid };
    await tellPerson(tx, told, PSYCHOLOGIST_NOTICE_KINDS.rescheduled, (name) => ({
      subject: 'Sessão remarcada',
      body: `Olá, ${name}. O psicólogo remarcou a sessão de ${brasiliaTime(row.startsAt, zone)} para ${brasiliaTime(startsAt, zone)}.`,
    }));
  }
  return { openingHourUuid: row.openingHourUuid, date: row.date };
}

async function moveReminders(
  deps: AppDeps,
  tx: Tx,
  row: typeof appointments.$inferSelect,
  psychologist: typeof psychologists.$inferSelect,
) {
  await dropAppointmentReminders(tx, row.uuid);
  const [collaborator] = await tx
    .select()
    .from(collaborators)
    .where(eq(collaborators.uuid, row.collaboratorUuid));
  if (!collaborator) return null;
  const reminders = appointmentReminders(deps, row, { collaborator, psychologist });
  await tx.insert(outbox).values(reminders.map((m) => ({ ...m, status: 'pending' })));
  return collaborator;
}
