import { eq } from 'drizzle-orm';
import type { TIntakeBody } from '@acolher/contracts/matching';
import { instantToZonedIso } from '@acolher/contracts/time';
import type { AppDeps } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { collaboratorIntakes } from '../../db/tables/matching.ts';

const columns = {
  reasons: collaboratorIntakes.reasons,
  psychologistGender: collaboratorIntakes.psychologistGender,
  approaches: collaboratorIntakes.approaches,
  periods: collaboratorIntakes.periods,
  updatedAt: collaboratorIntakes.updatedAt,
};

/**
 * The collaborator's own intake, or null before it answered or skipped (decision 1380). Only the
 * collaborator itself calls this: the routes let no other role through, and no company or
 * administrator answer reads the table.
 */
export async function readIntake(db: DbOrTx, collaboratorUuid: string) {
  const [row] = await db
    .select(columns)
    .from(collaboratorIntakes)
    .where(eq(collaboratorIntakes.collaboratorUuid, collaboratorUuid));
  return row ?? null;
}

export async function getIntake(deps: AppDeps, collaboratorUuid: string) {
  const row = await readIntake(deps.database.db, collaboratorUuid);
  return row && { ...row, updatedAt: instantToZonedIso(row.updatedAt, deps.env.APP_TIME_ZONE) };
}

/** PUT /account/intake: writes the whole intake (all empty and `any` is a skipped one). */
export async function putIntake(deps: AppDeps, collaboratorUuid: string, body: TIntakeBody) {
  const now = deps.clock();
  const values = { ...body, updatedAt: now };
  const [row] = await deps.database.db
    .insert(collaboratorIntakes)
    .values({ collaboratorUuid, ...values, createdAt: now })
    .onConflictDoUpdate({ target: collaboratorIntakes.collaboratorUuid, set: values })
    .returning(columns);
  return { ...row, updatedAt: instantToZonedIso(row.updatedAt, deps.env.APP_TIME_ZONE) };
}
