import { and, eq, gt } from 'drizzle-orm';
import { REFUND_WINDOW_HOURS } from '@acolher/contracts/constants';
import { MESSAGES } from '@acolher/contracts/errors';
import { SESSION_OUTCOME_MESSAGES as M } from '@acolher/contracts/session-outcomes';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { appointments, collaborators } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { changeCredits } from '../credits/ledger.ts';
import { dropAppointmentReminders } from '../messaging/appointment-reminders.ts';
import {
  cancellationText,
  PSYCHOLOGIST_NOTICE_KINDS,
  tellPsychologist,
} from '../messaging/psychologist-notices.ts';
import { getAppointment } from './appointment-view.ts';
import { offerFreedSlot } from '../waitlist/offers.ts';
import { family } from '../read-cache/families.ts';
import { changesOnly } from '../read-cache/read-cache.hooks.ts';

const HOUR_MS = 60 * 60 * 1000;

/** At least 6 hours before the start (instants, so the business zone is built in). */
export function cancelsInAdvance(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= REFUND_WINDOW_HOURS * HOUR_MS;
}

/**
 * PATCH /appointments/collaborators/cancel/:uuid (domain.md §6). The status moves from 'pending'
 * with a conditional update, so two simultaneous cancels cannot refund twice. From its start on a
 * session is the collaborator's no more to cancel (409 'A sessão já começou', domain.md §17): its
 * outcome is settled by attendance (§17).
 */
export async function cancelByCollaborator(deps: AppDeps, auth: AuthContext, uuid: string) {
  const { db } = deps.database;
  const [found] = await db
    .select({
      collaboratorUuid: appointments.collaboratorUuid,
      psychologistUuid: appointments.psychologistUuid,
      collaboratorName: collaborators.name,
      startsAt: appointments.startsAt,
      status: appointments.status,
      openingHourUuid: appointments.openingHourUuid,
      date: appointments.date,
    })
    .from(appointments)
    .innerJoin(collaborators, eq(collaborators.uuid, appointments.collaboratorUuid))
    .where(eq(appointments.uuid, uuid));
  if (!found) throw notFound('Agendamento não encontrado');
  if (auth.role !== 'collaborator' || found.collaboratorUuid !== auth.uuid) throw forbidden();

  const now = deps.clock();
  if (found.status === 'pending' && found.startsAt.getTime() <= now.getTime()) {
    throw conflict(M.sessionStarted);
  }
  const refunded = cancelsInAdvance(found.startsAt, now);
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(appointments)
      .set({
        status: refunded
          ? 'cancelled_by_collaborator_in_advance'
          : 'cancelled_by_collaborator_without_advance',
        cancelledAt: now,
      })
      .where(
        and(
          eq(appointments.uuid, uuid),
          eq(appointments.status, 'pending'),
          gt(appointments.startsAt, now),
        ),
      )
      .returning({ uuid: appointments.uuid });
    if (!row) throw badRequest(MESSAGES.onlyPendingCancel);
    let credits: number;
    if (refunded) {
      credits = await changeCredits(tx, {
        collaboratorUuid: auth.uuid,
        delta: 1,
        reason: 'refund',
        refUuid: uuid,
        actorRole: 'collaborator',
        actorUuid: auth.uuid,
        note: 'Cancelamento com antecedência',
      });
    } else {
      const [c] = await tx
        .select({ credits: collaborators.credits })
        .from(collaborators)
        .where(eq(collaborators.uuid, auth.uuid));
      credits = c.credits;
    }
    await dropAppointmentReminders(tx, uuid);
    // The psychologist is told, in the cancel's own transaction (decision 1392).
    await tellPsychologist(tx, found.psychologistUuid, PSYCHOLOGIST_NOTICE_KINDS.cancelled, (name) =>
      cancellationText({
        name,
        collaboratorName: found.collaboratorName,
        startsAt: found.startsAt,
        zone: deps.env.APP_TIME_ZONE,
      }),
    );
    return { credits };
  });
  // The freed slot goes to the psychologist's line (domain.md §26).
  await offerFreedSlot(deps, found);
  const appointment = await getAppointment(db, uuid);
  if (!appointment) throw notFound('Agendamento não encontrado');
  // Only the two people's appointments changed (decision 1212); a refusal clears everything.
  changesOnly([family.collaborator(auth.uuid), family.psychologist(appointment.psychologistUuid)]);
  return { newCollaboratorCredits: result.credits, refunded, appointment };
}
