import { and, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { AuthContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { appointments, collaborators, psychologists } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { CARE_STATUSES, hasAppointmentWith } from '../reviews/reviews.service.ts';

export const COLLABORATOR_NOT_FOUND = 'Colaborador não encontrado';

/** A session booked in this window (or ahead) makes the questionnaires available (decision 1167). */
const BOOKED_LOOKBACK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the collaborator has a booked session: an appointment `pending`, `confirmed` or
 * `no_show_collaborator` (a care relationship, domain.md §3) that starts from 30 days ago on.
 * Cancelled bookings never count.
 */
export async function hasBookedSession(db: DbOrTx, collaboratorUuid: string, now: Date) {
  const [row] = await db
    .select({ uuid: appointments.uuid })
    .from(appointments)
    .where(
      and(
        eq(appointments.collaboratorUuid, collaboratorUuid),
        inArray(appointments.status, CARE_STATUSES),
        gte(appointments.startsAt, new Date(now.getTime() - BOOKED_LOOKBACK_DAYS * DAY_MS)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The psychologists with a care relationship with the collaborator (domain.md §3). */
export async function treatingPsychologists(db: DbOrTx, collaboratorUuid: string) {
  const rows = await db
    .selectDistinct({ uuid: psychologists.uuid })
    .from(appointments)
    .innerJoin(psychologists, eq(psychologists.uuid, appointments.psychologistUuid))
    .where(
      and(
        eq(appointments.collaboratorUuid, collaboratorUuid),
        inArray(appointments.status, CARE_STATUSES),
        isNull(psychologists.deletedAt),
      ),
    );
  return rows.map((r) => r.uuid);
}

/**
 * Who reads a collaborator's measures (domain.md §18): the collaborator itself, or a
 * psychologist with a care relationship. Companies and administrators never (403, even before
 * the collaborator is looked up, so they learn nothing about who exists).
 */
export async function assertMayReadMeasures(
  db: DbOrTx,
  auth: AuthContext,
  collaboratorUuid: string,
) {
  if (auth.role === 'collaborator') {
    if (auth.uuid !== collaboratorUuid) throw forbidden();
  } else if (auth.role !== 'psychologist') {
    throw forbidden();
  }
  const [collaborator] = await db
    .select({ uuid: collaborators.uuid })
    .from(collaborators)
    .where(and(eq(collaborators.uuid, collaboratorUuid), isNull(collaborators.deletedAt)))
    .limit(1);
  if (!collaborator) throw notFound(COLLABORATOR_NOT_FOUND);
  if (auth.role !== 'psychologist') return;
  const pair = { psychologistUuid: auth.uuid, collaboratorUuid };
  if (!(await hasAppointmentWith(db, pair))) throw forbidden();
}
