import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { collaborators, companies, sectors } from '../../db/schema.ts';
import type { Role } from '../auth/roles.ts';

const HIDDEN = new Set(['passwordHash', 'deletedAt', 'searchName']);

/** An account row as the API shows it: never its password hash. */
export function publicRecord<T extends Record<string, unknown>>(row: T) {
  return Object.fromEntries(Object.entries(row).filter(([k]) => !HIDDEN.has(k))) as Omit<
    T,
    'passwordHash' | 'deletedAt' | 'searchName'
  >;
}

/** The collaborator record with its company (questionnaire fields only) and sector. */
export async function collaboratorView(db: DbOrTx, uuid: string) {
  const [row] = await db
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
    .where(eq(collaborators.uuid, uuid))
    .limit(1);
  if (!row) return undefined;
  return { ...publicRecord(row.collaborator), company: row.company, sector: row.sector };
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
 * the terms/consent details; a company only the registration (companyCollaboratorView).
 */
export function collaboratorRecordFor(role: Role, row: typeof collaborators.$inferSelect) {
  const { termsAcceptedAt: _a, termsVersion: _v, whatsappConsent: _w, ...rest } = publicRecord(row);
  return role === 'company' ? companyCollaboratorView(rest) : rest;
}
