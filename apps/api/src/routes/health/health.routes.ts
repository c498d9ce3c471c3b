import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../lib/errors.ts';
import { pingDatabase } from '../../modules/health/database-ping.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['health'];
  app.get('/health', { schema: { tags } }, async () => {
    await pingDatabase(app.deps);
    return { status: 'ok' };
  });

  // The process answers (domain.md §15): no database call, so a slow database never restarts it.
  app.get('/health/live', { schema: { tags } }, async () => ({ status: 'ok' }));

  // Worth sending work to: database reachable, migrations done, not stopping (503 while draining).
  app.get('/health/ready', { schema: { tags } }, async (_request, reply) => {
    const lifecycle = app.deps.lifecycle ?? { migrated: true, stopping: false };
    if (lifecycle.stopping) return reply.code(503).send(errorBody(503, 'Instância encerrando.'));
    if (!lifecycle.migrated) return reply.code(503).send(errorBody(503, 'Instância iniciando.'));
    try {
      await pingDatabase(app.deps);
    } catch {
      return reply.code(503).send(errorBody(503, 'Banco de dados indisponível.'));
    }
    return { status: 'ok' };
  });
};
