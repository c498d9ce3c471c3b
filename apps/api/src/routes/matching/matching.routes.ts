import { z } from 'zod';
import { ZIntake, ZPsychologistMatch } from '@acolher/contracts/answers/matching';
import { ZIntakeBody, ZMatchesQuery } from '@acolher/contracts/matching';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import { getIntake, putIntake } from '../../modules/matching/intake.service.ts';
import { listMatches } from '../../modules/matching/matches.service.ts';

/**
 * The intake ('O que te traz aqui?') and 'Indicados para você' (decisions 1380, 1382): the
 * collaborator's own data only; no other role is let through, the company and the administrator
 * included.
 */
export const matchingRoutes: RoutePlugin = async (app) => {
  const collaborator = requireRole('collaborator');
  const tags = ['matching'];

  app.get(
    '/account/intake',
    { preValidation: collaborator, schema: { response: { 200: ZIntake.nullable() }, tags } },
    async (request) => getIntake(app.deps, currentAuth(request).uuid),
  );

  app.put(
    '/account/intake',
    {
      preValidation: collaborator,
      schema: { response: { 200: ZIntake }, tags, body: ZIntakeBody },
    },
    async (request) => putIntake(app.deps, currentAuth(request).uuid, request.body),
  );

  app.get(
    '/psychologists/collaborators/matches',
    {
      preValidation: collaborator,
      schema: { response: { 200: z.array(ZPsychologistMatch) }, tags, querystring: ZMatchesQuery },
    },
    async (request) => listMatches(app.deps, currentAuth(request).uuid, request.query),
  );
};
