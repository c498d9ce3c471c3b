import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZUuidParams } from '@acolher/contracts/fields';
import { ZReschedule } from '@acolher/contracts/session-outcomes';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import { rescheduleAppointment } from '../../modules/appointments/reschedule.service.ts';

// Rescheduling by either side (domain.md §17).
export const rescheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/appointments/:uuid/reschedule',
    {
      preValidation: requireRole('collaborator', 'psychologist'),
      schema: { tags: ['appointments'], params: ZUuidParams, body: ZReschedule },
    },
    async (request) =>
      rescheduleAppointment(app.deps, currentAuth(request), request.params.uuid, request.body),
  );
};
