import {
  ZMfaRecoveryCodes,
  ZMfaStatus,
  ZMfaTotpSecret,
  ZPasskey,
  ZWebauthnOptions,
} from '@acolher/contracts/answers/mfa';
import { ZNoContent } from '@acolher/contracts/answers/common';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZUuidParams } from '@acolher/contracts/fields';
import {
  ZMfaDisable,
  ZMfaTotpConfirm,
  ZMfaTotpStart,
  ZPasskeyOptions,
  ZPasskeyRegister,
  ZPasskeyRemove,
  ZPasskeyRename,
} from '@acolher/contracts/mfa';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  confirmTotp,
  disableMfa,
  mfaStatus,
  startTotp,
} from '../../modules/mfa/mfa-enrolment.service.ts';
import {
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
  renamePasskey,
} from '../../modules/mfa/mfa-passkeys.service.ts';
import { webauthnSite } from '../../modules/mfa/webauthn-site.ts';

// 'Minha conta''s second factor (domain.md §14): always the caller's own, whatever its role; the
// only calls a session waiting for enrolment may make (modules/auth/guard.ts).
export const mfaRoutes: RoutePlugin = async (app) => {
  const anyRole = requireRole();
  const tags = ['account'];
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/account/mfa',
    { preValidation: anyRole, schema: { response: { 200: ZMfaStatus }, tags } },
    async (request, reply) =>
      reply.headers(noStore).send(await mfaStatus(app.deps, currentAuth(request))),
  );

  app.post(
    '/account/mfa/totp',
    {
      preValidation: anyRole,
      schema: { response: { 200: ZMfaTotpSecret }, tags, body: ZMfaTotpStart },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await startTotp(app.deps, currentAuth(request), request.body)),
  );

  app.post(
    '/account/mfa/totp/confirm',
    {
      preValidation: anyRole,
      schema: { response: { 200: ZMfaRecoveryCodes }, tags, body: ZMfaTotpConfirm },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await confirmTotp(app.deps, currentAuth(request), request.body)),
  );

  app.delete(
    '/account/mfa',
    { preValidation: anyRole, schema: { response: { 204: ZNoContent }, tags, body: ZMfaDisable } },
    async (request, reply) => {
      await disableMfa(app.deps, currentAuth(request), request.body);
      return reply.code(204).send();
    },
  );

  app.post(
    '/account/mfa/passkeys/options',
    {
      preValidation: anyRole,
      schema: { response: { 200: ZWebauthnOptions }, tags, body: ZPasskeyOptions },
    },
    async (request, reply) => {
      const site = webauthnSite(app.deps.env, request);
      const options = await passkeyRegistrationOptions(
        app.deps,
        currentAuth(request),
        site,
        request.body,
      );
      return reply.headers(noStore).send(options);
    },
  );

  app.post(
    '/account/mfa/passkeys',
    {
      preValidation: anyRole,
      schema: { response: { 201: ZPasskey }, tags, body: ZPasskeyRegister },
    },
    async (request, reply) => {
      const site = webauthnSite(app.deps.env, request);
      const passkey = await registerPasskey(app.deps, currentAuth(request), site, request.body);
      return reply.code(201).send(passkey);
    },
  );

  app.patch(
    '/account/mfa/passkeys/:uuid',
    {
      preValidation: anyRole,
      schema: { response: { 200: ZPasskey }, tags, params: ZUuidParams, body: ZPasskeyRename },
    },
    async (request) =>
      renamePasskey(app.deps, currentAuth(request), request.params.uuid, request.body),
  );

  app.delete(
    '/account/mfa/passkeys/:uuid',
    {
      preValidation: anyRole,
      schema: { response: { 204: ZNoContent }, tags, params: ZUuidParams, body: ZPasskeyRemove },
    },
    async (request, reply) => {
      await removePasskey(app.deps, currentAuth(request), request.params.uuid, request.body);
      return reply.code(204).send();
    },
  );
};
