import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outbox } from '../db/schema.ts';
import { requireRole } from '../modules/auth/guard.ts';
import { outboxView } from '../modules/messaging/one-time-links.ts';

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    { preHandler: requireRole('administrator'), schema: { tags: ['outbox'] } },
    async () => {
      const rows = await app.deps.database.db
        .select()
        .from(outbox)
        .orderBy(desc(outbox.createdAt))
        .limit(500);
      return rows.map((row) => outboxView(app.deps.env, row));
    },
  );
};
