import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '@acolher/contracts/fields';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  cancelByPsychologist,
  listPsychologistAppointments,
  listPsychologistAppointmentsForSlots,
} from '../../modules/appointments/psychologist-appointments.service.ts';

// Psychologist appointments, confirmed list, psychologist cancel (domain.md §6).
export const psychologistAppointmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['appointments'];
  const psychologist = requireRole('psychologist');

  app.get(
    '/appointments/psychologists/:id',
    { preValidation: psychologist, schema: { tags, params: ZIdParams }, config: { readCache: {} } },
    async (request) =>
      listPsychologistAppointments(app.deps, currentAuth(request), request.params.id),
  );

  app.get(
    '/appointments/psychologists/confirmed/:id',
    {
      preValidation: requireRole('psychologist', 'collaborator'),
      schema: { tags, params: ZIdParams },
      // Redacted, the same for every collaborator (modules/read-cache).
      config: { readCache: { sharedFor: ['collaborator'] } },
    },
    async (request) =>
      listPsychologistAppointmentsForSlots(app.deps, currentAuth(request), request.params.id),
  );

  app.patch(
    '/appointments/psychologists/cancel/:id',
    { preValidation: psychologist, schema: { tags, params: ZIdParams } },
    async (request) => cancelByPsychologist(app.deps, currentAuth(request), request.params.id),
  );
};
