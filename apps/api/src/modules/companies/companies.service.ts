import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TCompanyCreate, TCompanyForm, TCompanyUpdate } from '@acolher/contracts/companies';
import type { TSearchPageQuery } from '@acolher/contracts/pagination';
import { MESSAGES } from '@acolher/contracts/errors';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { collaborators, companies, sectors } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import {
  afterCursor,
  decodeCursor,
  encodeCursor,
  matchesWords,
  orderOf,
  pageLimit,
  type KeysetOrder,
} from '../../lib/pagination.ts';
import { publicColumns, publicRecord } from '../accounts/account-view.ts';
import {
  afterEmailChangedByOther,
  assertMayChangeEmail,
} from '../accounts/email-change-by-other.ts';
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
const COUNT = sql`"companies"."collaborators_count"`;

/**
 * One company of the list as JSON (decision 1236): the keys and values the reply serializer wrote
 * for `publicRecord` of the row plus `collaboratorsCount`, in that order; instants by `zoned_iso`
 * (migration 0017) in the business zone. `row_to_json` of a named row is as compact as
 * JSON.stringify. Built from publicColumns, so a column added to the table is listed here too.
 */
function companyJson(zone: SQL) {
  const fields = Object.entries(publicColumns(companies)).map(
    ([key, column]: [string, PgColumn]) =>
      column.dataType === 'date'
        ? sql`zoned_iso(${column}, ${zone}) as ${sql.identifier(key)}`
        : sql`${column} as ${sql.identifier(key)}`,
  );
  return sql`(select row_to_json(v) from (select ${sql.join(fields, sql`, `)},
    ${COUNT} as "collaboratorsCount") v)`;
}

/**
 * `take` (limit + 1) rows of the list where `where` holds, numbered in the list's order, then
 * aggregated in that order: the first `limit` as one JSON array, how many were read, and the uuid
 * of the page's last row for the next cursor.
 */
function pageQuery(
  db: Db,
  where: SQL | undefined,
  zone: SQL,
  limit: SQL,
  take: number | ReturnType<typeof sql.placeholder>,
) {
  const ordered = sql.join(orderOf(COMPANY_ORDER), sql`, `);
  const page = db
    .select({
      item: sql`${companyJson(zone)}`.as('item'),
      key: sql<string>`${companies.uuid}::text`.as('key'),
      n: sql<number>`row_number() over (order by ${ordered})`.as('n'),
    })
    .from(companies)
    .where(where)
    .orderBy(...orderOf(COMPANY_ORDER))
    .limit(take)
    .as('page');
  return db
    .select({
      json: sql<string>`'[' || coalesce(string_agg(${page.item}::text, ',' order by ${page.n}) filter (where ${page.n} <= ${limit}), '') || ']'`,
      read: sql<number>`count(*)::int`,
      last: sql<string | null>`min(${page.key}) filter (where ${page.n} = ${limit})`,
    })
    .from(page);
}

/**
 * The list's unsearched pages as named prepared statements (decision 1015): the administrator's
 * list page reads them on every visit, and PostgreSQL spent more time planning this 200-row read
 * than running it (decision 1211).
 */
function preparePage(db: Db, paged: boolean) {
  const after = sql`(${companies.createdAt}, ${companies.uuid}) < (select ${companies.createdAt}, ${companies.uuid} from ${companies} where ${companies.uuid} = ${sql.placeholder('after')})`;
  const where = paged ? and(isNull(companies.deletedAt), after) : isNull(companies.deletedAt);
  const zone = sql`${sql.placeholder('zone')}`;
  const limit = sql`${sql.placeholder('limit')}`;
  return pageQuery(db, where, zone, limit, sql.placeholder('take')).prepare(
    paged ? 'companies_page_json_after' : 'companies_page_json',
  );
}
const preparedPages = onePerDatabase((db) => ({
  first: preparePage(db, false),
  after: preparePage(db, true),
}));

/**
 * The administrator's companies, newest first, one page (decision 1211) as JSON text built by the
 * database (decision 1236), sent as it is; `q` matches name, legal name, CNPJ and e-mail (a
 * statement of its own, not prepared). The collaborator count is the company row's own (decision
 * 1213).
 */
export async function listCompanies(
  deps: AppDeps,
  query: TSearchPageQuery = {},
): Promise<{ json: string; next: string | null }> {
  const { db } = deps.database;
  const zone = deps.env.APP_TIME_ZONE;
  const limit = pageLimit(query.limit);
  let rows;
  if (query.q) {
    const where = and(
      isNull(companies.deletedAt),
      matchesWords(query.q, [
        companies.name,
        companies.legalName,
        companies.document,
        companies.email,
      ]),
      afterCursor(COMPANY_ORDER, query.cursor),
    );
    rows = await pageQuery(db, where, sql`${zone}`, sql`${limit}`, limit + 1);
  } else {
    const prepared = preparedPages(db);
    const params = { zone, limit, take: limit + 1 };
    rows = query.cursor
      ? await prepared.after.execute({ ...params, after: decodeCursor(query.cursor) })
      : await prepared.first.execute(params);
  }
  const [row] = rows;
  const next = row && Number(row.read) > limit && row.last ? encodeCursor(row.last) : null;
  return { json: row?.json ?? '[]', next };
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
    const [row] = await tx.update(companies).set(input).where(active(uuid)).returning();
    if (emailChanges) await afterEmailChangedByOther(deps, tx, auth, 'company', before, row.email);
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
