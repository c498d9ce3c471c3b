import { z } from 'zod';
import { ZAppointment } from '@acolher/contracts/answers/appointments';
import {
  ZAbsence,
  ZAbsencePeriod,
  ZAdministratorCancelResult,
  ZCsv,
  ZDispute,
  ZDisputeListed,
  ZPayouts,
  ZRemoveCreditsResult,
  ZStatement,
} from '@acolher/contracts/answers/session-outcomes';

type Responses = Partial<Record<200 | 201 | 202 | 204, z.ZodType | null>>;
const ok = (schema: z.ZodType): Responses => ({ 200: schema });

/** The answers of domain.md §17's routes (spread into route-responses.ts; decision 1227). */
export const SESSION_OUTCOME_RESPONSES: Record<string, Responses> = {
  'PATCH /api/appointments/:uuid/reschedule': ok(ZAppointment),
  'POST /api/psychologists/:uuid/absences': { 201: ZAbsence },
  'GET /api/psychologists/:uuid/absences': ok(
    z.union([z.array(ZAbsence), z.array(ZAbsencePeriod)]),
  ),
  'DELETE /api/psychologists/:uuid/absences/:absenceUuid': { 204: null },
  'PATCH /api/appointments/:uuid/attendance': ok(ZAppointment),
  'POST /api/appointments/:uuid/dispute': { 201: ZDispute },
  'GET /api/disputes': ok(z.array(ZDisputeListed)),
  'PATCH /api/disputes/:uuid/resolve': ok(ZDispute),
  'PATCH /api/appointments/:uuid/administrator-cancel': ok(ZAdministratorCancelResult),
  'GET /api/psychologists/:uuid/statements/:month': ok(z.union([ZStatement, ZCsv])),
  'GET /api/statements/:month': ok(z.union([ZPayouts, ZCsv])),
  'PATCH /api/collaborators/:uuid/remove-credits': ok(ZRemoveCreditsResult),
};
