import { ZMessageOnly } from '@acolher/contracts/answers/common';
import { ZAccountExport, ZRole } from '@acolher/contracts/answers/account';
import { ZNoContent } from '@acolher/contracts/answers/common';
import { z } from 'zod';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import {
  ZAccountEmailChange,
  ZAccountEmailConfirm,
  ZAccountPasswordChange,
  ZContactChangeCancel,
} from '@acolher/contracts/account';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  confirmEmailChange,
  requestEmailChange,
} from '../../modules/accounts/account-email.service.ts';
import { cancelContactChange } from '../../modules/accounts/pending-contact-changes.ts';
import { EXPORT_FILE_NAME, exportAccount } from '../../modules/accounts/account-export.service.ts';
import {
  changePassword,
  signOutEverywhere,
} from '../../modules/accounts/account-password.service.ts';

// 'Minha conta' (domain.md §14): always the caller's own account, whatever its role.
export const accountRoutes: RoutePlugin = async (app) => {
  const anyRole = requireRole();
  const tags = ['account'];

  app.patch(
    '/account/email',
    {
      preValidation: anyRole,
      schema: { response: { 202: ZMessageOnly }, tags, body: ZAccountEmailChange },
    },
    async (request, reply) =>
      reply.code(202).send(await requestEmailChange(app.deps, currentAuth(request), request.body)),
  );

  // Anonymous: the link's one-time token is the proof (the page works signed out).
  app.post(
    '/account/email/confirm',
    {
      schema: {
        response: { 200: z.strictObject({ role: ZRole, message: z.string() }) },
        tags,
        body: ZAccountEmailConfirm,
      },
    },
    async (request) => confirmEmailChange(app.deps, request.body.token),
  );

  // Anonymous: the cancel link sent to the old address and phone (domain.md §26, decision 1301).
  app.post(
    '/account/contact-change/cancel',
    { schema: { response: { 200: ZMessageOnly }, tags, body: ZContactChangeCancel } },
    async (request) => cancelContactChange(app.deps, request.body.token),
  );

  app.patch(
    '/account/password',
    {
      preValidation: anyRole,
      schema: { response: { 200: ZMessageOnly }, tags, body: ZAccountPasswordChange },
    },
    async (request) => changePassword(app.deps, currentAuth(request), request.body),
  );

  app.post(
    '/account/sign-out-everywhere',
    { preValidation: anyRole, schema: { response: { 204: ZNoContent }, tags } },
    async (request, reply) => {
      await signOutEverywhere(app.deps, currentAuth(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/account/export',
    { preValidation: anyRole, schema: { response: { 200: ZAccountExport }, tags } },
    async (request, reply) => {
      const data = await exportAccount(app.deps, currentAuth(request));
      return reply
        .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );
};
