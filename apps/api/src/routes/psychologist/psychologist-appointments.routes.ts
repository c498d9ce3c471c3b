import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Psychologist appointments, confirmed list, psychologist cancel (issue 4).
export const psychologistAppointmentsRoutes: FastifyPluginAsyncZod = async (_app) => {};
