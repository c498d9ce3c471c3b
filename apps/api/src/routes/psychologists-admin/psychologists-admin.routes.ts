import { ZNoContent } from '@acolher/contracts/answers/common';
import { ZPsychologistListed } from '@acolher/contracts/answers/psychologists';
import { ZReportAppointment } from '@acolher/contracts/answers/appointments';
import { z } from 'zod';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZStatementMonth } from '@acolher/contracts/session-outcomes';
import { ZUuidParams } from '@acolher/contracts/fields';
import { ZPageQuery, ZSearchPageQuery } from '@acolher/contracts/pagination';
import { ZComplianceUpdate } from '@acolher/contracts/psychologists';
import { setNextLink } from '../../lib/pagination.ts';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  deletePsychologist,
  lastMonthAppointments,
  listPsychologists,
} from '../../modules/psychologists-admin/psychologists-admin.service.ts';
import { updateCompliance } from '../../modules/psychologists-admin/compliance.service.ts';

// Psychologists list/compliance/delete and last month's appointments (domain.md §9, §6).
// POST /psychologists and GET /psychologists/:uuid live in the psychologist area's routes.
export const psychologistsAdminRoutes: RoutePlugin = async (app) => {
  const preValidation = requireRole('administrator');
  const tags = ['psychologists'];

  // One page, newest first; the next one in the Link header (decision 1211).
  app.get(
    '/psychologists',
    {
      preValidation,
      schema: {
        response: { 200: z.array(ZPsychologistListed) },
        tags,
        querystring: ZSearchPageQuery,
      },
    },
    async (request, reply) => {
      const { list, next } = await listPsychologists(app.deps, request.query);
      setNextLink(request, reply, next);
      return list;
    },
  );

  app.patch(
    '/psychologists/compliance/:uuid',
    {
      preValidation,
      schema: {
        response: { 200: ZPsychologistListed },
        tags,
        params: ZUuidParams,
        body: ZComplianceUpdate,
      },
    },
    async (request) =>
      updateCompliance(app.deps, currentAuth(request), request.params.uuid, request.body),
  );

  app.delete(
    '/psychologists/:uuid',
    { preValidation, schema: { response: { 204: ZNoContent }, tags, params: ZUuidParams } },
    async (request, reply) => {
      await deletePsychologist(app.deps, currentAuth(request), request.params.uuid);
      return reply.code(204).send();
    },
  );

  app.get(
    '/appointments/psychologists/last-month/:uuid',
    {
      preValidation,
      schema: {
        response: { 200: z.array(ZReportAppointment) },
        tags: ['appointments'],
        params: ZUuidParams,
        // Decision 1179: any São Paulo month, the previous one when absent; one page of it, the
        // next in the Link header (decision 1211).
        querystring: ZPageQuery.extend({ month: ZStatementMonth.optional() }),
      },
    },
    // An administrator's reading of a person's appointments is audited (§14, decision 1182).
    async (request, reply) => {
      const auth = currentAuth(request);
      const { list, next } = await lastMonthAppointments(
        app.deps,
        auth,
        request.params.uuid,
        request.query,
      );
      setNextLink(request, reply, next);
      return list;
    },
  );
};
