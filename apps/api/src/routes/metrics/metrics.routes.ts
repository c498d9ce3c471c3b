import { timingSafeEqual } from 'node:crypto';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { errorBody } from '../../lib/errors.ts';

function sameToken(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(`Bearer ${expected}`);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Prometheus text for the scraper holding METRICS_TOKEN; without it configured, no endpoint. */
export const metricsRoutes: RoutePlugin = async (app) => {
  app.get(
    '/metrics',
    { schema: { hide: true, produces: ['text/plain'] } },
    async (request, reply) => {
      const token = app.deps.env.METRICS_TOKEN;
      if (!token) return reply.code(404).send(errorBody(404, 'Não encontrado'));
      if (!sameToken(request.headers.authorization, token))
        return reply.code(401).send(errorBody(401, 'Token de métricas inválido.'));
      const { registry } = app.metrics;
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
};
