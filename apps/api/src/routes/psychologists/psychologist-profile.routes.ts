import {
  ZPsychologist,
  ZPsychologistListed,
  ZPsychologistPublic,
  ZPsychologistSignedUp,
} from '@acolher/contracts/answers/psychologists';
import type { FastifyRequest } from 'fastify';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { z } from 'zod';
import { AVATAR_MAX_BYTES } from '@acolher/contracts/constants';
import { MESSAGES } from '@acolher/contracts/errors';
import { ZUuidParams } from '@acolher/contracts/fields';
import {
  ZPsychologistBasicData,
  ZPsychologistCreateBody,
  ZPsychologistSignUp,
} from '@acolher/contracts/psychologists';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { readSingleFile } from '../../lib/single-file.ts';
import { assertSelf, authenticate, currentAuth, requireRole } from '../../modules/auth/guard.ts';
import { uploadAvatar } from '../../modules/psychologists/avatar.service.ts';
import { crpCardUploadToken } from '../../modules/psychologists/crp-card.service.ts';
import {
  createPsychologistAsAdministrator,
  getPsychologistFor,
  signTerms,
  signUpPsychologist,
  updateBasicData,
} from '../../modules/psychologists/psychologists.service.ts';
import { createStorage } from '../../integrations/storage/storage.ts';
import { familiesOf } from '../../modules/read-cache/families.ts';

/** The terms dialog may send the WhatsApp consent; the version signed is always the server's. */
const ZSignTermsBody = z
  .object({ whatsappConsent: z.boolean({ error: 'Dados inválidos' }).optional() })
  .nullish();

/** A token, if one is sent, must be an administrator's; without one the call is a public sign-up. */
async function optionalAdministrator(request: FastifyRequest) {
  if (request.headers.authorization === undefined) return;
  const auth = await authenticate(request);
  if (auth.role !== 'administrator') throw forbidden();
}

// POST /psychologists, GET /psychologists/:uuid, basic-data, avatar, sign-terms (domain.md §9, decision 0401).
export const psychologistProfileRoutes: RoutePlugin = async (app) => {
  const tags = ['psychologists'];
  const self = requireRole('psychologist');
  const storage = createStorage(app.deps.env);

  app.post(
    '/psychologists',
    {
      preValidation: optionalAdministrator,
      schema: { response: { 201: ZPsychologistSignedUp }, tags, body: ZPsychologistCreateBody },
    },
    async (request, reply) => {
      if (request.auth) {
        const created = await createPsychologistAsAdministrator(
          app.deps,
          request.auth,
          request.body,
        );
        return reply.code(201).send(created);
      }
      const signUp = ZPsychologistSignUp.safeParse(request.body);
      if (!signUp.success) throw badRequest(signUp.error.issues[0]?.message ?? 'Dados inválidos');
      const created = await signUpPsychologist(app.deps, signUp.data);
      const grant = await crpCardUploadToken(app.deps, created.uuid);
      return reply.code(201).send({ ...created, crpCardUploadToken: grant });
    },
  );

  app.get(
    '/psychologists/:uuid',
    {
      preValidation: requireRole('psychologist', 'administrator', 'collaborator'),
      schema: {
        response: { 200: z.union([ZPsychologist, ZPsychologistListed, ZPsychologistPublic]) },
        tags,
        params: ZUuidParams,
      },
      // A collaborator's view is the public face, the same for every collaborator (decision 1212).
      config: {
        readCache: { sharedFor: ['collaborator'], families: familiesOf.psychologistProfile },
      },
    },
    async (request) => getPsychologistFor(app.deps, currentAuth(request), request.params.uuid),
  );

  app.patch(
    '/psychologists/basic-data/:uuid',
    {
      preValidation: self,
      schema: {
        response: { 200: ZPsychologist },
        tags,
        params: ZUuidParams,
        body: ZPsychologistBasicData,
      },
    },
    async (request) => {
      assertSelf(request, request.params.uuid);
      return updateBasicData(app.deps, request.params.uuid, request.body);
    },
  );

  app.patch(
    '/psychologists/sign-terms/:uuid',
    {
      preValidation: self,
      schema: { response: { 200: ZPsychologist }, tags, params: ZUuidParams, body: ZSignTermsBody },
    },
    async (request) => {
      assertSelf(request, request.params.uuid);
      return signTerms(app.deps, request.params.uuid, request.body?.whatsappConsent);
    },
  );

  app.patch(
    '/psychologists/avatar/:uuid',
    {
      preValidation: self,
      schema: { response: { 200: ZPsychologist }, tags, params: ZUuidParams },
    },
    async (request) => {
      assertSelf(request, request.params.uuid);
      const bytes = await readSingleFile(request, {
        maxBytes: AVATAR_MAX_BYTES,
        missing: MESSAGES.imageOnly,
        tooLarge: MESSAGES.imageTooLarge,
      });
      return uploadAvatar(app.deps, storage, request.params.uuid, bytes);
    },
  );
};
