import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Anonymous well-being dashboard and NR-1 report (issue 8).
export const companyInsightsRoutes: FastifyPluginAsyncZod = async (_app) => {};
