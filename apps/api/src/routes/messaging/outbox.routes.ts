import { ZMessage } from '@acolher/contracts/answers/messaging';
import { z } from 'zod';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZSearchPageQuery } from '@acolher/contracts/pagination';
import { setNextLink } from '../../lib/pagination.ts';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import { outboxPage } from '../../modules/messaging/messages.service.ts';

// The messages sent, newest first, one page (decision 1211); the next page in the Link header.
export const outboxRoutes: RoutePlugin = async (app) => {
  app.get(
    '/outbox',
    {
      preHandler: requireRole('administrator'),
      schema: {
        response: { 200: z.array(ZMessage) },
        tags: ['outbox'],
        querystring: ZSearchPageQuery,
      },
    },
    async (request, reply) => {
      const { list, next } = await outboxPage(app.deps, currentAuth(request), request.query);
      setNextLink(request, reply, next);
      return list;
    },
  );
};
