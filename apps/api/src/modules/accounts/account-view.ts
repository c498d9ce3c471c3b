import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { collaborators, companies, sectors } from '../../db/schema.ts';

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
