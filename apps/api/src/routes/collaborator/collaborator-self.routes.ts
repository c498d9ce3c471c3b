import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// GET /collaborators/:id, accept-terms (issue 5).
export const collaboratorSelfRoutes: FastifyPluginAsyncZod = async (_app) => {};
