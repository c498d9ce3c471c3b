import { and, desc, eq } from 'drizzle-orm';
import { isUuid } from '@acolher/contracts/fields';
import { REFERRAL_MESSAGES, type TReferralCreate } from '@acolher/contracts/referrals';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { psychologists } from '../../db/schema.ts';
import { referrals } from '../../db/tables/referrals.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/audit.ts';
import { assertCareRelationship } from '../reviews/reviews.service.ts';

const view = {
  uuid: referrals.uuid,
  kind: referrals.kind,
  text: referrals.text,
  createdAt: referrals.createdAt,
};

/**
 * The psychologist's referrals of one patient, newest first (decision 1376): only the
 * psychologist that wrote them, with a care relationship (domain.md §3); audited like the record.
 */
export async function listReferrals(deps: AppDeps, auth: AuthContext, collaboratorUuid: string) {
  return deps.database.db.transaction(async (tx) => {
    await assertCareRelationship(tx, auth, collaboratorUuid);
    const rows = await tx
      .select(view)
      .from(referrals)
      .where(
        and(
          eq(referrals.psychologistUuid, auth.uuid),
          eq(referrals.collaboratorUuid, collaboratorUuid),
        ),
      )
      .orderBy(desc(referrals.createdAt));
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'referral.read',
      targetType: 'collaborator',
      targetUuid: collaboratorUuid,
      details: { referrals: rows.length },
    });
    return rows;
  });
}

/** POST /clinical-records/{uuid}/referrals: a new referral in the psychologist's record, audited. */
export async function createReferral(
  deps: AppDeps,
  auth: AuthContext,
  collaboratorUuid: string,
  input: TReferralCreate,
) {
  return deps.database.db.transaction(async (tx) => {
    await assertCareRelationship(tx, auth, collaboratorUuid);
    const [row] = await tx
      .insert(referrals)
      .values({
        psychologistUuid: auth.uuid,
        collaboratorUuid,
        kind: input.kind,
        text: input.text,
        createdAt: deps.clock(),
      })
      .returning(view);
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'referral.create',
      targetType: 'collaborator',
      targetUuid: collaboratorUuid,
      details: { referralUuid: row.uuid, kind: row.kind },
    });
    return row;
  });
}

/**
 * The letter of one referral, for printing (decision 1376): only its psychologist (anyone else
 * 403; 404 'Encaminhamento não encontrado'); audited.
 */
export async function referralLetter(deps: AppDeps, auth: AuthContext, uuid: string) {
  if (!isUuid(uuid)) throw notFound(REFERRAL_MESSAGES.notFound);
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        ...view,
        psychologistUuid: referrals.psychologistUuid,
        collaboratorUuid: referrals.collaboratorUuid,
      })
      .from(referrals)
      .where(eq(referrals.uuid, uuid));
    if (!row) throw notFound(REFERRAL_MESSAGES.notFound);
    if (row.psychologistUuid !== auth.uuid) throw forbidden();
    const collaborator = await assertCareRelationship(tx, auth, row.collaboratorUuid);
    const [psychologist] = await tx
      .select({ name: psychologists.name, crp: psychologists.crp })
      .from(psychologists)
      .where(eq(psychologists.uuid, auth.uuid));
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'referral.export',
      targetType: 'collaborator',
      targetUuid: row.collaboratorUuid,
      details: { referralUuid: row.uuid },
    });
    return {
      kind: row.kind,
      text: row.text,
      createdAt: row.createdAt,
      collaboratorName: collaborator.name,
      psychologist,
    };
  });
}
export type ReferralLetter = Awaited<ReturnType<typeof referralLetter>>;
