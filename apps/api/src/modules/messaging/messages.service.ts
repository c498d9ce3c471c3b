import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { TMessageListQuery } from '@acolher/contracts/messaging';
import type { AppDeps } from '../../app-context.ts';
import { outbox } from '../../db/schema.ts';
import { outboxView } from './one-time-links.ts';

/** The outbox for the administrator: newest first, optionally by status and kind. */
export async function listMessages(deps: AppDeps, query: TMessageListQuery) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(outbox.status, query.status));
  if (query.kind) filters.push(eq(outbox.kind, query.kind));
  const rows = await deps.database.db
    .select()
    .from(outbox)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(outbox.createdAt))
    .limit(500);
  return rows.map((row) => outboxView(deps.env, row));
}
