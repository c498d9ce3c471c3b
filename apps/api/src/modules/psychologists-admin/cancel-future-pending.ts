import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { formatDate, formatTime } from '@acolher/contracts/format';
import { instantToLocalTime } from '@acolher/contracts/time';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { appointments, collaborators, outbox, psychologists } from '../../db/schema.ts';
import { refundAppointment } from '../credits/ledger.ts';
import { enqueueMessage } from '../messaging/outbox.ts';

/** `suspended`: the psychologist is suspended rather than deleted (decision 1407). */
type Owner = { psychologistUuid: string; suspended?: boolean } | { collaboratorUuid: string };

/**
 * Cancels every future pending appointment of a psychologist (as cancelled_by_psychologist) or of a
 * collaborator (as cancelled_by_collaborator_in_advance) that is being deleted (or a psychologist
 * suspended): the credit goes back
 * to the collaborator on the ledger, pending reminders are dropped, and the other party is told.
 * The conditional UPDATE makes a concurrent cancel impossible to refund twice.
 */
export async function cancelFuturePending(deps: AppDeps, tx: Tx, auth: AuthContext, owner: Owner) {
  const now = deps.clock();
  const byPsychologist = 'psychologistUuid' in owner;
  const suspended = byPsychologist && owner.suspended === true;
  const cancelled = await tx
    .update(appointments)
    .set({
      status: byPsychologist ? 'cancelled_by_psychologist' : 'cancelled_by_collaborator_in_advance',
      cancelledAt: now,
    })
    .where(
      and(
        byPsychologist
          ? eq(appointments.psychologistUuid, owner.psychologistUuid)
          : eq(appointments.collaboratorUuid, owner.collaboratorUuid),
        eq(appointments.status, 'pending'),
        gt(appointments.startsAt, now),
      ),
    )
    .returning();
  if (cancelled.length === 0) return 0;

  await tx
    .update(outbox)
    .set({ status: 'dropped' })
    .where(
      and(
        inArray(
          outbox.relatedUuid,
          cancelled.map((a) => a.uuid),
        ),
        eq(outbox.status, 'pending'),
        isNotNull(outbox.sendAfter),
      ),
    );

  const zone = deps.env.APP_TIME_ZONE;
  for (const appointment of cancelled) {
    await refundAppointment(
      tx,
      appointment,
      auth,
      byPsychologist
        ? `psychologist ${suspended ? 'suspended' : 'deleted'}`
        : 'collaborator deleted',
    );
    const when = `${formatDate(appointment.date)} às ${formatTime(instantToLocalTime(appointment.startsAt, zone))} (horário de Brasília)`;
    if (byPsychologist) {
      const [person] = await tx
        .select({ email: collaborators.email, name: collaborators.name })
        .from(collaborators)
        .where(eq(collaborators.uuid, appointment.collaboratorUuid));
      await enqueueMessage(tx, {
        channel: 'email',
        recipient: person.email,
        recipientUuid: appointment.collaboratorUuid,
        kind: 'appointment_cancelled',
        subject: 'Acolher: sua sessão foi cancelada',
        body: `Olá, ${firstName(person.name)}! Sua sessão de ${when} foi cancelada porque o(a) psicólogo(a) ${suspended ? 'está com o atendimento suspenso' : 'não atende mais'} pelo Acolher. O crédito já voltou para a sua conta: você pode agendar com outro profissional quando quiser.`,
        relatedUuid: appointment.uuid,
      });
    } else {
      const [psychologist] = await tx
        .select({ email: psychologists.email, name: psychologists.name })
        .from(psychologists)
        .where(eq(psychologists.uuid, appointment.psychologistUuid));
      await enqueueMessage(tx, {
        channel: 'email',
        recipient: psychologist.email,
        recipientUuid: appointment.psychologistUuid,
        kind: 'appointment_cancelled',
        subject: 'Acolher: um atendimento foi cancelado',
        body: `Olá, ${firstName(psychologist.name)}! O atendimento de ${when} foi cancelado porque o cadastro do(a) colaborador(a) foi removido. O horário está livre novamente.`,
        relatedUuid: appointment.uuid,
      });
    }
  }
  return cancelled.length;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0];
