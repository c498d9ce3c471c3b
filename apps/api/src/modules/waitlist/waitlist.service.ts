import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { WAITLIST_MESSAGES, type TWaitlistJoin } from '@acolher/contracts/waitlist';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { pgCode } from '../../db/errors.ts';
import { psychologists } from '../../db/schema.ts';
import { waitlistEntries, waitlistOffers } from '../../db/tables/waitlist.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { offerFreedSlot, settleWaitlistOffers } from './offers.ts';

/** POST /psychologists/{uuid}/waitlist (collaborator, domain.md §26): a place at the end of the line. */
export async function joinWaitlist(
  deps: AppDeps,
  auth: AuthContext,
  psychologistUuid: string,
  input: TWaitlistJoin,
) {
  if (auth.role !== 'collaborator') throw forbidden();
  const { db } = deps.database;
  const [psychologist] = await db
    .select({ uuid: psychologists.uuid })
    .from(psychologists)
    .where(
      and(
        eq(psychologists.uuid, psychologistUuid),
        eq(psychologists.complianceStatus, 'approved'),
        isNull(psychologists.deletedAt),
      ),
    );
  if (!psychologist) throw notFound('Psicólogo não encontrado');
  const [row] = await db
    .insert(waitlistEntries)
    .values({
      collaboratorUuid: auth.uuid,
      psychologistUuid,
      weekdays: input.weekdays,
      periods: input.periods,
      createdAt: deps.clock(),
    })
    .returning({ uuid: waitlistEntries.uuid })
    .catch((error: unknown) => {
      if (pgCode(error) === '23505') throw conflict(WAITLIST_MESSAGES.alreadyWaiting);
      throw error;
    });
  const [entry] = await myEntries(deps, auth.uuid, row.uuid);
  return entry;
}

/** GET /account/waitlist: the collaborator's places in line, each with its position and held slot. */
export async function listMyWaitlist(deps: AppDeps, auth: AuthContext) {
  if (auth.role !== 'collaborator') throw forbidden();
  // Lazily, as the every-minute job does: holds whose 15 minutes are over pass on first.
  await settleWaitlistOffers(deps);
  return myEntries(deps, auth.uuid);
}

async function myEntries(deps: AppDeps, collaboratorUuid: string, onlyUuid?: string) {
  const { db } = deps.database;
  const ahead = db
    .select({ n: count() })
    .from(sql`${waitlistEntries} as other`)
    .where(
      sql`other.psychologist_uuid = ${waitlistEntries.psychologistUuid} and other.left_at is null
          and other.seq < ${waitlistEntries.seq}`,
    );
  const rows = await db
    .select({
      uuid: waitlistEntries.uuid,
      psychologist: {
        uuid: psychologists.uuid,
        name: psychologists.name,
        avatarUrl: psychologists.avatarUrl,
      },
      weekdays: waitlistEntries.weekdays,
      periods: waitlistEntries.periods,
      ahead: sql<number>`(${ahead})::int`,
      createdAt: waitlistEntries.createdAt,
      offerStartsAt: waitlistOffers.startsAt,
      offerExpiresAt: waitlistOffers.expiresAt,
    })
    .from(waitlistEntries)
    .innerJoin(psychologists, eq(psychologists.uuid, waitlistEntries.psychologistUuid))
    .leftJoin(
      waitlistOffers,
      and(eq(waitlistOffers.entryUuid, waitlistEntries.uuid), eq(waitlistOffers.status, 'offered')),
    )
    .where(
      and(
        eq(waitlistEntries.collaboratorUuid, collaboratorUuid),
        isNull(waitlistEntries.leftAt),
        onlyUuid ? eq(waitlistEntries.uuid, onlyUuid) : undefined,
      ),
    )
    .orderBy(asc(waitlistEntries.seq));
  return rows.map(({ ahead: n, offerStartsAt, offerExpiresAt, ...entry }) => ({
    ...entry,
    position: Number(n) + 1,
    offer:
      offerStartsAt && offerExpiresAt ? { startsAt: offerStartsAt, expiresAt: offerExpiresAt } : null,
  }));
}

/**
 * DELETE /account/waitlist/{uuid}: the collaborator leaves that line; a slot it held passes at
 * once to the next in line (domain.md §26).
 */
export async function leaveWaitlist(deps: AppDeps, auth: AuthContext, uuid: string) {
  if (auth.role !== 'collaborator') throw forbidden();
  const now = deps.clock();
  const held = await deps.database.db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ collaboratorUuid: waitlistEntries.collaboratorUuid })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.uuid, uuid), isNull(waitlistEntries.leftAt)))
      .for('update');
    if (!entry) throw notFound(WAITLIST_MESSAGES.entryNotFound);
    if (entry.collaboratorUuid !== auth.uuid) throw forbidden();
    await tx.update(waitlistEntries).set({ leftAt: now }).where(eq(waitlistEntries.uuid, uuid));
    return tx
      .update(waitlistOffers)
      .set({ status: 'expired', closedAt: now })
      .where(and(eq(waitlistOffers.entryUuid, uuid), eq(waitlistOffers.status, 'offered')))
      .returning({ openingHourUuid: waitlistOffers.openingHourUuid, date: waitlistOffers.date });
  });
  for (const slot of held) await offerFreedSlot(deps, slot);
}

/** GET /psychologists/waitlist/count (psychologist): how many wait in its line, never who. */
export async function countMyWaitlist(deps: AppDeps, auth: AuthContext) {
  if (auth.role !== 'psychologist') throw forbidden();
  const [row] = await deps.database.db
    .select({ count: count() })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.psychologistUuid, auth.uuid), isNull(waitlistEntries.leftAt)));
  return { count: Number(row.count) };
}
