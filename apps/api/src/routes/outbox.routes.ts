import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outbox } from '../db/schema.ts';
import { requireRole } from '../modules/auth/guard.ts';

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    { preHandler: requireRole('administrator'), schema: { tags: ['outbox'] } },
    async () =>
      app.deps.database.db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(500),
  );
};
