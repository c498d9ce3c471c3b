import { eq } from 'drizzle-orm';
import {
  CORRECTION_WINDOW_HOURS,
  SESSION_OUTCOME_MESSAGES as M,
} from '@acolher/contracts/session-outcomes';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';
import { attendanceCorrections } from '../../db/tables/attendance.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { getAppointment } from '../appointments/appointment-view.ts';
import { writeAudit } from '../audit/audit.ts';
import { brasiliaTime, tellPerson } from './notices.ts';

const APPOINTMENT_NOT_FOUND = 'Agendamento não encontrado';
/** §17's two statuses the psychologist may switch between, and the collaborator may contest. */
export const CORRECTABLE = ['confirmed', 'no_show_collaborator'] as const;

/** §17: corrections and disputes are open until 48 hours after the session's end, inclusive. */
export function withinCorrectionWindow(endsAt: Date, now: Date) {
  return now.getTime() <= endsAt.getTime() + CORRECTION_WINDOW_HOURS * 3_600_000;
}

/** The appointment row, locked for the rest of the caller's transaction; 404 when unknown. */
export async function lockAppointment(tx: DbOrTx, uuid: string) {
  const [row] = await tx
    .select()
    .from(appointments)
    .where(eq(appointments.uuid, uuid))
    .for('update');
  if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
  return row;
}

/**
 * PATCH /appointments/{uuid}/attendance (domain.md §17): the appointment's psychologist switches
 * it between `confirmed` and `no_show_collaborator` within 48 hours after its end, once (§17: a
 * second change answers 409, so the collaborator is told once). Both earn the
 * fee (§17 amending §7) and neither gives the credit back, so no credit moves; the collaborator is
 * told, and the change is audited (decision 1174).
 */
export async function correctAttendance(
  deps: AppDeps,
  auth: AuthContext,
  uuid: string,
  status: (typeof CORRECTABLE)[number],
) {
  await deps.database.db.transaction(async (tx) => {
    const row = await lockAppointment(tx, uuid);
    if (auth.role !== 'psychologist' || row.psychologistUuid !== auth.uuid) throw forbidden();
    if (!(CORRECTABLE as readonly string[]).includes(row.status)) {
      throw badRequest(M.onlyConfirmedOrNoShow);
    }
    if (!withinCorrectionWindow(row.endsAt, deps.clock())) throw badRequest(M.correctionWindow);
    if (row.status === status) return;
    // At most one correction per appointment (domain.md §17): the table's key decides.
    const [first] = await tx
      .insert(attendanceCorrections)
      .values({ appointmentUuid: uuid, correctedAt: deps.clock() })
      .onConflictDoNothing()
      .returning({ uuid: attendanceCorrections.appointmentUuid });
    if (!first) throw conflict(M.attendanceAlreadyCorrected);
    await tx.update(appointments).set({ status }).where(eq(appointments.uuid, uuid));
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'appointment_attendance_corrected',
      targetType: 'appointment',
      targetUuid: uuid,
      details: { from: row.status, to: status },
    });
    const when = brasiliaTime(row.startsAt, deps.env.APP_TIME_ZONE);
    const said =
      status === 'no_show_collaborator'
        ? 'registrou que você não compareceu'
        : 'registrou que a sessão foi realizada';
    await tellPerson(
      tx,
      { role: 'collaborator', uuid: row.collaboratorUuid },
      'appointment_attendance_corrected',
      (name) => ({
        subject: 'Registro de presença corrigido',
        body: `Olá, ${name}. O psicólogo ${said} na sessão de ${when}. Se não concordar, você pode contestar pelo histórico em até ${CORRECTION_WINDOW_HOURS} horas após a sessão.`,
      }),
    );
  });
  return (await getAppointment(deps.database.db, uuid))!;
}
