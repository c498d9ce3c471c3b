import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  acceptedImportRow,
  checkImportText,
  foldText,
  IMPORT_COLUMNS,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  ImportFileError,
  refuseImportRow,
  type CheckedImportRow,
  type TImportColumn,
} from '@acolher/contracts/collaborator-import';
import type {
  TCollaboratorImportResult,
  TImportRowResult,
} from '@acolher/contracts/answers/collaborator-import';
import { decodeCsvBytes } from '@acolher/contracts/csv';
import { MESSAGES } from '@acolher/contracts/errors';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { companies, sectors } from '../../db/schema.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/audit.ts';
import { sendInvitations } from '../auth/password-reset.service.ts';
import { COMPANY_NOT_FOUND } from '../companies/companies.service.ts';

/** Imports of one company wait for each other: each sees the rows the one before created. */
const IMPORT_LOCK = 7_207_001;

export interface ImportInput {
  bytes: Buffer;
  dryRun: boolean;
  companyUuid?: string;
}

/** A company imports into itself (naming another is 403); an administrator must name one. */
function importCompanyOf(auth: AuthContext, named: string | undefined): string {
  if (auth.role === 'company') {
    if (named && named !== auth.uuid) throw forbidden();
    return auth.uuid;
  }
  if (!named) throw badRequest(IMPORT_MESSAGES.companyRequired);
  return named;
}

/** The bytes → checked rows, or the file's one refusal (413 for size, 400 otherwise). */
function readImportFile(bytes: Buffer): CheckedImportRow[] {
  if (bytes.length > IMPORT_MAX_BYTES) throw new AppError(413, IMPORT_MESSAGES.tooLarge);
  if (bytes.length === 0) throw badRequest(IMPORT_MESSAGES.empty);
  if (bytes.includes(0)) throw badRequest(IMPORT_MESSAGES.notCsv);
  try {
    return checkImportText(decodeCsvBytes(bytes));
  } catch (error) {
    if (error instanceof ImportFileError) throw badRequest(error.message);
    throw error;
  }
}

/** The company's sectors by folded name (decision 1207); of two that fold alike, the older wins. */
async function sectorsByName(db: DbOrTx, companyUuid: string) {
  const list = await db
    .select({ uuid: sectors.uuid, name: sectors.name })
    .from(sectors)
    .where(and(eq(sectors.companyUuid, companyUuid), isNull(sectors.deletedAt)))
    .orderBy(asc(sectors.createdAt), asc(sectors.uuid));
  const byName = new Map<string, string>();
  for (const s of list) if (!byName.has(foldText(s.name))) byName.set(foldText(s.name), s.uuid);
  return byName;
}

/** CPFs and e-mails of the file already held by an active collaborator (any company): one query. */
async function takenInDatabase(db: DbOrTx, rows: CheckedImportRow[]) {
  const documents = rows.flatMap((r) => r.parsed.document ?? []);
  const emails = rows.flatMap((r) => r.parsed.email ?? []);
  if (documents.length + emails.length === 0)
    return { documents: new Set<string>(), emails: new Set<string>() };
  const found = await queryRows<{ document: string; email: string }>(
    db,
    sql`select document, email from collaborators
      where deleted_at is null
        and (document = any(${sql.param(documents)}::text[]) or email = any(${sql.param(emails)}::text[]))`,
  );
  return {
    documents: new Set(found.map((f) => f.document)),
    emails: new Set(found.map((f) => f.email)),
  };
}

/**
 * The sector and the database, for every field the schema let through (decision 1414: a row
 * collects all its errors). Answers the sector of each accepted row.
 */
async function decideRows(db: DbOrTx, companyUuid: string, rows: CheckedImportRow[]) {
  const byName = await sectorsByName(db, companyUuid);
  const taken = await takenInDatabase(db, rows);
  for (const row of rows) {
    const { sector, document, email } = row.parsed;
    if (sector !== undefined && !byName.has(foldText(sector)))
      refuseImportRow(row, 'sector', IMPORT_MESSAGES.unknownSector);
    if (document !== undefined && taken.documents.has(document))
      refuseImportRow(row, 'document', MESSAGES.cpfTaken);
    if (email !== undefined && taken.emails.has(email))
      refuseImportRow(row, 'email', MESSAGES.emailTaken);
  }
  const sectorOf = new Map<CheckedImportRow, string>();
  for (const row of rows) {
    const data = acceptedImportRow(row);
    if (data) sectorOf.set(row, byName.get(foldText(data.sector))!);
  }
  return sectorOf;
}

/** Every accepted row in one statement; the new uuids come back with their e-mails. */
async function insertRows(
  db: DbOrTx,
  companyUuid: string,
  accepted: CheckedImportRow[],
  sectorOf: Map<CheckedImportRow, string>,
) {
  const column = (pick: (r: CheckedImportRow) => string) => sql.param(accepted.map(pick));
  const data = (r: CheckedImportRow) => acceptedImportRow(r)!;
  return queryRows<{ uuid: string; name: string; email: string }>(
    db,
    sql`
      insert into collaborators (name, document, email, phone, birthdate, gender, sector_uuid, company_uuid)
      select t.name, t.document, t.email, t.phone, t.birthdate::date, t.gender, t.sector_uuid, ${companyUuid}::uuid
      from unnest(${column((r) => data(r).name)}::text[], ${column((r) => data(r).document)}::text[],
        ${column((r) => data(r).email)}::text[], ${column((r) => data(r).phone)}::text[],
        ${column((r) => data(r).birthdate)}::text[], ${column((r) => data(r).gender)}::text[],
        ${column((r) => sectorOf.get(r)!)}::uuid[])
        as t(name, document, email, phone, birthdate, gender, sector_uuid)
      returning uuid, name, email`,
  );
}

const columnOrder = (field: TImportColumn | null) =>
  field === null ? IMPORT_COLUMNS.length : IMPORT_COLUMNS.indexOf(field);

function resultOf(
  dryRun: boolean,
  companyUuid: string,
  rows: CheckedImportRow[],
): TCollaboratorImportResult {
  const results: TImportRowResult[] = rows.map((r) => {
    const errors = [...r.errors].sort((a, b) => columnOrder(a.field) - columnOrder(b.field));
    return {
      line: r.line,
      status: errors.length === 0 ? (dryRun ? 'valid' : 'created') : 'refused',
      message: errors[0]?.message ?? null,
      field: errors[0]?.field ?? null,
      errors,
      values: r.values,
    };
  });
  const acceptedCount = results.filter((r) => r.status !== 'refused').length;
  return {
    dryRun,
    companyUuid,
    total: results.length,
    acceptedCount,
    refusedCount: results.length - acceptedCount,
    rows: results,
  };
}

/**
 * POST /collaborators/import (domain.md §19, decision 1207). The preview (`dryRun`) reads only;
 * the import creates every accepted row, its invitation and one audit entry in ONE transaction, with
 * a constant number of statements however many rows the file has.
 */
export async function importCollaborators(
  deps: AppDeps,
  auth: AuthContext,
  input: ImportInput,
): Promise<TCollaboratorImportResult> {
  const companyUuid = importCompanyOf(auth, input.companyUuid);
  const rows = readImportFile(input.bytes);
  const { db } = deps.database;
  const [company] = await db
    .select({ uuid: companies.uuid })
    .from(companies)
    .where(and(eq(companies.uuid, companyUuid), isNull(companies.deletedAt)))
    .limit(1);
  if (!company) throw notFound(COMPANY_NOT_FOUND);

  if (input.dryRun) {
    await decideRows(db, companyUuid, rows);
    return resultOf(true, companyUuid, rows);
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK}, hashtext(${companyUuid}))`);
    const sectorOf = await decideRows(tx, companyUuid, rows);
    const accepted = rows.filter((r) => acceptedImportRow(r));
    if (accepted.length > 0) {
      const created = await insertRows(tx, companyUuid, accepted, sectorOf);
      await sendInvitations(deps, tx, 'collaborator', created);
    }
    const result = resultOf(false, companyUuid, rows);
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'collaborators.import',
      targetType: 'company',
      targetUuid: companyUuid,
      details: { created: result.acceptedCount, refused: result.refusedCount },
    });
    return result;
  });
}
