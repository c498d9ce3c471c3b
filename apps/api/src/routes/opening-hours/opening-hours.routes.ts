import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZUuidParams } from '@acolher/contracts/fields';
import { ZOpeningHourCreate } from '@acolher/contracts/opening-hours';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  createOpeningHours,
  deleteOpeningHour,
  listOpeningHours,
  listOpeningHoursByDay,
} from '../../modules/opening-hours/opening-hours.service.ts';
import { familiesOf } from '../../modules/read-cache/families.ts';

// Opening hours (domain.md §8).
export const openingHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['opening-hours'];
  const readers = requireRole('psychologist', 'collaborator', 'administrator');
  const psychologist = requireRole('psychologist');
  // A collaborator's answer depends only on the psychologist asked about (modules/read-cache).
  const sharedCache = {
    readCache: { sharedFor: ['collaborator' as const], families: familiesOf.psychologistHours },
  };

  app.get(
    '/opening-hours/psychologist/:uuid',
    { preValidation: readers, schema: { tags, params: ZUuidParams }, config: sharedCache },
    async (request) => listOpeningHours(app.deps, currentAuth(request), request.params.uuid),
  );

  app.get(
    '/opening-hours/grouped-by-day-of-week/:uuid',
    { preValidation: readers, schema: { tags, params: ZUuidParams }, config: sharedCache },
    async (request) => listOpeningHoursByDay(app.deps, currentAuth(request), request.params.uuid),
  );

  app.post(
    '/opening-hours',
    { preValidation: psychologist, schema: { tags, body: ZOpeningHourCreate } },
    async (request, reply) =>
      reply.code(201).send(await createOpeningHours(app.deps, currentAuth(request), request.body)),
  );

  app.delete(
    '/opening-hours/:uuid',
    { preValidation: psychologist, schema: { tags, params: ZUuidParams } },
    async (request, reply) => {
      await deleteOpeningHour(app.deps, currentAuth(request), request.params.uuid);
      return reply.code(204).send();
    },
  );
};
