import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSearchPageQuery } from '@acolher/contracts/pagination';
import { setNextLink } from '../../lib/pagination.ts';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import { outboxPage } from '../../modules/messaging/messages.service.ts';

// The messages sent, newest first, one page (decision 1211); the next page in the Link header.
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      preHandler: requireRole('administrator'),
      schema: { tags: ['outbox'], querystring: ZSearchPageQuery },
    },
    async (request, reply) => {
      const { list, next } = await outboxPage(app.deps, currentAuth(request), request.query);
      setNextLink(request, reply, next);
      return list;
    },
  );
};
