import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { collaborators, companies } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/audit.ts';
import { collaboratorInScope } from '../collaborators/collaborator-scope.ts';
import { COMPANY_NOT_FOUND } from '../companies/companies.service.ts';
import { sectorInScope } from '../sectors/sector-scope.ts';
import { changeCredits } from './ledger.ts';

export type GrantTarget =
  | { kind: 'collaborator'; uuid: string }
  | { kind: 'sector'; uuid: string }
  | { kind: 'company'; uuid: string };

/** The active collaborators a grant reaches (404 when the target itself doesn't exist). */
async function recipients(tx: Tx, auth: AuthContext, target: GrantTarget): Promise<string[]> {
  if (target.kind === 'collaborator') {
    return [(await collaboratorInScope(tx, auth, target.uuid)).uuid];
  }
  if (target.kind === 'sector') await sectorInScope(tx, auth, target.uuid);
  else {
    const [company] = await tx
      .select({ uuid: companies.uuid })
      .from(companies)
      .where(and(eq(companies.uuid, target.uuid), isNull(companies.deletedAt)))
      .limit(1);
    if (!company) throw notFound(COMPANY_NOT_FOUND);
  }
  const column = target.kind === 'sector' ? collaborators.sectorUuid : collaborators.companyUuid;
  const rows = await tx
    .select({ uuid: collaborators.uuid })
    .from(collaborators)
    .where(and(eq(column, target.uuid), isNull(collaborators.deletedAt)))
    .orderBy(asc(collaborators.uuid))
    .for('update');
  return rows.map((r) => r.uuid);
}

/**
 * Grants `credits` to one collaborator or to every active collaborator of a sector or a company,
 * all or nothing in one transaction: one ledger row per collaborator (sharing the grant's id as
 * refUuid) and one audit row naming everyone who received them.
 */
export async function grantCredits(
  deps: AppDeps,
  auth: AuthContext,
  target: GrantTarget,
  credits: number,
) {
  return deps.database.db.transaction(async (tx) => {
    const uuids = await recipients(tx, auth, target);
    const grantUuid = randomUUID();
    for (const collaboratorUuid of uuids) {
      await changeCredits(tx, {
        collaboratorUuid,
        delta: credits,
        reason: 'grant',
        refUuid: grantUuid,
        actorRole: auth.role,
        actorUuid: auth.uuid,
        note: `grant to ${target.kind} ${target.uuid}`,
      });
    }
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'grant_credits',
      targetType: target.kind,
      targetUuid: target.uuid,
      details: { grantUuid, credits, collaboratorsCount: uuids.length, collaboratorUuids: uuids },
    });
    return { credits, collaboratorsCount: uuids.length };
  });
}
