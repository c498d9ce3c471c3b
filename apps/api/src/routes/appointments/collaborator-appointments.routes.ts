import { ZAppointment, ZCollaboratorCancelResult } from '@acolher/contracts/answers/appointments';
import { z } from 'zod';
import { ZLooseUuidParams, isUuid } from '@acolher/contracts/fields';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZBookAppointment } from '@acolher/contracts/appointments';
import { ZPageQuery } from '@acolher/contracts/pagination';
import { notFound } from '../../lib/errors.ts';
import { setNextLink } from '../../lib/pagination.ts';
import { assertSelf, currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  APPOINTMENT_NOT_FOUND,
  collaboratorHistory,
  readAppointment,
} from '../../modules/appointments/appointment-access.ts';
import { bookAppointment } from '../../modules/appointments/booking.service.ts';
import { familiesOf } from '../../modules/read-cache/families.ts';
import { cancelByCollaborator } from '../../modules/appointments/collaborator-cancel.service.ts';

/** A malformed id can name no appointment: 404, like an unknown one. */
function appointmentId(id: string) {
  if (!isUuid(id)) throw notFound(APPOINTMENT_NOT_FOUND);
  return id;
}

// Booking, GET /appointments/:uuid, history, collaborator cancel (domain.md §5, §6).
export const collaboratorAppointmentsRoutes: RoutePlugin = async (app) => {
  app.post(
    '/appointments/collaborators',
    {
      schema: { response: { 201: ZAppointment }, tags: ['appointments'], body: ZBookAppointment },
      preValidation: requireRole('collaborator'),
    },
    async (request, reply) => {
      const view = await bookAppointment(app.deps, currentAuth(request), request.body);
      return reply.code(201).send(view);
    },
  );

  app.get(
    '/appointments/:uuid',
    {
      schema: { response: { 200: ZAppointment }, tags: ['appointments'], params: ZLooseUuidParams },
      preValidation: requireRole('collaborator', 'psychologist', 'administrator'),
    },
    async (request) =>
      readAppointment(app.deps, currentAuth(request), appointmentId(request.params.uuid)),
  );

  app.get(
    '/appointments/collaborators/:uuid',
    {
      schema: {
        response: { 200: z.array(ZAppointment) },
        tags: ['appointments'],
        params: ZLooseUuidParams,
        querystring: ZPageQuery,
      },
      preValidation: requireRole('collaborator'),
      config: { readCache: { families: familiesOf.collaborator } },
    },
    async (request, reply) => {
      assertSelf(request, request.params.uuid);
      const page = await collaboratorHistory(app.deps, request.params.uuid, request.query);
      setNextLink(request, reply, page.next); // decision 1211
      return page.items;
    },
  );

  app.patch(
    '/appointments/collaborators/cancel/:uuid',
    {
      schema: {
        response: { 200: ZCollaboratorCancelResult },
        tags: ['appointments'],
        params: ZLooseUuidParams,
      },
      preValidation: requireRole('collaborator'),
    },
    async (request) =>
      cancelByCollaborator(app.deps, currentAuth(request), appointmentId(request.params.uuid)),
  );
};
