import { and, eq, isNull } from 'drizzle-orm';
import type { AuthContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { collaborators } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';

const COLLABORATOR_NOT_FOUND = 'Colaborador não encontrado';

/** The active collaborator the caller may touch: 404 unknown, 403 another company's. */
export async function collaboratorInScope(db: DbOrTx, auth: AuthContext, uuid: string) {
  const [row] = await db
    .select()
    .from(collaborators)
    .where(and(eq(collaborators.uuid, uuid), isNull(collaborators.deletedAt)))
    .limit(1);
  if (!row) throw notFound(COLLABORATOR_NOT_FOUND);
  if (auth.role === 'company' && row.companyUuid !== auth.uuid) throw forbidden();
  return row;
}
