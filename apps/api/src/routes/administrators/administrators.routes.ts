import { ZAdministrator, ZAdministratorQueues } from '@acolher/contracts/answers/administrators';
import { ZNoContent } from '@acolher/contracts/answers/common';
import { z } from 'zod';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZAdministratorCreate, ZAdministratorUpdate } from '@acolher/contracts/administrators';
import { ZUuidParams } from '@acolher/contracts/fields';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  createAdministrator,
  deleteAdministrator,
  listAdministrators,
  updateAdministrator,
} from '../../modules/administrators/administrators.service.ts';
import { administratorQueues } from '../../modules/administrators/queues.service.ts';

// Administrators CRUD (domain.md §3).
export const administratorsRoutes: RoutePlugin = async (app) => {
  const preValidation = requireRole('administrator');
  const tags = ['administrators'];

  app.get(
    '/administrators',
    { preValidation, schema: { response: { 200: z.array(ZAdministrator) }, tags } },
    async () => listAdministrators(app.deps),
  );

  // The first screen's queues (decision 1408).
  app.get(
    '/administrators/queues',
    { preValidation, schema: { response: { 200: ZAdministratorQueues }, tags } },
    async () => administratorQueues(app.deps),
  );

  app.post(
    '/administrators',
    {
      preValidation,
      schema: { response: { 201: ZAdministrator }, tags, body: ZAdministratorCreate },
    },
    async (request, reply) =>
      reply.code(201).send(await createAdministrator(app.deps, request.body)),
  );

  app.put(
    '/administrators/:uuid',
    {
      preValidation,
      schema: {
        response: { 200: ZAdministrator },
        tags,
        params: ZUuidParams,
        body: ZAdministratorUpdate,
      },
    },
    async (request) =>
      updateAdministrator(app.deps, currentAuth(request), request.params.uuid, request.body),
  );

  app.delete(
    '/administrators/:uuid',
    { preValidation, schema: { response: { 204: ZNoContent }, tags, params: ZUuidParams } },
    async (request, reply) => {
      await deleteAdministrator(app.deps, currentAuth(request), request.params.uuid);
      return reply.code(204).send();
    },
  );
};
