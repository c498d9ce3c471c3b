import { ZMessage } from '@acolher/contracts/answers/messaging';
import { ZMessageListQuery } from '@acolher/contracts/messaging';
import { z } from 'zod';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { setNextLink } from '../../lib/pagination.ts';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import { messagesPage } from '../../modules/messaging/messages.service.ts';

// The messages sent, newest first, one page (decision 1211), the next page in the Link header:
// one call answered at both of its addresses (domain.md §13, §18).
export const outboxRoutes: RoutePlugin = async (app) => {
  for (const path of ['/messages', '/outbox']) {
    app.get(
      path,
      {
        preValidation: requireRole('administrator'),
        schema: {
          response: { 200: z.array(ZMessage) },
          tags: ['messaging'],
          querystring: ZMessageListQuery,
        },
      },
      async (request, reply) => {
        const { list, next } = await messagesPage(app.deps, currentAuth(request), request.query);
        setNextLink(request, reply, next);
        return list;
      },
    );
  }
};
