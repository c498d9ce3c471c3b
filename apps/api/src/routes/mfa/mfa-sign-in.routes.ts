import { ZSignIn as ZSignInAnswer } from '@acolher/contracts/answers/auth';
import { ZWebauthnOptions } from '@acolher/contracts/answers/mfa';
import { z } from 'zod';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZMfaPasskeyOptions, ZMfaSignIn } from '@acolher/contracts/mfa';
import { completeMfaSignIn, passkeySignInOptions } from '../../modules/mfa/mfa-sign-in.service.ts';
import { webauthnSite } from '../../modules/mfa/webauthn-site.ts';

// The sign-in's second step (domain.md §14): the mfaToken of the password step is the proof.
export const mfaSignInRoutes: RoutePlugin = async (app) => {
  const tags = ['auth'];

  app.post(
    '/auth/mfa/passkey-options',
    { schema: { response: { 200: ZWebauthnOptions }, tags, body: ZMfaPasskeyOptions } },
    async (request) => {
      return passkeySignInOptions(app.deps, webauthnSite(app.deps.env, request), request.body);
    },
  );

  app.post(
    '/auth/mfa',
    {
      schema: {
        response: {
          200: z.union([
            ZSignInAnswer.administrator,
            ZSignInAnswer.company,
            ZSignInAnswer.collaborator,
            ZSignInAnswer.psychologist,
          ]),
        },
        tags,
        body: ZMfaSignIn,
      },
    },
    async (request) => {
      return completeMfaSignIn(app.deps, webauthnSite(app.deps.env, request), request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
    },
  );
};
