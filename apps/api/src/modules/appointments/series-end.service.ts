import { and, eq, gt, gte } from 'drizzle-orm';
import { SERIES_MESSAGES } from '@acolher/contracts/appointment-series';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { appointmentSeries, appointments, collaborators } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';
import { changeCredits } from '../credits/ledger.ts';
import { dropAppointmentReminders } from '../messaging/appointment-reminders.ts';
import { psychologistContact } from '../messaging/psychologist-notices.ts';
import { cancelsInAdvance } from './collaborator-cancel.service.ts';
import { tellEnded } from './series-messages.ts';
import { readSeries, seriesFor } from './series-view.ts';

/**
 * POST /appointments/series/{uuid}/end ('Esta e as seguintes', domain.md §24), by either side:
 * its `pending` occurrences on or after `fromDate` that have not started are cancelled with §6's
 * credit rules (the collaborator's: back at least 6 hours ahead; the psychologist's: always back),
 * the series books no more, and the other side is told. One transaction.
 */
export async function endSeries(deps: AppDeps, auth: AuthContext, uuid: string, fromDate: string) {
  const { db } = deps.database;
  const now = deps.clock();
  await db.transaction(async (tx) => {
    const series = await seriesFor(tx, auth, uuid, true);
    if (series.status === 'ended') throw conflict(SERIES_MESSAGES.ended);
    const doomed = await tx
      .select({ uuid: appointments.uuid, startsAt: appointments.startsAt })
      .from(appointments)
      .where(
        and(
          eq(appointments.seriesUuid, uuid),
          eq(appointments.status, 'pending'),
          gte(appointments.date, fromDate),
          gt(appointments.startsAt, now),
        ),
      )
      .for('update');
    for (const occurrence of doomed) {
      const byPsychologist = auth.role === 'psychologist';
      const refunded = byPsychologist || cancelsInAdvance(occurrence.startsAt, now);
      await tx
        .update(appointments)
        .set({
          status: byPsychologist
            ? 'cancelled_by_psychologist'
            : refunded
              ? 'cancelled_by_collaborator_in_advance'
              : 'cancelled_by_collaborator_without_advance',
          cancelledAt: now,
        })
        .where(eq(appointments.uuid, occurrence.uuid));
      if (refunded) {
        await changeCredits(tx, {
          collaboratorUuid: series.collaboratorUuid,
          delta: 1,
          reason: 'refund',
          refUuid: occurrence.uuid,
          actorRole: auth.role,
          actorUuid: auth.uuid,
          note: 'Série encerrada',
        });
      }
      await dropAppointmentReminders(tx, occurrence.uuid);
    }
    await tx
      .update(appointmentSeries)
      .set({ status: 'ended', endedFrom: fromDate, endedAt: now })
      .where(eq(appointmentSeries.uuid, uuid));
    const contact = {
      name: collaborators.name,
      email: collaborators.email,
      phone: collaborators.phone,
      whatsappConsent: collaborators.whatsappConsent,
    };
    const [collaborator] = await tx
      .select({ uuid: collaborators.uuid, ...contact })
      .from(collaborators)
      .where(eq(collaborators.uuid, series.collaboratorUuid));
    const psychologist = await psychologistContact(tx, series.psychologistUuid);
    if (collaborator && psychologist) {
      const [to, by] =
        auth.role === 'collaborator'
          ? [{ ...psychologist, role: 'psychologist' as const }, collaborator]
          : [{ ...collaborator, role: 'collaborator' as const }, psychologist];
      await tellEnded(tx, to, by, fromDate);
    }
  });
  return readSeries(deps, auth, uuid);
}
