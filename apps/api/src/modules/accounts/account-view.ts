import {
  and,
  eq,
  getTableColumns,
  is,
  isNull,
  sql,
  type Placeholder,
  type Table,
} from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { collaborators, companies, sectors } from '../../db/schema.ts';
import type { TInvitationStatus } from '@acolher/contracts/invitations';
import type { Role } from '../auth/roles.ts';
import { onePerDatabase } from '../../db/prepared.ts';

const HIDDEN = new Set(['passwordHash', 'deletedAt', 'searchName']);

/** An account row as the API shows it: never its password hash. */
export function publicRecord<T extends Record<string, unknown>>(row: T) {
  return Object.fromEntries(Object.entries(row).filter(([k]) => !HIDDEN.has(k))) as Omit<
    T,
    'passwordHash' | 'deletedAt' | 'searchName'
  >;
}

/** The columns of an account table that publicRecord keeps, in the table's order. */
export function publicColumns<T extends Table>(table: T) {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([k]) => !HIDDEN.has(k)),
  ) as Omit<T['_']['columns'], 'passwordHash' | 'deletedAt' | 'searchName'>;
}

function viewQuery(db: DbOrTx, uuid: string | Placeholder, activeOnly: boolean) {
  return db
    .select({
      collaborator: collaborators,
      company: {
        uuid: companies.uuid,
        name: companies.name,
        formId: companies.formId,
        formTitle: companies.formTitle,
      },
      sector: { uuid: sectors.uuid, name: sectors.name },
    })
    .from(collaborators)
    .innerJoin(companies, eq(companies.uuid, collaborators.companyUuid))
    .innerJoin(sectors, eq(sectors.uuid, collaborators.sectorUuid))
    .where(
      and(eq(collaborators.uuid, uuid), activeOnly ? isNull(collaborators.deletedAt) : undefined),
    )
    .limit(1);
}
const preparedActiveView = onePerDatabase((db) =>
  viewQuery(db, sql.placeholder('uuid'), true).prepare('collaborator_view_active'),
);

/**
 * The collaborator record with its company (questionnaire fields only) and sector; `invitation`
 * adds the invitation's status (what a company's view carries, decision 1208); `activeOnly` reads
 * nothing for a deleted collaborator, in the same statement (decision 1233).
 */
export async function collaboratorView(
  db: DbOrTx,
  uuid: string,
  opts: { invitation?: boolean; activeOnly?: boolean } = {},
) {
  let row: Awaited<ReturnType<typeof viewQuery>>[number] | undefined;
  if (opts.activeOnly && !is(db, PgTransaction)) {
    // The collaborator's own record, read on every visit: a named prepared statement (decision 1233).
    [row] = await preparedActiveView(db).execute({ uuid });
  } else [row] = await viewQuery(db, uuid, opts.activeOnly ?? false);
  if (!row) return undefined;
  const view = { ...publicRecord(row.collaborator), company: row.company, sector: row.sector };
  if (!opts.invitation) return view;
  return { ...view, invitationStatus: invitationStatusOf(row.collaborator) };
}

/** The registration fields a company may see of its own collaborators. */
const COMPANY_VISIBLE = [
  'uuid',
  'name',
  'document',
  'email',
  'phone',
  'birthdate',
  'gender',
  'sectorUuid',
  'companyUuid',
  'sector',
  'invitationStatus',
] as const;
type CompanyVisibleKey = (typeof COMPANY_VISIBLE)[number];

/**
 * A collaborator record as a company receives it, from any route: only its registration, never
 * credits (purchases), radar status or terms/consent data (domain.md §3). An allow-list, so a
 * new column stays hidden from companies until it is added here.
 */
export function companyCollaboratorView<T extends object>(record: T) {
  const out: Record<string, unknown> = {};
  for (const key of COMPANY_VISIBLE) if (key in record) out[key] = record[key as keyof T];
  return out as Pick<T, Extract<keyof T, CompanyVisibleKey>>;
}

/**
 * A collaborator row as a list or an edit answers it: an administrator gets the record without
 * the terms/consent details; a company only the registration (companyCollaboratorView); both with
 * the invitation's status (never the hash it is read from).
 */
export function collaboratorRecordFor(role: Role, row: typeof collaborators.$inferSelect) {
  const { termsAcceptedAt: _a, termsVersion: _v, whatsappConsent: _w, ...rest } = publicRecord(row);
  const record = { ...rest, invitationStatus: invitationStatusOf(row) };
  return role === 'company' ? companyCollaboratorView(record) : record;
}

/** 'Convite enviado' until the person sets a password from the invitation, then 'Ativo' (decision 1208). */
function invitationStatusOf(row: { passwordHash: string | null }): TInvitationStatus {
  return row.passwordHash === null ? 'invited' : 'active';
}
