import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Sectors CRUD for administrator and company scope (issues 3, 8).
export const sectorsRoutes: FastifyPluginAsyncZod = async (_app) => {};
