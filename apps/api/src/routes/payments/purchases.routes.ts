import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Purchases and payment notifications (issue 6).
export const purchasesRoutes: FastifyPluginAsyncZod = async (_app) => {};
