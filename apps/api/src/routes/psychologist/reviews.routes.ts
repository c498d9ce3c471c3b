import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Reviews (issue 4).
export const reviewsRoutes: FastifyPluginAsyncZod = async (_app) => {};
