import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { collaborators, companies } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/audit.ts';
import { collaboratorInScope } from '../collaborators/collaborator-scope.ts';
import { COMPANY_NOT_FOUND } from '../companies/companies.service.ts';
import { sectorInScope } from '../sectors/sector-scope.ts';
import { changeCreditsOfMany } from './ledger.ts';

export type GrantTarget =
  | { kind: 'collaborator'; uuid: string }
  | { kind: 'sector'; uuid: string }
  | { kind: 'company'; uuid: string };

/** The target itself must exist (404 otherwise): one read, whatever its size. */
async function checkTarget(tx: Tx, auth: AuthContext, target: GrantTarget) {
  if (target.kind === 'collaborator') await collaboratorInScope(tx, auth, target.uuid);
  else if (target.kind === 'sector') await sectorInScope(tx, auth, target.uuid);
  else {
    const [company] = await tx
      .select({ uuid: companies.uuid })
      .from(companies)
      .where(and(eq(companies.uuid, target.uuid), isNull(companies.deletedAt)))
      .limit(1);
    if (!company) throw notFound(COMPANY_NOT_FOUND);
  }
}

const TARGET_COLUMN = {
  collaborator: collaborators.uuid,
  sector: collaborators.sectorUuid,
  company: collaborators.companyUuid,
} as const;

/** The active collaborators a grant reaches, locked in uuid order (decision 0304). */
const recipients = (target: GrantTarget) =>
  sql`select ${collaborators.uuid} from ${collaborators}
    where ${TARGET_COLUMN[target.kind]} = ${target.uuid} and ${collaborators.deletedAt} is null
    order by ${collaborators.uuid} for update`;

/**
 * Grants `credits` to one collaborator or to every active collaborator of a sector or a company,
 * all or nothing in one transaction and in a constant number of statements (decision 0304): the
 * target's check, ONE statement for every balance and its ledger row (sharing the grant's id as
 * refUuid), and one audit row naming everyone who received them.
 */
export async function grantCredits(
  deps: AppDeps,
  auth: AuthContext,
  target: GrantTarget,
  credits: number,
) {
  return deps.database.db.transaction(async (tx) => {
    await checkTarget(tx, auth, target);
    const grantUuid = randomUUID();
    const changed = await changeCreditsOfMany(tx, recipients(target), {
      delta: credits,
      reason: 'grant',
      refUuid: grantUuid,
      actorRole: auth.role,
      actorUuid: auth.uuid,
      note: `grant to ${target.kind} ${target.uuid}`,
    });
    const uuids = changed.map((c) => c.uuid);
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
