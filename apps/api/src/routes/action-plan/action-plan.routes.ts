import { ZActionPlanItem } from '@acolher/contracts/answers/action-plan';
import { ZNoContent } from '@acolher/contracts/answers/common';
import { z } from 'zod';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import {
  ZActionPlanItemCreate,
  ZActionPlanItemParams,
  ZActionPlanItemUpdate,
  ZActionPlanParams,
} from '@acolher/contracts/action-plan';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  createActionPlanItem,
  deleteActionPlanItem,
  listActionPlan,
  updateActionPlanItem,
} from '../../modules/action-plan/action-plan.service.ts';

/** The company's action plan (domain.md §19): the company itself and the administrator. */
export const actionPlanRoutes: RoutePlugin = async (app) => {
  const preValidation = requireRole('administrator', 'company');
  const tags = ['action-plan'];

  app.get(
    '/companies/:uuid/action-plan',
    {
      preValidation,
      schema: { response: { 200: z.array(ZActionPlanItem) }, tags, params: ZActionPlanParams },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listActionPlan(app.deps, currentAuth(request), request.params.uuid);
    },
  );

  app.post(
    '/companies/:uuid/action-plan',
    {
      preValidation,
      schema: {
        response: { 201: ZActionPlanItem },
        tags,
        params: ZActionPlanParams,
        body: ZActionPlanItemCreate,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createActionPlanItem(
            app.deps,
            currentAuth(request),
            request.params.uuid,
            request.body,
          ),
        ),
  );

  app.patch(
    '/companies/:uuid/action-plan/:itemUuid',
    {
      preValidation,
      schema: {
        response: { 200: ZActionPlanItem },
        tags,
        params: ZActionPlanItemParams,
        body: ZActionPlanItemUpdate,
      },
    },
    async (request) =>
      updateActionPlanItem(
        app.deps,
        currentAuth(request),
        request.params.uuid,
        request.params.itemUuid,
        request.body,
      ),
  );

  app.delete(
    '/companies/:uuid/action-plan/:itemUuid',
    {
      preValidation,
      schema: { response: { 204: ZNoContent }, tags, params: ZActionPlanItemParams },
    },
    async (request, reply) => {
      const { uuid, itemUuid } = request.params;
      await deleteActionPlanItem(app.deps, currentAuth(request), uuid, itemUuid);
      return reply.code(204).send();
    },
  );
};
