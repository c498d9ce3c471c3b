import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@acolher/contracts/account';
import type { TDeletionRequest } from '@acolher/contracts/answers/account';
import { MESSAGES } from '@acolher/contracts/errors';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { accountDeletionRequests as requests } from '../../db/tables/account-deletion.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { deleteAdministrator } from '../administrators/administrators.service.ts';
import { writeAudit } from '../audit/audit.ts';
import { accountTables, ROLES, type Role } from '../auth/roles.ts';
import { endAccountSessions } from '../auth/sessions.ts';
import { deleteCollaborator } from '../collaborators/collaborators.service.ts';
import { deleteCompany } from '../companies/companies.service.ts';
import { deletePsychologist } from '../psychologists-admin/psychologists-admin.service.ts';

/** POST /account/deletion-request: one open request per account (409 for a second). */
export async function requestDeletion(deps: AppDeps, auth: AuthContext) {
  const [row] = await deps.database.db
    .insert(requests)
    .values({ role: auth.role, accountUuid: auth.uuid, requestedAt: deps.clock() })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(ACCOUNT_MESSAGES.deletionAlreadyRequested);
  return { uuid: row.uuid, requestedAt: row.requestedAt, status: 'open' as const };
}

/** GET /account/deletion-requests (administrator): open ones first, then the latest. */
/** Instants stay Dates: the reply serializer writes them in the business zone (lib/local-dates.ts). */
type DeletionRequestView = Omit<TDeletionRequest, 'requestedAt'> & { requestedAt: Date };

export async function listDeletionRequests(deps: AppDeps): Promise<DeletionRequestView[]> {
  const rows = await deps.database.db
    .select()
    .from(requests)
    .orderBy(sql`${requests.completedAt} is not null`, desc(requests.requestedAt))
    .limit(500);
  const people = new Map<string, { name: string; email: string }>();
  for (const role of ROLES) {
    const uuids = rows.filter((r) => r.role === role).map((r) => r.accountUuid);
    if (uuids.length === 0) continue;
    const table = accountTables[role];
    const found = await deps.database.db
      .select({ uuid: table.uuid, name: table.name, email: table.email })
      .from(table)
      .where(inArray(table.uuid, uuids));
    for (const p of found) people.set(`${role}:${p.uuid}`, p);
  }
  return rows.map((r) => ({
    uuid: r.uuid,
    role: r.role as Role,
    accountUuid: r.accountUuid,
    name: people.get(`${r.role}:${r.accountUuid}`)?.name ?? '',
    email: people.get(`${r.role}:${r.accountUuid}`)?.email ?? '',
    requestedAt: r.requestedAt,
    status: r.completedAt ? 'done' : 'open',
  }));
}

const DELETE_BY_ROLE: Record<
  Role,
  (deps: AppDeps, auth: AuthContext, uuid: string) => Promise<unknown>
> = {
  administrator: deleteAdministrator,
  company: deleteCompany,
  collaborator: deleteCollaborator,
  psychologist: deletePsychologist,
};

/**
 * POST /account/deletion-requests/{uuid}/complete (administrator): §12's soft delete through the
 * same service as the back office's delete (its refusals too: a company with collaborators, an
 * administrator deleting itself), then the request is done and every session ends (decision 1105).
 */
export async function completeDeletion(deps: AppDeps, auth: AuthContext, uuid: string) {
  const { db } = deps.database;
  const [request] = await db.select().from(requests).where(eq(requests.uuid, uuid)).limit(1);
  if (!request) throw notFound(ACCOUNT_MESSAGES.deletionRequestNotFound);
  if (request.completedAt) throw conflict(ACCOUNT_MESSAGES.deletionAlreadyDone);
  const role = request.role as Role;
  if (role === 'administrator' && request.accountUuid === auth.uuid)
    throw badRequest(MESSAGES.cannotDeleteSelf);
  const table = accountTables[role];
  const [alive] = await db
    .select({ uuid: table.uuid })
    .from(table)
    .where(and(eq(table.uuid, request.accountUuid), isNull(table.deletedAt)));
  if (alive) await DELETE_BY_ROLE[role](deps, auth, request.accountUuid);
  const now = deps.clock();
  await db.transaction(async (tx) => {
    await tx
      .update(requests)
      .set({ completedAt: now, completedBy: auth.uuid })
      .where(eq(requests.uuid, uuid));
    await endAccountSessions(tx, { role, accountUuid: request.accountUuid }, now);
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'deletion_request_complete',
      targetType: role,
      targetUuid: request.accountUuid,
      details: { requestUuid: uuid },
    });
  });
  const [view] = (await listDeletionRequests(deps)).filter((r) => r.uuid === uuid);
  return view;
}
