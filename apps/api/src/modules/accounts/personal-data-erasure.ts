import { and, eq, isNotNull, lte, not, like } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { administrators, collaborators, companies, psychologists } from '../../db/schema.ts';
import { accountDeletionRequests as requests } from '../../db/tables/account-deletion.ts';
import type { Tx } from '../../db/client.ts';
import { writeAudit } from '../audit/audit.ts';
import { accountTables, type Role } from '../auth/roles.ts';
import { collaboratorIntakes, psychologistGenders } from '../../db/tables/matching.ts';

/**
 * Erasure of personal fields after the legal retention (domain.md §14, decision 1183): an
 * account deleted at its owner's request keeps its row (appointments, purchases, the ledger and
 * the psychologist's record still refer to it) for PERSONAL_DATA_RETENTION_YEARS after the
 * deletion was carried out; then its personal fields are overwritten. Idempotent: an erased row's
 * e-mail is ERASED_EMAIL's placeholder, and those rows are not chosen again.
 */
const PERSONAL_DATA_RETENTION_YEARS = 5;
export const ERASED_NAME = 'Conta excluída';
const ERASED_DOMAIN = '@apagado.invalid';
export const erasedEmail = (uuid: string) => `${uuid}${ERASED_DOMAIN}`;

/** The fields overwritten per kind; what is not personal data (a company's CNPJ, credits) stays. */
function erasedFields(role: Role, uuid: string) {
  const common = { email: erasedEmail(uuid), passwordHash: null };
  switch (role) {
    case 'administrator':
      return { ...common, name: ERASED_NAME, document: '', phone: '' };
    case 'collaborator':
      return {
        ...common,
        name: ERASED_NAME,
        document: '',
        phone: '',
        birthdate: null,
        whatsappConsent: false,
      };
    case 'psychologist':
      return {
        ...common,
        name: ERASED_NAME,
        document: '',
        crp: '',
        phone: '',
        avatarUrl: null,
        education: '',
        careerHistory: '',
        hostMessage: '',
        specialties: [],
        approach: [],
        targetAudience: [],
        whatsappConsent: false,
      };
    case 'company':
      // A company is a legal person: its name and CNPJ are not personal data; its contact is.
      return common;
  }
}

async function eraseOne(tx: Tx, role: Role, uuid: string): Promise<boolean> {
  const set = erasedFields(role, uuid);
  const where = (t: (typeof accountTables)[Role]) =>
    and(eq(t.uuid, uuid), isNotNull(t.deletedAt), not(like(t.email, `%${ERASED_DOMAIN}`)));
  const rows =
    role === 'administrator'
      ? await tx.update(administrators).set(set).where(where(administrators)).returning()
      : role === 'collaborator'
        ? await tx.update(collaborators).set(set).where(where(collaborators)).returning()
        : role === 'psychologist'
          ? await tx.update(psychologists).set(set).where(where(psychologists)).returning()
          : await tx.update(companies).set(set).where(where(companies)).returning();
  if (rows.length === 0) return false;
  // The intake and a psychologist's gender are personal data too (decisions 1380, 1381).
  if (role === 'collaborator')
    await tx.delete(collaboratorIntakes).where(eq(collaboratorIntakes.collaboratorUuid, uuid));
  if (role === 'psychologist')
    await tx.delete(psychologistGenders).where(eq(psychologistGenders.psychologistUuid, uuid));
  return true;
}

/** The recurring job: erases every account whose deletion is older than the retention. */
export async function erasePersonalData(deps: AppDeps): Promise<{ erased: number }> {
  const now = deps.clock();
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - PERSONAL_DATA_RETENTION_YEARS);
  const due = await deps.database.db
    .select({ role: requests.role, accountUuid: requests.accountUuid })
    .from(requests)
    .where(and(isNotNull(requests.completedAt), lte(requests.completedAt, cutoff)));
  let erased = 0;
  for (const { role, accountUuid } of due) {
    const done = await deps.database.db.transaction(async (tx) => {
      if (!(await eraseOne(tx, role as Role, accountUuid))) return false;
      await writeAudit(tx, {
        actorRole: 'system',
        action: 'personal_data_erased',
        targetType: role as Role,
        targetUuid: accountUuid,
        details: { retentionYears: PERSONAL_DATA_RETENTION_YEARS },
      });
      return true;
    });
    if (done) erased++;
  }
  return { erased };
}
