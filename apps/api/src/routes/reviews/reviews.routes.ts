import { ZReview, ZReviewsAnswer } from '@acolher/contracts/answers/reviews';
import { ZCollaboratorUuidParams } from '@acolher/contracts/fields';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZReviewCreate } from '@acolher/contracts/reviews';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import { createReview, listReviews } from '../../modules/reviews/reviews.service.ts';

// Reviews (domain.md §3, decision 0405): clinical notes, psychologists only, every read and write audited.
export const reviewsRoutes: RoutePlugin = async (app) => {
  const tags = ['reviews'];
  const preValidation = requireRole('psychologist');

  app.post(
    '/reviews',
    { preValidation, schema: { response: { 201: ZReview }, tags, body: ZReviewCreate } },
    async (request, reply) =>
      reply.code(201).send(await createReview(app.deps, currentAuth(request), request.body)),
  );

  app.get(
    '/reviews/:uuid',
    {
      preValidation,
      schema: { response: { 200: ZReviewsAnswer }, tags, params: ZCollaboratorUuidParams },
    },
    async (request) => listReviews(app.deps, currentAuth(request), request.params.uuid),
  );
};
