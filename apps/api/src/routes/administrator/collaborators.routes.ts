import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Collaborators create/update/delete and credit grants (issues 3, 8).
export const collaboratorsRoutes: FastifyPluginAsyncZod = async (_app) => {};
