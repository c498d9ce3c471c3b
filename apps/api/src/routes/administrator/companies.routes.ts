import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Companies list/get/create/update/form/delete (issue 3).
export const companiesRoutes: FastifyPluginAsyncZod = async (_app) => {};
