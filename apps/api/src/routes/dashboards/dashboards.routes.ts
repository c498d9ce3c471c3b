import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZUuidParams } from '@acolher/contracts/fields';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import { psychologistDashboard } from '../../modules/dashboards/psychologist-dashboard.service.ts';
import { familiesOf } from '../../modules/read-cache/families.ts';

// Psychologist dashboard (domain.md §7).
export const dashboardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboards/psychologists/:uuid',
    {
      preValidation: requireRole('psychologist'),
      schema: { tags: ['dashboards'], params: ZUuidParams },
      config: { readCache: { families: familiesOf.psychologist } },
    },
    // JSON text built with the database's lists (decision 1236).
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(await psychologistDashboard(app.deps, currentAuth(request), request.params.uuid)),
  );
};
