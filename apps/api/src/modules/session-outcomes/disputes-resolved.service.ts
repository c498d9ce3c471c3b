import { desc, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { appointments, collaborators, psychologists } from '../../db/schema.ts';
import { appointmentDisputes as disputes } from '../../db/tables/session-outcomes.ts';

/** How many decided disputes the page lists: the most recent ones (decision 1409). */
const RESOLVED_LIMIT = 100;

/**
 * GET /disputes/resolved (administrator): the decided disputes, most recently decided first, with
 * the outcome and the administrator's justification (decision 1409).
 */
export async function listResolvedDisputes(deps: AppDeps) {
  const rows = await deps.database.db
    .select({
      uuid: disputes.uuid,
      reason: disputes.reason,
      status: disputes.status,
      resolutionNote: disputes.resolutionNote,
      resolvedAt: disputes.resolvedAt,
      createdAt: disputes.createdAt,
      appointment: {
        uuid: appointments.uuid,
        date: appointments.date,
        startsAt: appointments.startsAt,
      },
      collaborator: { uuid: collaborators.uuid, name: collaborators.name },
      psychologist: { uuid: psychologists.uuid, name: psychologists.name },
    })
    .from(disputes)
    .innerJoin(appointments, eq(appointments.uuid, disputes.appointmentUuid))
    .innerJoin(collaborators, eq(collaborators.uuid, appointments.collaboratorUuid))
    .innerJoin(psychologists, eq(psychologists.uuid, appointments.psychologistUuid))
    .where(ne(disputes.status, 'open'))
    .orderBy(desc(disputes.resolvedAt), desc(disputes.uuid))
    .limit(RESOLVED_LIMIT);
  return rows.map((r) => ({
    ...r,
    status: r.status as 'refunded' | 'kept',
    resolvedAt: r.resolvedAt ?? r.createdAt,
  }));
}
