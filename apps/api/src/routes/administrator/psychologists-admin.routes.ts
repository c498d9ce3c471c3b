import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Psychologists list/compliance/delete and last month's appointments (issue 3).
export const psychologistsAdminRoutes: FastifyPluginAsyncZod = async (_app) => {};
