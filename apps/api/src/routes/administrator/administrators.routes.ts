import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Administrators CRUD (issue 3).
export const administratorsRoutes: FastifyPluginAsyncZod = async (_app) => {};
