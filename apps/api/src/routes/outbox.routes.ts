import { and } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSearchPageQuery } from '@acolher/contracts/pagination';
import { outbox } from '../db/schema.ts';
import {
  afterCursor,
  matchesWords,
  orderOf,
  pageLimit,
  pageOf,
  setNextLink,
  type KeysetOrder,
} from '../lib/pagination.ts';
import { currentAuth, requireRole } from '../modules/auth/guard.ts';
import { writeAudit } from '../modules/audit/audit.ts';
import { outboxView } from '../modules/messaging/one-time-links.ts';

const OUTBOX_ORDER: KeysetOrder = {
  table: outbox,
  columns: [outbox.createdAt, outbox.uuid],
  direction: 'desc',
};

// The messages sent, newest first, one page (decision 1211): `q` matches recipient, subject and
// kind, never the text (it holds one-time links, shown to nobody: a search would let one guess
// them); the next page in the Link header.
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      preHandler: requireRole('administrator'),
      schema: { tags: ['outbox'], querystring: ZSearchPageQuery },
    },
    async (request, reply) => {
      const { q, cursor } = request.query;
      const limit = pageLimit(request.query.limit);
      const rows = await app.deps.database.db
        .select()
        .from(outbox)
        .where(
          and(
            matchesWords(q, [outbox.recipient, outbox.subject, outbox.kind]),
            afterCursor(OUTBOX_ORDER, cursor),
          ),
        )
        .orderBy(...orderOf(OUTBOX_ORDER))
        .limit(limit + 1);
      const { page, next } = pageOf(rows, limit, (r) => r.uuid);
      // Reading the messages is audited (domain.md §14, decision 1182).
      const auth = currentAuth(request);
      await writeAudit(app.deps.database.db, {
        actorRole: auth.role,
        actorUuid: auth.uuid,
        action: 'outbox.read',
        targetType: 'outbox',
        details: { count: page.length, ...(q ? { q } : {}) },
      });
      setNextLink(request, reply, next);
      return page.map((row) => outboxView(app.deps.env, row));
    },
  );
};
