import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Booking, GET /appointments/:id, history, collaborator cancel (issue 5).
export const collaboratorAppointmentsRoutes: FastifyPluginAsyncZod = async (_app) => {};
