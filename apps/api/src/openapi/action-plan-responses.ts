import { z } from 'zod';
import { ACTION_PLAN_STATUSES } from '@acolher/contracts/action-plan';
import { ZDay, ZId, ZInstant } from '@acolher/contracts/answers/common';

type Responses = Partial<Record<200 | 201 | 202 | 204, z.ZodType | null>>;

/** One action of a company's plan (contracts TActionPlanItem). */
export const ZActionPlanItem = z.strictObject({
  uuid: ZId,
  companyUuid: ZId,
  action: z.string(),
  owner: z.string(),
  dueDate: ZDay,
  status: z.enum(ACTION_PLAN_STATUSES),
  risk: z.string(),
  createdAt: ZInstant,
  updatedAt: ZInstant,
});

/** The company's action plan (domain.md §19, decision 1205). */
export const ACTION_PLAN_RESPONSES: Record<string, Responses> = {
  'GET /api/companies/:uuid/action-plan': { 200: z.array(ZActionPlanItem) },
  'POST /api/companies/:uuid/action-plan': { 201: ZActionPlanItem },
  'PATCH /api/companies/:uuid/action-plan/:itemUuid': { 200: ZActionPlanItem },
  'DELETE /api/companies/:uuid/action-plan/:itemUuid': { 204: null },
};
