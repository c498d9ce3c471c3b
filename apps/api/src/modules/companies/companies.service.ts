import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { TCompanyCreate, TCompanyForm, TCompanyUpdate } from '@acolher/contracts/companies';
import type { TSearchPageQuery } from '@acolher/contracts/pagination';
import { MESSAGES } from '@acolher/contracts/errors';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { collaborators, companies, sectors } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import {
  decodeCursor,
  keysetPage,
  matchesWords,
  orderOf,
  pageLimit,
  pageOf,
  type KeysetOrder,
} from '../../lib/pagination.ts';
import { publicColumns, publicRecord } from '../accounts/account-view.ts';
import {
  afterEmailChangedByOther,
  assertMayChangeEmail,
} from '../accounts/email-change-by-other.ts';
import { deferAdministratorChanges } from '../accounts/pending-contact-changes.ts';
import { writeAudit } from '../audit/audit.ts';
import { sendInvitation } from '../auth/password-reset.service.ts';
import { onePerDatabase } from '../../db/prepared.ts';

export const COMPANY_NOT_FOUND = 'Empresa não encontrada';

const active = (uuid: string) => and(eq(companies.uuid, uuid), isNull(companies.deletedAt));

const COMPANY_ORDER: KeysetOrder = {
  table: companies,
  columns: [companies.createdAt, companies.uuid],
  direction: 'desc',
};

// Kept by triggers on collaborators (migration 0016, decision 1213); not in the drizzle schema, so
// no other view of a company carries it.
const LISTED = {
  ...publicColumns(companies),
  collaboratorsCount: sql<number>`"companies"."collaborators_count"`,
};

/**
 * The list's unsearched pages as named prepared statements (decision 1015): the administrator's
 * list page reads them on every visit, and PostgreSQL spent more time planning this 200-row read
 * than running it (decision 1211).
 */
function preparePage(db: Db, paged: boolean) {
  const after = sql`(${companies.createdAt}, ${companies.uuid}) < (select ${companies.createdAt}, ${companies.uuid} from ${companies} where ${companies.uuid} = ${sql.placeholder('after')})`;
  return db
    .select(LISTED)
    .from(companies)
    .where(paged ? and(isNull(companies.deletedAt), after) : isNull(companies.deletedAt))
    .orderBy(...orderOf(COMPANY_ORDER))
    .limit(sql.placeholder('limit'))
    .prepare(paged ? 'companies_page_after' : 'companies_page');
}
const preparedPages = onePerDatabase((db) => ({
  first: preparePage(db, false),
  after: preparePage(db, true),
}));

/**
 * The administrator's companies, newest first, one page (decision 1211); `q` matches name,
 * legal name, CNPJ and e-mail. The collaborator count is the company row's own (decision 1213).
 * Only the columns the answer shows are read (publicColumns: what publicRecord kept).
 */
export async function listCompanies(deps: AppDeps, query: TSearchPageQuery = {}) {
  const { db } = deps.database;
  if (query.q) {
    const { page: list, next } = await keysetPage(
      db.select(LISTED).from(companies).$dynamic(),
      COMPANY_ORDER,
      and(
        isNull(companies.deletedAt),
        matchesWords(query.q, [
          companies.name,
          companies.legalName,
          companies.document,
          companies.email,
        ]),
      ),
      query,
    );
    return { list, next };
  }
  const limit = pageLimit(query.limit);
  const prepared = preparedPages(db);
  const rows = query.cursor
    ? await prepared.after.execute({ after: decodeCursor(query.cursor), limit: limit + 1 })
    : await prepared.first.execute({ limit: limit + 1 });
  const { page: list, next } = pageOf(rows, limit, (r) => r.uuid);
  return { list, next };
}

/** Active sectors of a company with their active collaborator counts. */
async function listCompanySectors(db: DbOrTx, companyUuid: string) {
  const rows = await db
    .select({
      uuid: sectors.uuid,
      name: sectors.name,
      companyUuid: sectors.companyUuid,
      createdAt: sectors.createdAt,
      collaboratorsCount: sql<number>`count(${collaborators.uuid})::int`,
    })
    .from(sectors)
    .leftJoin(
      collaborators,
      and(eq(collaborators.sectorUuid, sectors.uuid), isNull(collaborators.deletedAt)),
    )
    .where(and(eq(sectors.companyUuid, companyUuid), isNull(sectors.deletedAt)))
    .groupBy(sectors.uuid)
    .orderBy(asc(sectors.name), asc(sectors.createdAt));
  return rows;
}

/** An administrator reads any company; a company only itself (403 for another's). */
export async function getCompany(deps: AppDeps, auth: AuthContext, uuid: string) {
  const { db } = deps.database;
  if (auth.role === 'company' && auth.uuid !== uuid) throw forbidden();
  const [row] = await db.select().from(companies).where(active(uuid)).limit(1);
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  const sectorRows = await listCompanySectors(db, uuid);
  const collaboratorsCount = sectorRows.reduce((sum, s) => sum + s.collaboratorsCount, 0);
  return { ...publicRecord(row), collaboratorsCount, sectors: sectorRows };
}

export async function createCompany(deps: AppDeps, input: TCompanyCreate) {
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx.insert(companies).values(input).returning();
    await sendInvitation(deps, tx, { role: 'company', ...row });
    return { ...publicRecord(row), collaboratorsCount: 0 };
  });
}

/** PUT (every field) or PATCH (the questionnaire); the e-mail as domain.md §14 says. */
export async function updateCompany(
  deps: AppDeps,
  auth: AuthContext,
  uuid: string,
  input: TCompanyUpdate | TCompanyForm,
) {
  return deps.database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(companies).where(active(uuid)).for('update').limit(1);
    if (!before) throw notFound(COMPANY_NOT_FOUND);
    const emailChanges = 'email' in input && assertMayChangeEmail(auth, before, input.email);
    // An administrator's change of the e-mail waits 72 h (domain.md §26, decision 1301).
    const deferred =
      'email' in input
        ? await deferAdministratorChanges(deps, tx, auth, 'company', before, input)
        : { values: input, emailDeferred: false };
    const [row] = await tx.update(companies).set(deferred.values).where(active(uuid)).returning();
    if (emailChanges && !deferred.emailDeferred)
      await afterEmailChangedByOther(deps, tx, auth, 'company', before, row.email);
    return publicRecord(row);
  });
}

/** Refused while the company has active collaborators; its (empty) sectors go with it. */
export async function deleteCompany(deps: AppDeps, auth: AuthContext, uuid: string) {
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ uuid: companies.uuid })
      .from(companies)
      .where(active(uuid))
      .for('update')
      .limit(1);
    if (!row) throw notFound(COMPANY_NOT_FOUND);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(collaborators)
      .where(and(eq(collaborators.companyUuid, uuid), isNull(collaborators.deletedAt)));
    if (n > 0) throw conflict(MESSAGES.removeCollaboratorsFirst);
    const now = deps.clock();
    await tx
      .update(sectors)
      .set({ deletedAt: now })
      .where(and(eq(sectors.companyUuid, uuid), isNull(sectors.deletedAt)));
    await tx.update(companies).set({ deletedAt: now }).where(eq(companies.uuid, uuid));
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'delete',
      targetType: 'company',
      targetUuid: uuid,
    });
  });
}
