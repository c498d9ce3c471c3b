import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Messages and consent (issue 9).
export const messagesRoutes: FastifyPluginAsyncZod = async (_app) => {};
