import { ZDeletionRequest, ZOwnDeletionRequest } from '@acolher/contracts/answers/account';
import { z } from 'zod';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZUuidParams } from '@acolher/contracts/fields';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  completeDeletion,
  listDeletionRequests,
  requestDeletion,
} from '../../modules/accounts/account-deletion.service.ts';

// Deletion of one's own account (domain.md §14): the person asks, an administrator completes.
export const accountDeletionRoutes: RoutePlugin = async (app) => {
  const admin = requireRole('administrator');
  const tags = ['account'];

  app.post(
    '/account/deletion-request',
    { preValidation: requireRole(), schema: { response: { 201: ZOwnDeletionRequest }, tags } },
    async (request, reply) =>
      reply.code(201).send(await requestDeletion(app.deps, currentAuth(request))),
  );

  app.get(
    '/account/deletion-requests',
    { preValidation: admin, schema: { response: { 200: z.array(ZDeletionRequest) }, tags } },
    async () => listDeletionRequests(app.deps),
  );

  app.post(
    '/account/deletion-requests/:uuid/complete',
    {
      preValidation: admin,
      schema: { response: { 200: ZDeletionRequest }, tags, params: ZUuidParams },
    },
    async (request) => completeDeletion(app.deps, currentAuth(request), request.params.uuid),
  );
};
