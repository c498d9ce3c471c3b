import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Opening hours (issue 4).
export const openingHoursRoutes: FastifyPluginAsyncZod = async (_app) => {};
