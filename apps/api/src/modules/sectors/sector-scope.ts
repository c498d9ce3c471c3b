import { and, eq, isNull } from 'drizzle-orm';
import type { AuthContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { sectors } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';

const SECTOR_NOT_FOUND = 'Setor não encontrado';

/**
 * The active sector the caller may touch: 404 when it doesn't exist, 403 when it belongs to
 * another company and the caller is a company (domain.md §3).
 */
export async function sectorInScope(db: DbOrTx, auth: AuthContext, uuid: string) {
  const [row] = await db
    .select()
    .from(sectors)
    .where(and(eq(sectors.uuid, uuid), isNull(sectors.deletedAt)))
    .limit(1);
  if (!row) throw notFound(SECTOR_NOT_FOUND);
  if (auth.role === 'company' && row.companyUuid !== auth.uuid) throw forbidden();
  return row;
}
