import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Psychologist dashboard (issue 4).
export const dashboardsRoutes: FastifyPluginAsyncZod = async (_app) => {};
