import { ZAppointment } from '@acolher/contracts/answers/appointments';
import {
  ZDispute,
  ZDisputeListed,
  ZDisputeResolved,
} from '@acolher/contracts/answers/session-outcomes';
import { z } from 'zod';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZUuidParams } from '@acolher/contracts/fields';
import {
  ZAttendanceCorrection,
  ZDisputeCreate,
  ZDisputeResolve,
} from '@acolher/contracts/session-outcomes';
import { assertSelf, currentAuth, requireRole } from '../../modules/auth/guard.ts';
import { correctAttendance } from '../../modules/session-outcomes/attendance-correction.service.ts';
import { listResolvedDisputes } from '../../modules/session-outcomes/disputes-resolved.service.ts';
import {
  listOpenDisputes,
  listOwnDisputes,
  openDispute,
  resolveDispute,
} from '../../modules/session-outcomes/disputes.service.ts';

// Corrections and disputes within 48 hours of a session (domain.md §17; decision 1174).
export const disputesRoutes: RoutePlugin = async (app) => {
  const tags = ['disputes'];
  app.patch(
    '/appointments/:uuid/attendance',
    {
      preValidation: requireRole('psychologist'),
      schema: {
        response: { 200: ZAppointment },
        tags,
        params: ZUuidParams,
        body: ZAttendanceCorrection,
      },
    },
    async (request) =>
      correctAttendance(app.deps, currentAuth(request), request.params.uuid, request.body.status),
  );

  app.post(
    '/appointments/:uuid/dispute',
    {
      preValidation: requireRole('collaborator'),
      schema: { response: { 201: ZDispute }, tags, params: ZUuidParams, body: ZDisputeCreate },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await openDispute(app.deps, currentAuth(request), request.params.uuid, request.body)),
  );

  // The collaborator's own disputes and their outcome, for its history's cards (decision 1412).
  app.get(
    '/collaborators/:uuid/disputes',
    {
      preValidation: requireRole('collaborator'),
      schema: { response: { 200: z.array(ZDispute) }, tags, params: ZUuidParams },
    },
    async (request) => {
      assertSelf(request, request.params.uuid);
      return listOwnDisputes(app.deps, request.params.uuid);
    },
  );

  app.get(
    '/disputes',
    {
      preValidation: requireRole('administrator'),
      schema: { response: { 200: z.array(ZDisputeListed) }, tags },
    },
    async () => listOpenDisputes(app.deps),
  );

  app.get(
    '/disputes/resolved',
    {
      preValidation: requireRole('administrator'),
      schema: { response: { 200: z.array(ZDisputeResolved) }, tags },
    },
    async () => listResolvedDisputes(app.deps),
  );

  app.patch(
    '/disputes/:uuid/resolve',
    {
      preValidation: requireRole('administrator'),
      schema: { response: { 200: ZDispute }, tags, params: ZUuidParams, body: ZDisputeResolve },
    },
    async (request) =>
      resolveDispute(app.deps, currentAuth(request), request.params.uuid, request.body),
  );
};
