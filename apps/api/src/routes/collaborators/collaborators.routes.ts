import {
  ZCollaboratorForCompany,
  ZCollaboratorRecord,
} from '@acolher/contracts/answers/collaborators';
import { ZCreditsGrantResult } from '@acolher/contracts/answers/credits';
import { ZNoContent } from '@acolher/contracts/answers/common';
import { z } from 'zod';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZCollaboratorCreate, ZCollaboratorUpdate } from '@acolher/contracts/collaborators';
import { ZCreditsCompany, ZCreditsOne, ZCreditsSector } from '@acolher/contracts/credits';
import { ZUuidParams } from '@acolher/contracts/fields';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  createCollaborator,
  deleteCollaborator,
  updateCollaborator,
} from '../../modules/collaborators/collaborators.service.ts';
import { grantCredits } from '../../modules/credits/grants.service.ts';

/** A company's own uuid replaces companyUuid (domain.md §3); an administrator must send it. */
const ZCollaboratorCreateBody = ZCollaboratorCreate.extend({
  companyUuid: ZCollaboratorCreate.shape.companyUuid.optional(),
});

// Collaborators create/update/delete and credit grants (domain.md §3, §4).
// GET /collaborators/:uuid and accept-terms live in the collaborator area's routes.
export const collaboratorsRoutes: RoutePlugin = async (app) => {
  const adminOrCompany = requireRole('administrator', 'company');
  const admin = requireRole('administrator');
  const tags = ['collaborators'];

  app.post(
    '/collaborators',
    {
      preValidation: adminOrCompany,
      schema: {
        response: { 201: z.union([ZCollaboratorRecord, ZCollaboratorForCompany]) },
        tags,
        body: ZCollaboratorCreateBody,
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCollaborator(app.deps, currentAuth(request), request.body)),
  );

  app.put(
    '/collaborators/:uuid',
    {
      preValidation: adminOrCompany,
      schema: {
        response: { 200: z.union([ZCollaboratorRecord, ZCollaboratorForCompany]) },
        tags,
        params: ZUuidParams,
        body: ZCollaboratorUpdate,
      },
    },
    async (request) =>
      updateCollaborator(app.deps, currentAuth(request), request.params.uuid, request.body),
  );

  app.delete(
    '/collaborators/:uuid',
    {
      preValidation: adminOrCompany,
      schema: { response: { 204: ZNoContent }, tags, params: ZUuidParams },
    },
    async (request, reply) => {
      await deleteCollaborator(app.deps, currentAuth(request), request.params.uuid);
      return reply.code(204).send();
    },
  );

  app.patch(
    '/collaborators/:uuid/add-credits',
    {
      preValidation: admin,
      schema: {
        response: { 200: ZCreditsGrantResult },
        tags,
        params: ZUuidParams,
        body: ZCreditsOne,
      },
    },
    async (request) =>
      grantCredits(
        app.deps,
        currentAuth(request),
        { kind: 'collaborator', uuid: request.params.uuid },
        request.body.credits,
      ),
  );

  app.patch(
    '/collaborators/sector/:uuid/add-credits',
    {
      preValidation: admin,
      schema: {
        response: { 200: ZCreditsGrantResult },
        tags,
        params: ZUuidParams,
        body: ZCreditsSector,
      },
    },
    async (request) =>
      grantCredits(
        app.deps,
        currentAuth(request),
        { kind: 'sector', uuid: request.params.uuid },
        request.body.credits,
      ),
  );

  app.patch(
    '/collaborators/company/:uuid/add-credits',
    {
      preValidation: admin,
      schema: {
        response: { 200: ZCreditsGrantResult },
        tags,
        params: ZUuidParams,
        body: ZCreditsCompany,
      },
    },
    async (request) =>
      grantCredits(
        app.deps,
        currentAuth(request),
        { kind: 'company', uuid: request.params.uuid },
        request.body.credits,
      ),
  );
};
