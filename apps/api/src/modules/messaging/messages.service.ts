import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { TMessageListQuery } from '@acolher/contracts/messaging';
import type { TSearchPageQuery } from '@acolher/contracts/pagination';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { outbox } from '../../db/schema.ts';
import {
  afterCursor,
  matchesWords,
  orderOf,
  pageLimit,
  pageOf,
  type KeysetOrder,
} from '../../lib/pagination.ts';
import { writeAudit } from '../audit/audit.ts';
import { notClinical } from './clinical-messages.ts';
import { outboxView } from './one-time-links.ts';

/**
 * The outbox for the administrator: newest first, optionally by status and kind, clinical
 * notifications left out (domain.md §18, decision 1310). Reading the messages is audited
 * (domain.md §14, decision 1182).
 */
export async function listMessages(deps: AppDeps, auth: AuthContext, query: TMessageListQuery) {
  const { db } = deps.database;
  const filters: SQL[] = [notClinical()];
  if (query.status) filters.push(eq(outbox.status, query.status));
  if (query.kind) filters.push(eq(outbox.kind, query.kind));
  const rows = await db
    .select()
    .from(outbox)
    .where(and(...filters))
    .orderBy(desc(outbox.createdAt))
    .limit(500);
  const messages = rows.map((row) => outboxView(deps.env, row));
  await writeAudit(db, {
    actorRole: auth.role,
    actorUuid: auth.uuid,
    action: 'outbox.read',
    targetType: 'outbox',
    details: { count: messages.length, ...query },
  });
  return messages;
}

const OUTBOX_ORDER: KeysetOrder = {
  table: outbox,
  columns: [outbox.createdAt, outbox.uuid],
  direction: 'desc',
};

/**
 * The messages sent, newest first, one page (decision 1211): `q` matches recipient, subject and
 * kind, never the text (it holds one-time links, shown to nobody: a search would let one guess
 * them). Clinical notifications are left out (domain.md §18, decision 1310). Reading them is
 * audited (domain.md §14, decision 1182).
 */
export async function outboxPage(deps: AppDeps, auth: AuthContext, query: TSearchPageQuery) {
  const { db } = deps.database;
  const { q, cursor } = query;
  const limit = pageLimit(query.limit);
  const rows = await db
    .select()
    .from(outbox)
    .where(
      and(
        notClinical(),
        matchesWords(q, [outbox.recipient, outbox.subject, outbox.kind]),
        afterCursor(OUTBOX_ORDER, cursor),
      ),
    )
    .orderBy(...orderOf(OUTBOX_ORDER))
    .limit(limit + 1);
  const { page, next } = pageOf(rows, limit, (r) => r.uuid);
  await writeAudit(db, {
    actorRole: auth.role,
    actorUuid: auth.uuid,
    action: 'outbox.read',
    targetType: 'outbox',
    details: { count: page.length, ...(q ? { q } : {}) },
  });
  return { list: page.map((row) => outboxView(deps.env, row)), next };
}
