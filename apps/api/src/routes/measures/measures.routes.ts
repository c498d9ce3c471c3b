import { ZNoContent } from '@acolher/contracts/answers/common';
import {
  ZMeasureAlert,
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
import { acknowledgeAlerts, listOpenAlerts } from '../../modules/measures/measure-alerts.ts';

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

  // The item-9 alert on the psychologist's dashboard, hers only (decision 1393).
  app.get(
    '/measures/alerts',
    {
      preValidation: requireRole('psychologist'),
      schema: { response: { 200: ZMeasureAlert.array() }, tags },
    },
    async (request) => listOpenAlerts(app.deps, currentAuth(request)),
  );

  app.post(
    '/measures/collaborators/:uuid/alerts/acknowledge',
    {
      preValidation: requireRole('psychologist'),
      schema: { response: { 204: ZNoContent }, tags, params: ZCollaboratorUuidParams },
    },
    async (request, reply) => {
      await acknowledgeAlerts(app.deps, currentAuth(request), request.params.uuid);
      return reply.code(204).send();
    },
  );
};
