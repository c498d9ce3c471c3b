import { ZNoContent } from '@acolher/contracts/answers/common';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZMfaReset } from '@acolher/contracts/mfa';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import { resetSecondFactor } from '../../modules/mfa/mfa-reset.service.ts';

// An administrator turns a person's second factor off (domain.md §14): audited, told, sessions end.
export const mfaResetsRoutes: RoutePlugin = async (app) => {
  app.post(
    '/mfa-resets',
    {
      preValidation: requireRole('administrator'),
      schema: { response: { 204: ZNoContent }, tags: ['account'], body: ZMfaReset },
    },
    async (request, reply) => {
      await resetSecondFactor(app.deps, currentAuth(request), request.body);
      return reply.code(204).send();
    },
  );
};
