import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDemoMode } from '../../config/env.ts';

/**
 * What the web app shows differently per installation, public (the sign-in pages read it): the
 * demo strip and whether credits can be bought (domain.md §15, decision 1141).
 */
export const appConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env } = app.deps;
  const body = {
    mode: isDemoMode(env) ? ('demo' as const) : ('production' as const),
    payments: env.PAYMENTS,
  };
  app.get('/config', { schema: { tags: ['health'] } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(body),
  );
};
