import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TReviewCreate } from '@acolher/contracts/reviews';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { appointments, collaborators, psychologists, reviews } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/audit.ts';

const COLLABORATOR_NOT_FOUND = 'Colaborador não encontrado';

const reviewView = {
  uuid: reviews.uuid,
  review: reviews.review,
  createdAt: reviews.createdAt,
  psychologist: { uuid: psychologists.uuid, name: psychologists.name },
};

/** Appointments that make a care relationship (domain.md §3 amended); a cancelled one does not. */
export const CARE_STATUSES = ['pending', 'confirmed', 'no_show_collaborator'];

/** Whether the pair has an appointment in one of `statuses` (by default a care relationship). */
export async function hasAppointmentWith(
  db: DbOrTx,
  pair: { psychologistUuid: string; collaboratorUuid: string },
  statuses: string[] = CARE_STATUSES,
) {
  const [link] = await db
    .select({ uuid: appointments.uuid })
    .from(appointments)
    .where(
      and(
        eq(appointments.collaboratorUuid, pair.collaboratorUuid),
        eq(appointments.psychologistUuid, pair.psychologistUuid),
        inArray(appointments.status, statuses),
      ),
    )
    .limit(1);
  return link !== undefined;
}

/**
 * Reviews are clinical notes (domain.md §3): only a psychologist with an appointment `pending`,
 * `confirmed` or `no_show_collaborator` with the collaborator reads or writes them; a booking that
 * was cancelled (by anyone) gives 403. Returns the collaborator's name.
 */
export async function assertCareRelationship(db: DbOrTx, auth: AuthContext, collaboratorUuid: string) {
  const [collaborator] = await db
    .select({ name: collaborators.name })
    .from(collaborators)
    .where(eq(collaborators.uuid, collaboratorUuid))
    .limit(1);
  if (!collaborator) throw notFound(COLLABORATOR_NOT_FOUND);
  const pair = { psychologistUuid: auth.uuid, collaboratorUuid };
  if (!(await hasAppointmentWith(db, pair))) throw forbidden();
  return collaborator;
}

export async function createReview(deps: AppDeps, auth: AuthContext, input: TReviewCreate) {
  if (auth.uuid !== input.psychologistUuid) throw forbidden();
  return deps.database.db.transaction(async (tx) => {
    await assertCareRelationship(tx, auth, input.collaboratorUuid);
    const [row] = await tx
      .insert(reviews)
      .values({
        review: input.review,
        psychologistUuid: auth.uuid,
        collaboratorUuid: input.collaboratorUuid,
        createdAt: deps.clock(),
      })
      .returning({ uuid: reviews.uuid });
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'review.create',
      targetType: 'collaborator',
      targetUuid: input.collaboratorUuid,
      details: { reviewUuid: row.uuid },
    });
    const [created] = await tx
      .select(reviewView)
      .from(reviews)
      .innerJoin(psychologists, eq(psychologists.uuid, reviews.psychologistUuid))
      .where(eq(reviews.uuid, row.uuid));
    return created;
  });
}

/**
 * The caller's own notes about the collaborator, newest first: a psychologist never reads another's
 * (a collaborator who changes psychologist starts afresh, decision 1383).
 */
export async function listReviews(deps: AppDeps, auth: AuthContext, collaboratorUuid: string) {
  return deps.database.db.transaction(async (tx) => {
    const collaborator = await assertCareRelationship(tx, auth, collaboratorUuid);
    const list = await tx
      .select(reviewView)
      .from(reviews)
      .innerJoin(psychologists, eq(psychologists.uuid, reviews.psychologistUuid))
      .where(
        and(eq(reviews.collaboratorUuid, collaboratorUuid), eq(reviews.psychologistUuid, auth.uuid)),
      )
      .orderBy(desc(reviews.createdAt));
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'review.read',
      targetType: 'collaborator',
      targetUuid: collaboratorUuid,
      details: { count: list.length },
    });
    return { collaborator: { uuid: collaboratorUuid, name: collaborator.name }, reviews: list };
  });
}
