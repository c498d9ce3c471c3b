import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// POST /psychologists, GET /psychologists/:id, basic-data, avatar, sign-terms (issue 4).
export const psychologistProfileRoutes: FastifyPluginAsyncZod = async (_app) => {};
