import { ZErrorBody } from '@acolher/contracts/error-body';
import { z } from 'zod';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { errorBody } from '../../lib/errors.ts';
import { pingDatabase } from '../../modules/health/database-ping.ts';

const ZHealthy = z.strictObject({ status: z.literal('ok') });

export const healthRoutes: RoutePlugin = async (app) => {
  const tags = ['health'];
  app.get(
    '/health',
    { schema: { response: { 200: ZHealthy, 503: ZErrorBody }, tags } },
    async () => {
      await pingDatabase(app.deps);
      return { status: 'ok' };
    },
  );

  // The process answers (domain.md §15): no database call, so a slow database never restarts it.
  app.get(
    '/health/live',
    { schema: { response: { 200: ZHealthy, 503: ZErrorBody }, tags } },
    async () => ({ status: 'ok' }),
  );

  // Worth sending work to: database reachable, migrations done, not stopping (503 while draining).
  app.get(
    '/health/ready',
    { schema: { response: { 200: ZHealthy, 503: ZErrorBody }, tags } },
    async (_request, reply) => {
      const lifecycle = app.deps.lifecycle ?? { migrated: true, stopping: false };
      if (lifecycle.stopping) return reply.code(503).send(errorBody(503, 'Instância encerrando.'));
      if (!lifecycle.migrated) return reply.code(503).send(errorBody(503, 'Instância iniciando.'));
      try {
        await pingDatabase(app.deps);
      } catch {
        return reply.code(503).send(errorBody(503, 'Banco de dados indisponível.'));
      }
      return { status: 'ok' };
    },
  );
};
