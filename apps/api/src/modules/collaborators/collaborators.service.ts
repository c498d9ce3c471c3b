import { eq } from 'drizzle-orm';
import type { TCollaboratorUpdate } from '@acolher/contracts/collaborators';
import { MESSAGES } from '@acolher/contracts/errors';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { collaborators } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { collaboratorRecordFor } from '../accounts/account-view.ts';
import {
  afterEmailChangedByOther,
  assertMayChangeEmail,
  assertMayChangePhone,
} from '../accounts/email-change-by-other.ts';
import { deferAdministratorChanges } from '../accounts/pending-contact-changes.ts';
import { writeAudit } from '../audit/audit.ts';
import { sendInvitation } from '../auth/password-reset.service.ts';
import { cancelFuturePending } from '../psychologists-admin/cancel-future-pending.ts';
import { sectorInScope } from '../sectors/sector-scope.ts';
import { collaboratorInScope } from './collaborator-scope.ts';

const SECTOR_OF_ANOTHER_COMPANY = 'O setor não pertence à empresa';

export type CollaboratorCreateBody = TCollaboratorUpdate & {
  birthdate: string;
  companyUuid?: string;
};

/**
 * A company's collaborator always joins the company itself and one of its own sectors (403 for
 * another's); an administrator names the company, and the sector must be one of its sectors.
 */
export async function createCollaborator(
  deps: AppDeps,
  auth: AuthContext,
  input: CollaboratorCreateBody,
) {
  const companyUuid = auth.role === 'company' ? auth.uuid : input.companyUuid;
  if (!companyUuid) throw badRequest(MESSAGES.required); // domain.md §21: the one required-field message
  return deps.database.db.transaction(async (tx) => {
    const sector = await sectorInScope(tx, auth, input.sectorUuid);
    if (sector.companyUuid !== companyUuid) throw badRequest(SECTOR_OF_ANOTHER_COMPANY);
    const [row] = await tx
      .insert(collaborators)
      .values({ ...input, companyUuid, sectorUuid: sector.uuid })
      .returning();
    await sendInvitation(deps, tx, { role: 'collaborator', ...row });
    return collaboratorRecordFor(auth.role, row);
  });
}

/**
 * Moving to another sector: a company only among its own sectors; an administrator may move a
 * collaborator to another company's sector, and the collaborator's company follows the sector.
 * The sign-in e-mail and the phone: domain.md §14 (modules/accounts/email-change-by-other.ts).
 */
export async function updateCollaborator(
  deps: AppDeps,
  auth: AuthContext,
  uuid: string,
  input: TCollaboratorUpdate,
) {
  return deps.database.db.transaction(async (tx) => {
    const before = await collaboratorInScope(tx, auth, uuid);
    const emailChanges = assertMayChangeEmail(auth, before, input.email);
    assertMayChangePhone(auth, before, input.phone);
    const sector = await sectorInScope(tx, auth, input.sectorUuid);
    // An administrator's change of the e-mail or phone waits 72 h (domain.md §26, decision 1301).
    const deferred = await deferAdministratorChanges(deps, tx, auth, 'collaborator', before, input);
    const [row] = await tx
      .update(collaborators)
      .set({ ...deferred.values, sectorUuid: sector.uuid, companyUuid: sector.companyUuid })
      .where(eq(collaborators.uuid, uuid))
      .returning();
    if (emailChanges && !deferred.emailDeferred)
      await afterEmailChangedByOther(deps, tx, auth, 'collaborator', before, row.email);
    return collaboratorRecordFor(auth.role, row);
  });
}

/** Soft delete; its future pending appointments are cancelled (credit back, psychologist told). */
export async function deleteCollaborator(deps: AppDeps, auth: AuthContext, uuid: string) {
  return deps.database.db.transaction(async (tx) => {
    const row = await collaboratorInScope(tx, auth, uuid);
    const cancelledAppointments = await cancelFuturePending(deps, tx, auth, {
      collaboratorUuid: uuid,
    });
    await tx
      .update(collaborators)
      .set({ deletedAt: deps.clock() })
      .where(eq(collaborators.uuid, uuid));
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'delete',
      targetType: 'collaborator',
      targetUuid: uuid,
      details: { companyUuid: row.companyUuid, sectorUuid: row.sectorUuid, cancelledAppointments },
    });
  });
}
