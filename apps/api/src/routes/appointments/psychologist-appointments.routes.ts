import {
  ZAppointment,
  ZPsychologistCancelResult,
  ZRedactedAppointment,
} from '@acolher/contracts/answers/appointments';
import { z } from 'zod';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZUuidParams } from '@acolher/contracts/fields';
import { ZPageQuery } from '@acolher/contracts/pagination';
import { setNextLink } from '../../lib/pagination.ts';
import { familiesOf } from '../../modules/read-cache/families.ts';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  cancelByPsychologist,
  listPsychologistAppointmentsPage,
  listPsychologistAppointmentsForSlots,
} from '../../modules/appointments/psychologist-appointments.service.ts';

// Psychologist appointments, confirmed list, psychologist cancel (domain.md §6).
export const psychologistAppointmentsRoutes: RoutePlugin = async (app) => {
  const tags = ['appointments'];
  const psychologist = requireRole('psychologist');

  app.get(
    '/appointments/psychologists/:uuid',
    {
      preValidation: psychologist,
      schema: {
        response: { 200: z.array(ZAppointment) },
        tags,
        params: ZUuidParams,
        querystring: ZPageQuery,
      },
      config: { readCache: { families: familiesOf.psychologist } },
    },
    async (request, reply) => {
      const auth = currentAuth(request);
      const page = await listPsychologistAppointmentsPage(
        app.deps,
        auth,
        request.params.uuid,
        request.query,
      );
      setNextLink(request, reply, page.next); // decision 1211
      return page.items;
    },
  );

  app.get(
    '/appointments/psychologists/confirmed/:uuid',
    {
      preValidation: requireRole('psychologist', 'collaborator'),
      // `limit` and `cursor` page the psychologist's own view; a collaborator's is whole (decision 1211).
      schema: {
        response: { 200: z.union([z.array(ZRedactedAppointment), z.array(ZAppointment)]) },
        tags,
        params: ZUuidParams,
        querystring: ZPageQuery,
      },
      // Redacted, the same for every collaborator (modules/read-cache).
      config: { readCache: { sharedFor: ['collaborator'], families: familiesOf.psychologist } },
    },
    async (request, reply) => {
      const page = await listPsychologistAppointmentsForSlots(
        app.deps,
        currentAuth(request),
        request.params.uuid,
        request.query,
      );
      setNextLink(request, reply, page.next); // decision 1211
      return page.items;
    },
  );

  app.patch(
    '/appointments/psychologists/cancel/:uuid',
    {
      preValidation: psychologist,
      schema: { response: { 200: ZPsychologistCancelResult }, tags, params: ZUuidParams },
    },
    async (request) => cancelByPsychologist(app.deps, currentAuth(request), request.params.uuid),
  );
};
