import { ZPsychologistDashboard } from '@acolher/contracts/answers/appointments';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZUuidParams } from '@acolher/contracts/fields';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import { psychologistDashboard } from '../../modules/dashboards/psychologist-dashboard.service.ts';
import { familiesOf } from '../../modules/read-cache/families.ts';

// Psychologist dashboard (domain.md §7).
export const dashboardsRoutes: RoutePlugin = async (app) => {
  app.get(
    '/dashboards/psychologists/:uuid',
    {
      preValidation: requireRole('psychologist'),
      schema: {
        response: { 200: ZPsychologistDashboard },
        tags: ['dashboards'],
        params: ZUuidParams,
      },
      config: { readCache: { families: familiesOf.psychologist } },
    },
    async (request) => psychologistDashboard(app.deps, currentAuth(request), request.params.uuid),
  );
};
