import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAccountEmailChange,
  ZAccountEmailConfirm,
  ZAccountPasswordChange,
} from '@acolher/contracts/account';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  confirmEmailChange,
  requestEmailChange,
} from '../../modules/accounts/account-email.service.ts';
import { EXPORT_FILE_NAME, exportAccount } from '../../modules/accounts/account-export.service.ts';
import {
  changePassword,
  signOutEverywhere,
} from '../../modules/accounts/account-password.service.ts';

// 'Minha conta' (domain.md §14): always the caller's own account, whatever its role.
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyRole = requireRole();
  const tags = ['account'];

  app.patch(
    '/account/email',
    { preValidation: anyRole, schema: { tags, body: ZAccountEmailChange } },
    async (request, reply) =>
      reply.code(202).send(await requestEmailChange(app.deps, currentAuth(request), request.body)),
  );

  // Anonymous: the link's one-time token is the proof (the page works signed out).
  app.post(
    '/account/email/confirm',
    { schema: { tags, body: ZAccountEmailConfirm } },
    async (request) => confirmEmailChange(app.deps, request.body.token),
  );

  app.patch(
    '/account/password',
    { preValidation: anyRole, schema: { tags, body: ZAccountPasswordChange } },
    async (request) => changePassword(app.deps, currentAuth(request), request.body),
  );

  app.post(
    '/account/sign-out-everywhere',
    { preValidation: anyRole, schema: { tags } },
    async (request, reply) => {
      await signOutEverywhere(app.deps, currentAuth(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/account/export',
    { preValidation: anyRole, schema: { tags } },
    async (request, reply) => {
      const data = await exportAccount(app.deps, currentAuth(request));
      return reply
        .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );
};
