import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zUuid } from '@acolher/contracts/fields';
import { ZMeasureResponse } from '@acolher/contracts/measures';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  measureOverview,
  questionnaires,
  submitMeasure,
} from '../../modules/measures/measures.service.ts';

const ZCollaboratorParams = z.object({
  id: zUuid('UUID do colaborador obrigatório', 'UUID do colaborador inválido'),
});

// PHQ-9 and GAD-7 (domain.md §18): health data, never for companies or administrators.
export const measuresRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['measures'];

  app.get(
    '/measures/questionnaires',
    { preValidation: requireRole('collaborator', 'psychologist'), schema: { tags } },
    async () => questionnaires(),
  );

  app.post(
    '/measures/responses',
    { preValidation: requireRole('collaborator'), schema: { tags, body: ZMeasureResponse } },
    async (request, reply) =>
      reply.code(201).send(await submitMeasure(app.deps, currentAuth(request), request.body)),
  );

  app.get(
    '/measures/collaborators/:id',
    {
      preValidation: requireRole('collaborator', 'psychologist'),
      schema: { tags, params: ZCollaboratorParams },
    },
    async (request) => measureOverview(app.deps, currentAuth(request), request.params.id),
  );
};
