import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGES } from '@acolher/contracts/errors';
import type { TSearchPageQuery } from '@acolher/contracts/pagination';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { collaborators, companies, sectors } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { keysetPage, matchesWords, type KeysetOrder } from '../../lib/pagination.ts';
import { collaboratorRecordFor, publicRecord } from '../accounts/account-view.ts';
import { writeAudit } from '../audit/audit.ts';
import { COMPANY_NOT_FOUND } from '../companies/companies.service.ts';
import { sectorInScope } from './sector-scope.ts';

/** Administrator: every sector; company: its own only. */
export async function listSectors(deps: AppDeps, auth: AuthContext) {
  const own = auth.role === 'company' ? eq(sectors.companyUuid, auth.uuid) : undefined;
  return deps.database.db
    .select({
      uuid: sectors.uuid,
      name: sectors.name,
      companyUuid: sectors.companyUuid,
      company: { uuid: companies.uuid, name: companies.name },
      createdAt: sectors.createdAt,
      collaboratorsCount: sql<number>`count(${collaborators.uuid})::int`,
    })
    .from(sectors)
    .innerJoin(companies, eq(companies.uuid, sectors.companyUuid))
    .leftJoin(
      collaborators,
      and(eq(collaborators.sectorUuid, sectors.uuid), isNull(collaborators.deletedAt)),
    )
    .where(and(isNull(sectors.deletedAt), isNull(companies.deletedAt), own))
    .groupBy(sectors.uuid, companies.uuid)
    .orderBy(asc(companies.name), asc(sectors.name));
}

const COLLABORATOR_ORDER: KeysetOrder = {
  table: collaborators,
  columns: [collaborators.createdAt, collaborators.uuid],
  direction: 'desc',
};

/**
 * The sector with its company and one page of its active collaborators, newest first (decision
 * 1211: `limit`, `cursor`, `q` on name, CPF, e-mail and phone; the next page in the Link header);
 * `collaboratorsCount` counts them all. A company sees each person as GET /collaborators/:uuid
 * shows it (registration only; no credits, radar status or terms data).
 */
export async function getSector(
  deps: AppDeps,
  auth: AuthContext,
  uuid: string,
  query: TSearchPageQuery = {},
) {
  const { db } = deps.database;
  const sector = await sectorInScope(db, auth, uuid);
  const inSector = and(eq(collaborators.sectorUuid, uuid), isNull(collaborators.deletedAt));
  const [[company], [total], { page, next }] = await Promise.all([
    db
      .select({ uuid: companies.uuid, name: companies.name })
      .from(companies)
      .where(eq(companies.uuid, sector.companyUuid)),
    db.select({ n: count() }).from(collaborators).where(inSector),
    keysetPage(
      db.select().from(collaborators).$dynamic(),
      COLLABORATOR_ORDER,
      and(
        inSector,
        matchesWords(query.q, [
          collaborators.name,
          collaborators.document,
          collaborators.email,
          collaborators.phone,
        ]),
      ),
      query,
    ),
  ]);
  const sectorView = {
    uuid: sector.uuid,
    name: sector.name,
    companyUuid: sector.companyUuid,
    company,
    createdAt: sector.createdAt,
    collaboratorsCount: total?.n ?? 0,
    collaborators: page.map((row) => collaboratorRecordFor(auth.role, row)),
  };
  return { sector: sectorView, next };
}

/** A company's sector always belongs to the company itself, whatever the payload says. */
export async function createSector(
  deps: AppDeps,
  auth: AuthContext,
  input: { name: string; companyUuid?: string },
) {
  const companyUuid = auth.role === 'company' ? auth.uuid : input.companyUuid;
  if (!companyUuid) throw badRequest(MESSAGES.required); // domain.md §21: the one required-field message
  const { db } = deps.database;
  const [company] = await db
    .select({ uuid: companies.uuid })
    .from(companies)
    .where(and(eq(companies.uuid, companyUuid), isNull(companies.deletedAt)))
    .limit(1);
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  const [row] = await db.insert(sectors).values({ name: input.name, companyUuid }).returning();
  return { ...publicRecord(row), collaboratorsCount: 0 };
}

export async function updateSector(
  deps: AppDeps,
  auth: AuthContext,
  uuid: string,
  input: { name: string },
) {
  const { db } = deps.database;
  await sectorInScope(db, auth, uuid);
  const [row] = await db.update(sectors).set(input).where(eq(sectors.uuid, uuid)).returning();
  return publicRecord(row);
}

/** Refused while the sector has active collaborators (domain.md §12). */
export async function deleteSector(deps: AppDeps, auth: AuthContext, uuid: string) {
  return deps.database.db.transaction(async (tx) => {
    const sector = await sectorInScope(tx, auth, uuid);
    await tx
      .select({ uuid: sectors.uuid })
      .from(sectors)
      .where(eq(sectors.uuid, uuid))
      .for('update');
    const [{ n }] = await tx
      .select({ n: count() })
      .from(collaborators)
      .where(and(eq(collaborators.sectorUuid, uuid), isNull(collaborators.deletedAt)));
    if (n > 0) throw conflict(MESSAGES.removeCollaboratorsFirst);
    await tx.update(sectors).set({ deletedAt: deps.clock() }).where(eq(sectors.uuid, uuid));
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'delete',
      targetType: 'sector',
      targetUuid: uuid,
      details: { companyUuid: sector.companyUuid },
    });
  });
}
