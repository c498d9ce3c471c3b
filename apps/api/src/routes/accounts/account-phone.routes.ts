import { ZMessageOnly } from '@acolher/contracts/answers/common';
import { ZPhoneChanged } from '@acolher/contracts/answers/account';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZAccountPhoneChange, ZAccountPhoneConfirm } from '@acolher/contracts/account';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  confirmPhoneChange,
  requestPhoneChange,
} from '../../modules/accounts/account-phone.service.ts';

/**
 * 'Minha conta': the person's own phone (domain.md §14, decision 1300). Companies have no phone.
 * Both calls are about the caller's own account only.
 */
export const accountPhoneRoutes: RoutePlugin = async (app) => {
  const withPhone = requireRole('administrator', 'collaborator', 'psychologist');
  const tags = ['account'];

  app.patch(
    '/account/phone',
    {
      preValidation: withPhone,
      schema: { response: { 202: ZMessageOnly }, tags, body: ZAccountPhoneChange },
    },
    async (request, reply) =>
      reply.code(202).send(await requestPhoneChange(app.deps, currentAuth(request), request.body)),
  );

  app.post(
    '/account/phone/confirm',
    {
      preValidation: withPhone,
      schema: { response: { 200: ZPhoneChanged }, tags, body: ZAccountPhoneConfirm },
    },
    async (request) => confirmPhoneChange(app.deps, currentAuth(request), request.body.code),
  );
};
