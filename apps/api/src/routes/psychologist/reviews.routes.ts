import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zUuid } from '@acolher/contracts/fields';
import { ZReviewCreate } from '@acolher/contracts/reviews';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import { createReview, listReviews } from '../../modules/reviews/reviews.service.ts';

const ZCollaboratorParams = z.object({
  collaboratorId: zUuid('UUID do colaborador obrigatório', 'UUID do colaborador inválido'),
});

// Reviews (domain.md §3, decision 0405): clinical notes, psychologists only, every read and write audited.
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reviews'];
  const preValidation = requireRole('psychologist');

  app.post(
    '/reviews',
    { preValidation, schema: { tags, body: ZReviewCreate } },
    async (request, reply) =>
      reply.code(201).send(await createReview(app.deps, currentAuth(request), request.body)),
  );

  app.get(
    '/reviews/:collaboratorId',
    { preValidation, schema: { tags, params: ZCollaboratorParams } },
    async (request) => listReviews(app.deps, currentAuth(request), request.params.collaboratorId),
  );
};
