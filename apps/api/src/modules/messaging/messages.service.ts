import { and, eq } from 'drizzle-orm';
import type { TMessageListQuery } from '@acolher/contracts/messaging';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { outbox } from '../../db/schema.ts';
import { keysetPage, matchesWords, type KeysetOrder } from '../../lib/pagination.ts';
import { writeAudit } from '../audit/audit.ts';
import { notClinical } from './clinical-messages.ts';
import { outboxView } from './one-time-links.ts';

const OUTBOX_ORDER: KeysetOrder = {
  table: outbox,
  columns: [outbox.createdAt, outbox.uuid],
  direction: 'desc',
};

/**
 * GET /messages and GET /outbox, one call: the messages sent, newest first, one page (decision
 * 1211), optionally by status and kind; `q` matches recipient, subject and kind, never the text (it
 * holds one-time links, shown to nobody: a search would let one guess them). Clinical notifications
 * are left out (domain.md §18, decision 1310). Reading them is audited (domain.md §14, decision 1182).
 */
export async function messagesPage(deps: AppDeps, auth: AuthContext, query: TMessageListQuery) {
  const { db } = deps.database;
  const { q, status, kind } = query;
  const { page, next } = await keysetPage(
    db.select().from(outbox).$dynamic(),
    OUTBOX_ORDER,
    and(
      notClinical(),
      status ? eq(outbox.status, status) : undefined,
      kind ? eq(outbox.kind, kind) : undefined,
      matchesWords(q, [outbox.recipient, outbox.subject, outbox.kind]),
    ),
    query,
  );
  await writeAudit(db, {
    actorRole: auth.role,
    actorUuid: auth.uuid,
    action: 'outbox.read',
    targetType: 'outbox',
    details: {
      count: page.length,
      ...(q ? { q } : {}),
      ...(status ? { status } : {}),
      ...(kind ? { kind } : {}),
    },
  });
  return { list: page.map((row) => outboxView(deps.env, row)), next };
}
