import { and, desc, eq, isNull, max } from 'drizzle-orm';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { collaborators } from '../../db/schema.ts';
import { measureAlerts } from '../../db/tables/measures.ts';
import { assertMayReadMeasures } from './measures-access.ts';

/*
 * The PHQ-9 item-9 alert where the psychologist looks (domain.md §18, decision 1393): written for
 * each treating psychologist with the e-mail, in the answer's transaction; shown on her dashboard
 * with the patient's name and a link to the record (never the answers or the score), until she
 * marks it 'Ciente' or opens that patient's record. Hers only: the server filters by her account.
 */

/** One alert per treating psychologist of an answer (measures-notice.ts calls it). */
export async function openMeasureAlerts(
  tx: DbOrTx,
  responseUuid: string,
  collaboratorUuid: string,
  psychologistUuids: string[],
  /** The answer's instant (the rules' clock, not the database's). */
  createdAt: Date,
) {
  if (psychologistUuids.length === 0) return;
  await tx
    .insert(measureAlerts)
    .values(
      psychologistUuids.map((psychologistUuid) => ({
        responseUuid,
        psychologistUuid,
        collaboratorUuid,
        createdAt,
      })),
    )
    .onConflictDoNothing();
}

/** GET /measures/alerts: the caller's open alerts, one per patient, the newest first. */
export async function listOpenAlerts(deps: AppDeps, auth: AuthContext) {
  const answeredAt = max(measureAlerts.createdAt);
  const rows = await deps.database.db
    .select({ uuid: collaborators.uuid, name: collaborators.name, answeredAt })
    .from(measureAlerts)
    .innerJoin(collaborators, eq(collaborators.uuid, measureAlerts.collaboratorUuid))
    .where(
      and(
        eq(measureAlerts.psychologistUuid, auth.uuid),
        isNull(measureAlerts.closedAt),
        isNull(collaborators.deletedAt),
      ),
    )
    .groupBy(collaborators.uuid, collaborators.name)
    .orderBy(desc(answeredAt));
  return rows.map((r) => ({
    collaborator: { uuid: r.uuid, name: r.name },
    answeredAt: new Date(r.answeredAt!),
  }));
}

/** Closes the caller's open alerts about one patient. */
export async function closeAlerts(
  db: DbOrTx,
  psychologistUuid: string,
  collaboratorUuid: string,
  how: 'acknowledged' | 'record_opened',
  now: Date,
) {
  await db
    .update(measureAlerts)
    .set({ closedAt: now, closedBy: how })
    .where(
      and(
        eq(measureAlerts.psychologistUuid, psychologistUuid),
        eq(measureAlerts.collaboratorUuid, collaboratorUuid),
        isNull(measureAlerts.closedAt),
      ),
    );
}

/**
 * POST /measures/collaborators/{uuid}/alerts/acknowledge ('Ciente'): a psychologist in care of the
 * patient only (403 otherwise, as reading the measures); nothing open is not an error.
 */
export async function acknowledgeAlerts(deps: AppDeps, auth: AuthContext, collaboratorUuid: string) {
  const db = deps.database.db;
  await assertMayReadMeasures(db, auth, collaboratorUuid);
  if (auth.role !== 'psychologist') return;
  await closeAlerts(db, auth.uuid, collaboratorUuid, 'acknowledged', deps.clock());
}
