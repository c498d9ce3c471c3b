import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TSeriesFrequency } from '@acolher/contracts/appointment-series';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { appointments, collaborators, psychologists } from '../../db/schema.ts';
import { sessionNotes } from '../../db/tables/session-notes.ts';
import { writeAudit } from '../audit/audit.ts';
import { closeAlerts } from '../measures/measure-alerts.ts';
import { CARE_STATUSES, assertCareRelationship } from '../reviews/reviews.service.ts';
import { noteLocksAt, notesOf } from './notes.service.ts';

const instantOrNull = (v: string | Date | null) => (v === null ? null : new Date(v));

/**
 * The psychologist's patients: every collaborator with whom it has a care relationship
 * (domain.md §3), with how many sessions carry a note. Names only: the list is the way in.
 * 'Última sessão' is the last one that has already started, never a booked one ahead; the next
 * booked one is `nextSessionAt` (domain.md §18).
 */
export async function listPatients(deps: AppDeps, auth: AuthContext) {
  const db = deps.database.db;
  const now = deps.clock().toISOString();
  const rows = await db
    .select({
      uuid: collaborators.uuid,
      name: collaborators.name,
      lastSessionAt: sql<Date | null>`max(${appointments.startsAt})
        filter (where ${appointments.startsAt} <= ${now}::timestamptz)`.mapWith(instantOrNull),
      nextSessionAt: sql<Date | null>`min(${appointments.startsAt})
        filter (where ${appointments.startsAt} > ${now}::timestamptz)`.mapWith(instantOrNull),
      notesCount: sql<number>`count(distinct ${sessionNotes.appointmentUuid})`.mapWith(Number),
    })
    .from(appointments)
    .innerJoin(collaborators, eq(collaborators.uuid, appointments.collaboratorUuid))
    .leftJoin(
      sessionNotes,
      and(
        eq(sessionNotes.appointmentUuid, appointments.uuid),
        eq(sessionNotes.psychologistUuid, auth.uuid),
      ),
    )
    .where(
      and(
        eq(appointments.psychologistUuid, auth.uuid),
        inArray(appointments.status, CARE_STATUSES),
      ),
    )
    .groupBy(collaborators.uuid, collaborators.name)
    .orderBy(asc(collaborators.name));
  return rows;
}

/**
 * One collaborator's record as its psychologist keeps it (domain.md §18): the psychologist's own
 * notes with their addenda, sessions in date order; only with a care relationship (§3), audited.
 */
export async function clinicalRecord(
  deps: AppDeps,
  auth: AuthContext,
  collaboratorUuid: string,
  action: 'clinical_record.read' | 'clinical_record.export',
) {
  return deps.database.db.transaction(async (tx) => {
    const collaborator = await assertCareRelationship(tx, auth, collaboratorUuid);
    const [psychologist] = await tx
      .select({ name: psychologists.name, crp: psychologists.crp })
      .from(psychologists)
      .where(eq(psychologists.uuid, auth.uuid));
    const { notes, addenda } = await notesOf(tx, auth.uuid, collaboratorUuid);
    const now = deps.clock().getTime();
    const entries = notes
      .map((n) => ({
        appointmentUuid: n.appointmentUuid,
        startsAt: n.startsAt,
        status: n.status,
        note: n.note,
        updatedAt: n.updatedAt,
        locked: now >= noteLocksAt(n.endsAt).getTime(),
        // 'Semanal' / 'Quinzenal' on an occurrence of a weekly series (domain.md §24).
        series:
          n.seriesUuid && n.seriesFrequency
            ? { uuid: n.seriesUuid, frequency: n.seriesFrequency as TSeriesFrequency }
            : null,
        addenda: addenda
          .filter((a) => a.appointmentUuid === n.appointmentUuid)
          .map(({ uuid, text, createdAt }) => ({ uuid, text, createdAt })),
      }))
      .filter((e) => e.note.trim() !== '' || e.addenda.length > 0);
    // Opening the record closes her PHQ-9 alerts about this patient (decision 1393).
    if (action === 'clinical_record.read') {
      await closeAlerts(tx, auth.uuid, collaboratorUuid, 'record_opened', deps.clock());
    }
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action,
      targetType: 'collaborator',
      targetUuid: collaboratorUuid,
      details: { entries: entries.length },
    });
    return {
      psychologist,
      collaborator: { uuid: collaboratorUuid, name: collaborator.name },
      entries,
    };
  });
}
export type ClinicalRecord = Awaited<ReturnType<typeof clinicalRecord>>;
