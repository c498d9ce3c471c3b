import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// GET /psychologists/collaborators (issue 5).
export const psychologistSearchRoutes: FastifyPluginAsyncZod = async (_app) => {};
