import { eq } from 'drizzle-orm';
import {
  SESSION_OUTCOME_MESSAGES as M,
  type TAdministratorCancel,
} from '@acolher/contracts/session-outcomes';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { appointments, collaborators } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { writeAudit } from '../audit/audit.ts';
import { refundAppointment } from '../credits/ledger.ts';
import { dropAppointmentReminders } from '../messaging/appointment-reminders.ts';
import { lockAppointment } from './attendance-correction.service.ts';
import { brasiliaTime, tellPerson } from './notices.ts';

/**
 * PATCH /appointments/{uuid}/administrator-cancel (domain.md §17): any `pending` appointment
 * becomes `cancelled_by_administrator`, with the credit back when `refund`; the reminders are
 * dropped, both people told, the reason audited. One transaction (decision 1176).
 */
export async function cancelAsAdministrator(
  deps: AppDeps,
  auth: AuthContext,
  uuid: string,
  input: TAdministratorCancel,
) {
  return deps.database.db.transaction(async (tx) => {
    const row = await lockAppointment(tx, uuid);
    if (row.status !== 'pending') throw badRequest(M.onlyPendingAdminCancel);
    const now = deps.clock();
    await tx
      .update(appointments)
      .set({ status: 'cancelled_by_administrator', cancelledAt: now })
      .where(eq(appointments.uuid, uuid));
    let credits: number;
    if (input.refund) {
      credits = await refundAppointment(tx, row, auth, 'cancelled_by_administrator');
    } else {
      const [c] = await tx
        .select({ credits: collaborators.credits })
        .from(collaborators)
        .where(eq(collaborators.uuid, row.collaboratorUuid));
      credits = c?.credits ?? 0;
    }
    await dropAppointmentReminders(tx, uuid);
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'appointment_cancelled_by_administrator',
      targetType: 'appointment',
      targetUuid: uuid,
      details: { refund: input.refund, reason: input.reason },
    });
    const when = brasiliaTime(row.startsAt, deps.env.APP_TIME_ZONE);
    const credit = input.refund ? ' Seu crédito foi devolvido.' : '';
    await tellPerson(
      tx,
      { role: 'collaborator', uuid: row.collaboratorUuid },
      'appointment_cancelled_by_administrator',
      (name) => ({
        subject: 'Sessão cancelada pela administração',
        body: `Olá, ${name}. A administração cancelou a sessão de ${when}.${credit} Motivo: ${input.reason}`,
      }),
    );
    await tellPerson(
      tx,
      { role: 'psychologist', uuid: row.psychologistUuid },
      'appointment_cancelled_by_administrator',
      (name) => ({
        subject: 'Sessão cancelada pela administração',
        body: `Olá, ${name}. A administração cancelou a sessão de ${when}. O horário está livre novamente. Motivo: ${input.reason}`,
      }),
    );
    return {
      uuid,
      status: 'cancelled_by_administrator' as const,
      refunded: input.refund,
      newCollaboratorCredits: credits,
    };
  });
}
