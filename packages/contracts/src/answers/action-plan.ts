import { z } from 'zod';
import { ACTION_PLAN_STATUSES } from '../action-plan.ts';
import { ZDay, ZId, ZInstant } from './common.ts';

/** One action of a company's plan as the API answers it, by dueDate then creation (decision 1205). */
export const ZActionPlanItem = z.strictObject({
  uuid: ZId,
  companyUuid: ZId,
  action: z.string(),
  owner: z.string(),
  dueDate: ZDay,
  status: z.enum(ACTION_PLAN_STATUSES),
  risk: z.string(),
  inventoryItemUuid: ZId.nullable(),
  createdAt: ZInstant,
  updatedAt: ZInstant,
});
export type TActionPlanItem = z.infer<typeof ZActionPlanItem>;
