import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams, zUuid } from '@acolher/contracts/fields';
import { ZAbsenceCreate } from '@acolher/contracts/session-outcomes';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  createAbsence,
  deleteAbsence,
  listAbsences,
} from '../../modules/session-outcomes/absences.service.ts';
import { familiesOf } from '../../modules/read-cache/families.ts';

const ZAbsenceParams = z.object({ id: zUuid(), uuid: zUuid() });

// A psychologist's absences (domain.md §17; decision 1175).
export const absencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['absences'];
  app.post(
    '/psychologists/:id/absences',
    {
      preValidation: requireRole('psychologist'),
      schema: { tags, params: ZIdParams, body: ZAbsenceCreate },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createAbsence(app.deps, currentAuth(request), request.params.id, request.body)),
  );

  app.get(
    '/psychologists/:id/absences',
    {
      preValidation: requireRole('psychologist', 'collaborator'),
      schema: { tags, params: ZIdParams },
      config: {
        readCache: { sharedFor: ['collaborator' as const], families: familiesOf.psychologistHours },
      },
    },
    async (request) => listAbsences(app.deps, currentAuth(request), request.params.id),
  );

  app.delete(
    '/psychologists/:id/absences/:uuid',
    { preValidation: requireRole('psychologist'), schema: { tags, params: ZAbsenceParams } },
    async (request, reply) => {
      const { id, uuid } = request.params;
      await deleteAbsence(app.deps, currentAuth(request), id, uuid);
      return reply.code(204).send();
    },
  );
};
