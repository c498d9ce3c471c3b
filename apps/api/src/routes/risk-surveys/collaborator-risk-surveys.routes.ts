import {
  ZMyRiskSurveys,
  ZRiskQuestionnaire,
  ZRiskResponseRecorded,
} from '@acolher/contracts/answers/risk-surveys';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZRiskSurveyResponse } from '@acolher/contracts/risk-surveys';
import { ZUuidParams } from '@acolher/contracts/fields';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  riskQuestionnaire,
  submitRiskResponse,
  surveysForCollaborator,
} from '../../modules/risk-surveys/surveys.service.ts';

/** Answering a risk survey (domain.md §20): the collaborator who takes part, once. */
export const collaboratorRiskSurveyRoutes: RoutePlugin = async (app) => {
  const preValidation = requireRole('collaborator');
  const tags = ['risk-surveys'];

  app.get(
    '/risk-surveys',
    { preValidation, schema: { response: { 200: ZMyRiskSurveys }, tags } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return surveysForCollaborator(app.deps, currentAuth(request));
    },
  );
  app.get(
    '/risk-surveys/:uuid/questionnaire',
    { preValidation, schema: { response: { 200: ZRiskQuestionnaire }, tags, params: ZUuidParams } },
    async (request) => riskQuestionnaire(app.deps, currentAuth(request), request.params.uuid),
  );
  app.post(
    '/risk-surveys/:uuid/responses',
    {
      preValidation,
      schema: {
        response: { 201: ZRiskResponseRecorded },
        tags,
        params: ZUuidParams,
        body: ZRiskSurveyResponse,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply
        .code(201)
        .send(
          await submitRiskResponse(
            app.deps,
            currentAuth(request),
            request.params.uuid,
            request.body,
          ),
        );
    },
  );
};
