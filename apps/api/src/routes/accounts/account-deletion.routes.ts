import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZUuidParams } from '@acolher/contracts/fields';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  completeDeletion,
  listDeletionRequests,
  requestDeletion,
} from '../../modules/accounts/account-deletion.service.ts';

// Deletion of one's own account (domain.md §14): the person asks, an administrator completes.
export const accountDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = requireRole('administrator');
  const tags = ['account'];

  app.post(
    '/account/deletion-request',
    { preValidation: requireRole(), schema: { tags } },
    async (request, reply) =>
      reply.code(201).send(await requestDeletion(app.deps, currentAuth(request))),
  );

  app.get('/account/deletion-requests', { preValidation: admin, schema: { tags } }, async () =>
    listDeletionRequests(app.deps),
  );

  app.post(
    '/account/deletion-requests/:uuid/complete',
    { preValidation: admin, schema: { tags, params: ZUuidParams } },
    async (request) => completeDeletion(app.deps, currentAuth(request), request.params.uuid),
  );
};
