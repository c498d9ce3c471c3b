import { z } from 'zod';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { isDemoMode } from '../../config/env.ts';

/**
 * What the web app shows differently per installation, public (the sign-in pages read it): the
 * demo strip and whether credits can be bought (domain.md §15, decision 1141).
 */
export const appConfigRoutes: RoutePlugin = async (app) => {
  const { env } = app.deps;
  const body = {
    mode: isDemoMode(env) ? ('demo' as const) : ('production' as const),
    payments: env.PAYMENTS,
  };
  app.get(
    '/config',
    {
      schema: {
        response: {
          200: z.strictObject({
            mode: z.enum(['demo', 'production']),
            payments: z.enum(['on', 'off']),
          }),
        },
        tags: ['health'],
      },
    },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(body),
  );
};
