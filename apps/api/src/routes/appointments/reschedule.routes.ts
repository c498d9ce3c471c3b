import { ZAppointment } from '@acolher/contracts/answers/appointments';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZUuidParams } from '@acolher/contracts/fields';
import { ZReschedule } from '@acolher/contracts/session-outcomes';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import { rescheduleAppointment } from '../../modules/appointments/reschedule.service.ts';

// Rescheduling by either side (domain.md §17).
export const rescheduleRoutes: RoutePlugin = async (app) => {
  app.patch(
    '/appointments/:uuid/reschedule',
    {
      preValidation: requireRole('collaborator', 'psychologist'),
      schema: {
        response: { 200: ZAppointment },
        tags: ['appointments'],
        params: ZUuidParams,
        body: ZReschedule,
      },
    },
    async (request) =>
      rescheduleAppointment(app.deps, currentAuth(request), request.params.uuid, request.body),
  );
};
