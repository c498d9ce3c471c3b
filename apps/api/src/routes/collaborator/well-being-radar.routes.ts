import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Questionnaire, responses, gamification, Typeform webhook, terms text (issue 7).
export const wellBeingRadarRoutes: FastifyPluginAsyncZod = async (_app) => {};
