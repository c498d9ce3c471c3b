import {
  ZMeasureOverview,
  ZMeasureQuestionnaires,
  ZMeasureResult,
} from '@acolher/contracts/answers/measures';
import { ZCollaboratorUuidParams } from '@acolher/contracts/fields';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZMeasureResponse } from '@acolher/contracts/measures';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  measureOverview,
  questionnaires,
  submitMeasure,
} from '../../modules/measures/measures.service.ts';

// PHQ-9 and GAD-7 (domain.md §18): health data, never for companies or administrators.
export const measuresRoutes: RoutePlugin = async (app) => {
  const tags = ['measures'];

  app.get(
    '/measures/questionnaires',
    {
      preValidation: requireRole('collaborator', 'psychologist'),
      schema: { response: { 200: ZMeasureQuestionnaires }, tags },
    },
    async () => questionnaires(),
  );

  app.post(
    '/measures/responses',
    {
      preValidation: requireRole('collaborator'),
      schema: { response: { 201: ZMeasureResult }, tags, body: ZMeasureResponse },
    },
    async (request, reply) =>
      reply.code(201).send(await submitMeasure(app.deps, currentAuth(request), request.body)),
  );

  app.get(
    '/measures/collaborators/:uuid',
    {
      preValidation: requireRole('collaborator', 'psychologist'),
      schema: { response: { 200: ZMeasureOverview }, tags, params: ZCollaboratorUuidParams },
    },
    async (request) => measureOverview(app.deps, currentAuth(request), request.params.uuid),
  );
};
