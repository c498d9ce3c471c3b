import { and, eq, isNull } from 'drizzle-orm';
import type { TEmergencyContactInput } from '@acolher/contracts/care-contract';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { collaborators } from '../../db/schema.ts';
import { emergencyContacts } from '../../db/tables/care-contracts.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/audit.ts';
import { hasAppointmentWith } from '../reviews/reviews.service.ts';

/** Who reads it: a psychologist with a `pending` or held (`confirmed`) session (domain.md §18). */
const TREATING_STATUSES = ['pending', 'confirmed'];

const columns = {
  name: emergencyContacts.name,
  phone: emergencyContacts.phone,
  relation: emergencyContacts.relation,
  updatedAt: emergencyContacts.updatedAt,
};

async function contactOf(db: DbOrTx, collaboratorUuid: string) {
  const [row] = await db
    .select(columns)
    .from(emergencyContacts)
    .where(eq(emergencyContacts.collaboratorUuid, collaboratorUuid))
    .limit(1);
  return { contact: row ?? null };
}

/** GET /account/emergency-contact: the collaborator's own. */
export async function readOwnEmergencyContact(deps: AppDeps, auth: AuthContext) {
  return contactOf(deps.database.db, auth.uuid);
}

/** PUT /account/emergency-contact: names or replaces the collaborator's one contact (audited). */
export async function saveEmergencyContact(
  deps: AppDeps,
  auth: AuthContext,
  input: TEmergencyContactInput,
) {
  return deps.database.db.transaction(async (tx) => {
    const now = deps.clock();
    const values = { ...input, updatedAt: now };
    const [row] = await tx
      .insert(emergencyContacts)
      .values({ collaboratorUuid: auth.uuid, ...values })
      .onConflictDoUpdate({ target: emergencyContacts.collaboratorUuid, set: values })
      .returning(columns);
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'emergency_contact.save',
      targetType: 'collaborator',
      targetUuid: auth.uuid,
    });
    return row!;
  });
}

/** DELETE /account/emergency-contact: the collaborator removes it (audited). */
export async function removeEmergencyContact(deps: AppDeps, auth: AuthContext) {
  await deps.database.db.transaction(async (tx) => {
    await tx.delete(emergencyContacts).where(eq(emergencyContacts.collaboratorUuid, auth.uuid));
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'emergency_contact.remove',
      targetType: 'collaborator',
      targetUuid: auth.uuid,
    });
  });
}

/**
 * GET /collaborators/{uuid}/emergency-contact: only the collaborator's treating psychologists
 * (domain.md §18); every other caller, administrators included, 403 before any lookup. Each
 * reading is in the audit log, whether or not a contact was named.
 */
export async function readEmergencyContactOf(
  deps: AppDeps,
  auth: AuthContext,
  collaboratorUuid: string,
) {
  if (auth.role !== 'psychologist') throw forbidden();
  return deps.database.db.transaction(async (tx) => {
    const [collaborator] = await tx
      .select({ uuid: collaborators.uuid })
      .from(collaborators)
      .where(and(eq(collaborators.uuid, collaboratorUuid), isNull(collaborators.deletedAt)))
      .limit(1);
    if (!collaborator) throw notFound('Colaborador não encontrado');
    const pair = { psychologistUuid: auth.uuid, collaboratorUuid };
    if (!(await hasAppointmentWith(tx, pair, TREATING_STATUSES))) throw forbidden();
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'emergency_contact.read',
      targetType: 'collaborator',
      targetUuid: collaboratorUuid,
    });
    return contactOf(tx, collaboratorUuid);
  });
}
