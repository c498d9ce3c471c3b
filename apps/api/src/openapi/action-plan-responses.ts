import { z } from 'zod';
import { ZActionPlanItem } from '@acolher/contracts/answers/action-plan';

type Responses = Partial<Record<200 | 201 | 202 | 204, z.ZodType | null>>;

/** The company's action plan (domain.md §19, decision 1205; its answer's schema, decision 1227). */
export const ACTION_PLAN_RESPONSES: Record<string, Responses> = {
  'GET /api/companies/:uuid/action-plan': { 200: z.array(ZActionPlanItem) },
  'POST /api/companies/:uuid/action-plan': { 201: ZActionPlanItem },
  'PATCH /api/companies/:uuid/action-plan/:itemUuid': { 200: ZActionPlanItem },
  'DELETE /api/companies/:uuid/action-plan/:itemUuid': { 204: null },
};
