import { ZAbsence, ZAbsencePeriod } from '@acolher/contracts/answers/session-outcomes';
import { ZNoContent } from '@acolher/contracts/answers/common';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { z } from 'zod';
import { ZUuidParams, zUuid } from '@acolher/contracts/fields';
import { ZAbsenceCreate } from '@acolher/contracts/session-outcomes';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  createAbsence,
  deleteAbsence,
  listAbsences,
} from '../../modules/session-outcomes/absences.service.ts';
import { familiesOf } from '../../modules/read-cache/families.ts';

const ZAbsenceParams = z.object({ uuid: zUuid(), absenceUuid: zUuid() });

// A psychologist's absences (domain.md §17; decision 1175).
export const absencesRoutes: RoutePlugin = async (app) => {
  const tags = ['absences'];
  app.post(
    '/psychologists/:uuid/absences',
    {
      preValidation: requireRole('psychologist'),
      schema: { response: { 201: ZAbsence }, tags, params: ZUuidParams, body: ZAbsenceCreate },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createAbsence(app.deps, currentAuth(request), request.params.uuid, request.body),
        ),
  );

  app.get(
    '/psychologists/:uuid/absences',
    {
      preValidation: requireRole('psychologist', 'collaborator'),
      schema: {
        response: { 200: z.union([z.array(ZAbsence), z.array(ZAbsencePeriod)]) },
        tags,
        params: ZUuidParams,
      },
      config: {
        readCache: { sharedFor: ['collaborator' as const], families: familiesOf.psychologistHours },
      },
    },
    async (request) => listAbsences(app.deps, currentAuth(request), request.params.uuid),
  );

  app.delete(
    '/psychologists/:uuid/absences/:absenceUuid',
    {
      preValidation: requireRole('psychologist'),
      schema: { response: { 204: ZNoContent }, tags, params: ZAbsenceParams },
    },
    async (request, reply) => {
      const { uuid, absenceUuid } = request.params;
      await deleteAbsence(app.deps, currentAuth(request), uuid, absenceUuid);
      return reply.code(204).send();
    },
  );
};
