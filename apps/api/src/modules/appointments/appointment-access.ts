import type { TPageQuery } from '@acolher/contracts/pagination';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/audit.ts';
import { getAppointment } from './appointment-view.ts';
import { collaboratorHistoryPage } from './appointment-pages.ts';

export const APPOINTMENT_NOT_FOUND = 'Agendamento não encontrado';

/**
 * One appointment, for its collaborator, its psychologist or an administrator (domain.md §3);
 * an administrator's reading of a person's appointments is audited (§14, decision 1182).
 */
export async function readAppointment(deps: AppDeps, auth: AuthContext, uuid: string) {
  const { db } = deps.database;
  const view = await getAppointment(db, uuid);
  if (!view) throw notFound(APPOINTMENT_NOT_FOUND);
  const allowed =
    auth.role === 'administrator' ||
    (auth.role === 'collaborator' && view.collaboratorUuid === auth.uuid) ||
    (auth.role === 'psychologist' && view.psychologistUuid === auth.uuid);
  if (!allowed) throw forbidden();
  if (auth.role === 'administrator') {
    await writeAudit(db, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'appointments.read',
      targetType: 'collaborator',
      targetUuid: view.collaboratorUuid,
      details: { appointmentUuid: view.uuid, psychologistUuid: view.psychologistUuid },
    });
  }
  return view;
}

/** A page of a collaborator's own history, newest first (decision 1211). */
export function collaboratorHistory(deps: AppDeps, collaboratorUuid: string, query: TPageQuery) {
  return collaboratorHistoryPage(deps.database.db, collaboratorUuid, query);
}
