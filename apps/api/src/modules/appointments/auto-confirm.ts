import { and, eq, lte } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { appointments } from '../../db/schema.ts';

/**
 * pending → confirmed once the session's end has passed (domain.md §6). Idempotent and safe
 * with several instances: one UPDATE guarded by the status, so a row moves at most once.
 */
export async function autoConfirmAppointments(deps: AppDeps): Promise<number> {
  const moved = await deps.database.db
    .update(appointments)
    .set({ status: 'confirmed' })
    .where(and(eq(appointments.status, 'pending'), lte(appointments.endsAt, deps.clock())))
    .returning({ uuid: appointments.uuid });
  // Not a request, so the hot-read cache must be told here (modules/read-cache).
  if (moved.length > 0) deps.readCache?.changed();
  return moved.length;
}
