import { ZNoContent } from '@acolher/contracts/answers/common';
import { ZOpeningHour } from '@acolher/contracts/answers/opening-hours';
import { z } from 'zod';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
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
import { offerNewHours } from '../../modules/waitlist/offers.ts';

// Opening hours (domain.md §8).
export const openingHoursRoutes: RoutePlugin = async (app) => {
  const tags = ['opening-hours'];
  const readers = requireRole('psychologist', 'collaborator', 'administrator');
  const psychologist = requireRole('psychologist');
  // A collaborator's answer depends only on the psychologist asked about (modules/read-cache).
  const sharedCache = {
    readCache: { sharedFor: ['collaborator' as const], families: familiesOf.psychologistHours },
  };

  app.get(
    '/opening-hours/psychologist/:uuid',
    {
      preValidation: readers,
      schema: { response: { 200: z.array(ZOpeningHour) }, tags, params: ZUuidParams },
      config: sharedCache,
    },
    async (request) => listOpeningHours(app.deps, currentAuth(request), request.params.uuid),
  );

  app.get(
    '/opening-hours/grouped-by-day-of-week/:uuid',
    {
      preValidation: readers,
      schema: {
        response: { 200: z.array(z.array(ZOpeningHour)).length(7) },
        tags,
        params: ZUuidParams,
      },
      config: sharedCache,
    },
    async (request) => listOpeningHoursByDay(app.deps, currentAuth(request), request.params.uuid),
  );

  app.post(
    '/opening-hours',
    {
      preValidation: psychologist,
      schema: { response: { 201: z.array(ZOpeningHour).min(1) }, tags, body: ZOpeningHourCreate },
    },
    async (request, reply) => {
      const created = await createOpeningHours(app.deps, currentAuth(request), request.body);
      // New hours free slots for the psychologist's line (domain.md §26).
      await offerNewHours(app.deps, created);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/opening-hours/:uuid',
    {
      preValidation: psychologist,
      schema: { response: { 204: ZNoContent }, tags, params: ZUuidParams },
    },
    async (request, reply) => {
      await deleteOpeningHour(app.deps, currentAuth(request), request.params.uuid);
      return reply.code(204).send();
    },
  );
};
