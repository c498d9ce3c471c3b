import { z } from 'zod';
import { ZOperatorIdentity } from '@acolher/contracts/answers/operator';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { isDemoMode } from '../../config/env.ts';
import { operatorIdentity } from '../../config/operator.ts';

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

  // 'Quem somos': who runs the service, public like the page (decision 1413).
  const operator = operatorIdentity(env);
  app.get(
    '/operator',
    { schema: { response: { 200: ZOperatorIdentity }, tags: ['health'] } },
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(operator),
  );
};
