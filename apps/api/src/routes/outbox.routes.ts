import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outbox } from '../db/schema.ts';
import { currentAuth, requireRole } from '../modules/auth/guard.ts';
import { writeAudit } from '../modules/audit/audit.ts';
import { outboxView } from '../modules/messaging/one-time-links.ts';

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    { preHandler: requireRole('administrator'), schema: { tags: ['outbox'] } },
    async (request) => {
      const rows = await app.deps.database.db
        .select()
        .from(outbox)
        .orderBy(desc(outbox.createdAt))
        .limit(500);
      // Reading the messages is audited (domain.md §14, decision 1182).
      const auth = currentAuth(request);
      await writeAudit(app.deps.database.db, {
        actorRole: auth.role,
        actorUuid: auth.uuid,
        action: 'outbox.read',
        targetType: 'outbox',
        details: { count: rows.length },
      });
      return rows.map((row) => outboxView(app.deps.env, row));
    },
  );
};
