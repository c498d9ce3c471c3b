import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';

/** One round trip to the database (domain.md §15); throws when it cannot be reached. */
export async function pingDatabase(deps: Pick<AppDeps, 'database'>) {
  await deps.database.db.execute(sql`select 1`);
}
