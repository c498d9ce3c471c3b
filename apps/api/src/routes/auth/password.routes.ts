import { z } from 'zod';
import { ZMessageOnly } from '@acolher/contracts/answers/common';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZForgotPassword, ZResetPasswordBody } from '@acolher/contracts/auth';
import { requestPasswordReset, resetPassword } from '../../modules/auth/password-reset.service.ts';

export const passwordRoutes: RoutePlugin = async (app) => {
  app.post(
    '/auth/forgot-password',
    // docs/domain.md §2: it "always answers 2xx". A body that is not a role and an e-mail (validation
    // attached, not thrown) gets the same answer as an unknown e-mail, and sends nothing.
    {
      schema: {
        body: ZForgotPassword,
        response: { 202: ZMessageOnly },
        tags: ['auth'],
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (!request.validationError)
        await requestPasswordReset(app.deps, request.body.role, request.body.email);
      return reply.code(202).send({
        message: 'Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.',
      });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        response: {
          200: z.strictObject({
            role: z.enum(['administrator', 'company', 'collaborator', 'psychologist']),
            message: z.string(),
          }),
        },
        body: ZResetPasswordBody,
        tags: ['auth'],
      },
    },
    async (request) => {
      const { role } = await resetPassword(app.deps, request.body.token, request.body.password);
      return { role, message: 'Senha definida com sucesso.' };
    },
  );
};
