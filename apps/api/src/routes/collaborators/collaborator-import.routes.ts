import { ZCollaboratorImportResult } from '@acolher/contracts/answers/collaborator-import';
import { z } from 'zod';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  ZCollaboratorImportQuery,
} from '@acolher/contracts/collaborator-import';
import { ZUuidParams } from '@acolher/contracts/fields';
import { readSingleFile } from '../../lib/single-file.ts';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import { importCollaborators } from '../../modules/collaborators/collaborator-import.service.ts';
import { resendInvitation } from '../../modules/collaborators/invitation-resend.service.ts';

/**
 * The collaborator import (domain.md §19, decision 1207) and 'Reenviar convite' (decision 1208):
 * the company for its own people, the administrator for any company's.
 */
export const collaboratorImportRoutes: RoutePlugin = async (app) => {
  const adminOrCompany = requireRole('administrator', 'company');
  const tags = ['collaborators'];

  app.post(
    '/collaborators/import',
    {
      preValidation: adminOrCompany,
      schema: {
        response: { 200: ZCollaboratorImportResult },
        tags,
        querystring: ZCollaboratorImportQuery,
        consumes: ['multipart/form-data'],
        description:
          'Multipart with one CSV file (header nome,cpf,email,telefone,nascimento,genero,setor or ' +
          'name,document,email,phone,birthdate,gender,sector; decision 1414), ' +
          'at most 5 MB and 10,000 rows. `dryRun=true` previews without creating anything.',
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      const bytes = await readSingleFile(request, {
        maxBytes: IMPORT_MAX_BYTES,
        missing: IMPORT_MESSAGES.noFile,
        tooLarge: IMPORT_MESSAGES.tooLarge,
      });
      return importCollaborators(app.deps, auth, {
        bytes,
        dryRun: request.query.dryRun,
        companyUuid: request.query.companyUuid,
      });
    },
  );

  app.post(
    '/collaborators/:uuid/resend-invitation',
    {
      preValidation: adminOrCompany,
      schema: {
        response: {
          202: z.strictObject({ message: z.string() }),
        },
        tags,
        params: ZUuidParams,
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(await resendInvitation(app.deps, currentAuth(request), request.params.uuid)),
  );
};
