import { z } from 'zod';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import {
  ZInventory,
  ZInventoryVersion,
  ZRiskChange,
  ZRiskReminderSent,
  ZRiskResults,
  ZRiskSurvey,
} from '@acolher/contracts/answers/risk-surveys';
import {
  ZInventoryPut,
  ZInventoryQuery,
  ZRiskChangeCreate,
  ZRiskSurveyCreate,
  ZRiskSurveyParams,
} from '@acolher/contracts/risk-surveys';
import { ZUuidParams } from '@acolher/contracts/fields';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  closeRiskSurvey,
  createRiskSurvey,
  listRiskSurveys,
  publishRiskSurvey,
} from '../../modules/risk-surveys/surveys.service.ts';
import { riskResults } from '../../modules/risk-surveys/results.service.ts';
import {
  getInventory,
  listInventoryVersions,
  lockInventoryVersion,
  putInventory,
} from '../../modules/risk-surveys/inventory.service.ts';
import { riskReport } from '../../modules/risk-surveys/report.service.ts';
import { remindRiskSurvey } from '../../modules/risk-surveys/reminders.service.ts';
import { listRiskChanges, recordRiskChange } from '../../modules/risk-surveys/review.service.ts';

/** Risk surveys as HR runs them (domain.md §20): the company itself and the administrator. */
export const companyRiskSurveyRoutes: RoutePlugin = async (app) => {
  const preValidation = requireRole('administrator', 'company');
  const tags = ['risk-surveys'];
  const base = '/companies/:uuid/risk-surveys';
  const one = `${base}/:surveyUuid`;
  const params = ZRiskSurveyParams;

  app.post(
    base,
    {
      preValidation,
      schema: {
        tags,
        params: ZUuidParams,
        body: ZRiskSurveyCreate,
        response: { 201: ZRiskSurvey },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createRiskSurvey(app.deps, currentAuth(request), request.params.uuid, request.body),
        ),
  );
  app.get(
    base,
    {
      preValidation,
      schema: { tags, params: ZUuidParams, response: { 200: z.array(ZRiskSurvey) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listRiskSurveys(app.deps, currentAuth(request), request.params.uuid);
    },
  );
  // The changes of the work that bring the inventory's review forward (decision 1355).
  app.post(
    '/companies/:uuid/risk-changes',
    {
      preValidation,
      schema: {
        tags,
        params: ZUuidParams,
        body: ZRiskChangeCreate,
        response: { 201: ZRiskChange },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await recordRiskChange(app.deps, currentAuth(request), request.params.uuid, request.body),
        ),
  );
  app.get(
    '/companies/:uuid/risk-changes',
    {
      preValidation,
      schema: { tags, params: ZUuidParams, response: { 200: z.array(ZRiskChange) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listRiskChanges(app.deps, currentAuth(request), request.params.uuid);
    },
  );
  app.post(
    `${one}/close`,
    { preValidation, schema: { tags, params, response: { 200: ZRiskSurvey } } },
    async (request) =>
      closeRiskSurvey(
        app.deps,
        currentAuth(request),
        request.params.uuid,
        request.params.surveyUuid,
      ),
  );
  app.post(
    `${one}/publish`,
    { preValidation, schema: { tags, params, response: { 200: ZRiskSurvey } } },
    async (request) =>
      publishRiskSurvey(
        app.deps,
        currentAuth(request),
        request.params.uuid,
        request.params.surveyUuid,
      ),
  );
  app.post(
    `${one}/reminders`,
    { preValidation, schema: { tags, params, response: { 201: ZRiskReminderSent } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await remindRiskSurvey(
            app.deps,
            currentAuth(request),
            request.params.uuid,
            request.params.surveyUuid,
          ),
        ),
  );
  app.get(
    `${one}/results`,
    { preValidation, schema: { tags, params, response: { 200: ZRiskResults } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return riskResults(
        app.deps,
        currentAuth(request),
        request.params.uuid,
        request.params.surveyUuid,
      );
    },
  );
  app.get(
    `${one}/inventory`,
    {
      preValidation,
      schema: { tags, params, querystring: ZInventoryQuery, response: { 200: ZInventory } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { uuid, surveyUuid } = request.params;
      const intermediate = request.query.include === 'intermediate';
      return getInventory(app.deps, currentAuth(request), uuid, surveyUuid, intermediate);
    },
  );
  app.put(
    `${one}/inventory`,
    { preValidation, schema: { tags, params, body: ZInventoryPut, response: { 200: ZInventory } } },
    async (request) =>
      putInventory(
        app.deps,
        currentAuth(request),
        request.params.uuid,
        request.params.surveyUuid,
        request.body,
      ),
  );
  app.post(
    `${one}/inventory/versions`,
    { preValidation, schema: { tags, params, response: { 201: ZInventoryVersion } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await lockInventoryVersion(
            app.deps,
            currentAuth(request),
            request.params.uuid,
            request.params.surveyUuid,
          ),
        ),
  );
  app.get(
    `${one}/inventory/versions`,
    { preValidation, schema: { tags, params, response: { 200: z.array(ZInventoryVersion) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listInventoryVersions(
        app.deps,
        currentAuth(request),
        request.params.uuid,
        request.params.surveyUuid,
      );
    },
  );
  app.get(
    `${one}/report.pdf`,
    { preValidation, schema: { tags, params, produces: ['application/pdf'] } },
    async (request, reply) => {
      const pdf = await riskReport(
        app.deps,
        currentAuth(request),
        request.params.uuid,
        request.params.surveyUuid,
      );
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="anexo-pgr-riscos-psicossociais.pdf"')
        .type('application/pdf')
        .send(pdf);
    },
  );
};
