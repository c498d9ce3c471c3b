import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TAdministratorCreate, TAdministratorUpdate } from '@acolher/contracts/administrators';
import { MESSAGES } from '@acolher/contracts/errors';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { administrators } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { publicRecord } from '../accounts/account-view.ts';
import {
  afterEmailChangedByOther,
  assertMayChangeEmail,
} from '../accounts/email-change-by-other.ts';
import { deferAdministratorChanges } from '../accounts/pending-contact-changes.ts';
import { writeAudit } from '../audit/audit.ts';
import { sendInvitation } from '../auth/password-reset.service.ts';

const ADMINISTRATOR_NOT_FOUND = 'Administrador não encontrado';

const active = (uuid: string) =>
  and(eq(administrators.uuid, uuid), isNull(administrators.deletedAt));

export async function listAdministrators(deps: AppDeps) {
  const rows = await deps.database.db
    .select()
    .from(administrators)
    .where(isNull(administrators.deletedAt))
    .orderBy(asc(administrators.name), asc(administrators.createdAt));
  return rows.map(publicRecord);
}

/** Creates the account without a password and invites it, in one transaction. */
export async function createAdministrator(deps: AppDeps, input: TAdministratorCreate) {
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx.insert(administrators).values(input).returning();
    await sendInvitation(deps, tx, { role: 'administrator', ...row });
    return publicRecord(row);
  });
}

/** The e-mail as domain.md §14 says: sessions end, the old address is told, audited. */
export async function updateAdministrator(
  deps: AppDeps,
  auth: AuthContext,
  uuid: string,
  input: TAdministratorUpdate,
) {
  return deps.database.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(administrators)
      .where(active(uuid))
      .for('update')
      .limit(1);
    if (!before) throw notFound(ADMINISTRATOR_NOT_FOUND);
    const emailChanges = assertMayChangeEmail(auth, before, input.email);
    // Another administrator's change of the e-mail waits 72 h (domain.md §26, decision 1301).
    const deferred = await deferAdministratorChanges(
      deps,
      tx,
      auth,
      'administrator',
      before,
      input,
    );
    const [row] = await tx
      .update(administrators)
      .set(deferred.values)
      .where(active(uuid))
      .returning();
    if (emailChanges && !deferred.emailDeferred)
      await afterEmailChangedByOther(deps, tx, auth, 'administrator', before, row.email);
    return publicRecord(row);
  });
}

export async function deleteAdministrator(deps: AppDeps, auth: AuthContext, uuid: string) {
  if (auth.uuid === uuid) throw badRequest(MESSAGES.cannotDeleteSelf);
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(administrators)
      .set({ deletedAt: deps.clock() })
      .where(active(uuid))
      .returning({ uuid: administrators.uuid, name: administrators.name });
    if (!row) throw notFound(ADMINISTRATOR_NOT_FOUND);
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'delete',
      targetType: 'administrator',
      targetUuid: uuid,
    });
  });
}
