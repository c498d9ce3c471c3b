import { z } from 'zod';
import { ZAppointment } from './views.ts';

type Responses = Partial<Record<200 | 201 | 202 | 204, z.ZodType | null>>;
const ok = (schema: z.ZodType): Responses => ({ 200: schema });

/** The answers of domain-rules §17's routes (spread into route-responses.ts). */
export const SESSION_OUTCOME_RESPONSES: Record<string, Responses> = {
  'PATCH /api/appointments/:id/reschedule': ok(ZAppointment),
};
