import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPsychologistSearchQuery } from '@acolher/contracts/psychologists';
import { requireRole } from '../../modules/auth/guard.ts';
import { searchPsychologists } from '../../modules/psychologist-search/search.service.ts';
import { familiesOf } from '../../modules/read-cache/families.ts';

// GET /psychologists/collaborators: filters and the next free slot of domain.md §19.
export const psychologistSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/psychologists/collaborators',
    {
      schema: { tags: ['psychologists'], querystring: ZPsychologistSearchQuery },
      preValidation: requireRole('collaborator', 'administrator'),
      // The same directory for everyone of a role (modules/read-cache).
      config: {
        readCache: { sharedFor: ['collaborator', 'administrator'], families: familiesOf.directory },
      },
    },
    async (request) => searchPsychologists(app.deps, request.query),
  );
};
