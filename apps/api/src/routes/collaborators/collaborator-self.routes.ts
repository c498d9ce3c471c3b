import { ZCollaborator, ZCollaboratorForCompany } from '@acolher/contracts/answers/collaborators';
import { z } from 'zod';
import { ZLooseUuidParams } from '@acolher/contracts/fields';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { assertSelf, currentAuth, requireRole } from '../../modules/auth/guard.ts';
import { familiesOf } from '../../modules/read-cache/families.ts';
import {
  acceptTerms,
  readCollaborator,
} from '../../modules/collaborators/collaborator-self.service.ts';

/** The terms modal may also carry the optional WhatsApp-reminder consent. */
const ZAcceptTermsBody = z
  .object({ whatsappConsent: z.boolean().optional(), termsVersion: z.string().optional() })
  .nullish();

// GET /collaborators/:uuid, accept-terms (domain.md §3, §11).
export const collaboratorSelfRoutes: RoutePlugin = async (app) => {
  /** The collaborator itself; an administrator any; a company only its own collaborators. */
  app.get(
    '/collaborators/:uuid',
    {
      schema: {
        response: { 200: z.union([ZCollaborator, ZCollaboratorForCompany]) },
        tags: ['collaborators'],
        params: ZLooseUuidParams,
      },
      preValidation: requireRole('collaborator', 'company', 'administrator'),
      // Each reader's own entry (the three views differ); a booking changes the credits (decision 1212).
      config: { readCache: { families: familiesOf.collaborator } },
    },
    async (request) => readCollaborator(app.deps, currentAuth(request), request.params.uuid),
  );

  /** Stores the moment and the terms version; accepting the same version again keeps the first moment. */
  app.patch(
    '/collaborators/accept-terms/:uuid',
    {
      schema: {
        response: { 200: ZCollaborator },
        tags: ['collaborators'],
        params: ZLooseUuidParams,
        body: ZAcceptTermsBody,
      },
      preValidation: requireRole('collaborator'),
    },
    async (request) => {
      const { uuid } = assertSelf(request, request.params.uuid);
      return acceptTerms(app.deps, uuid, request.body?.whatsappConsent);
    },
  );
};
