import { ZPsychologistSearchResult } from '@acolher/contracts/answers/psychologists';
import { z } from 'zod';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZPsychologistSearchQuery } from '@acolher/contracts/psychologists';
import { requireRole } from '../../modules/auth/guard.ts';
import { searchPsychologists } from '../../modules/psychologist-search/search.service.ts';
import { familiesOf } from '../../modules/read-cache/families.ts';

// GET /psychologists/collaborators: filters and the next free slot of domain.md §19.
export const psychologistSearchRoutes: RoutePlugin = async (app) => {
  app.get(
    '/psychologists/collaborators',
    {
      schema: {
        response: { 200: z.array(ZPsychologistSearchResult) },
        tags: ['psychologists'],
        querystring: ZPsychologistSearchQuery,
      },
      preValidation: requireRole('collaborator', 'administrator'),
      // The same directory for everyone of a role (modules/read-cache).
      config: {
        readCache: { sharedFor: ['collaborator', 'administrator'], families: familiesOf.directory },
      },
    },
    async (request) => searchPsychologists(app.deps, request.query),
  );
};
