import { z } from 'zod';
import { COPSOQ_LEVELS } from '../copsoq-ii-br.ts';
import { INVENTORY_LEVELS, RISK_SURVEY_STATUSES } from '../risk-surveys.ts';
import { ZActionPlanItem } from './action-plan.ts';
import { count, ZDay, ZId, ZInstant } from './common.ts';

/** A survey as HR lists it (domain.md §20): participation as counts only. */
export const ZRiskSurvey = z.strictObject({
  uuid: ZId,
  companyUuid: ZId,
  title: z.string(),
  opensOn: ZDay,
  closesOn: ZDay,
  status: z.enum(RISK_SURVEY_STATUSES),
  eligible: count,
  answers: count,
  publishedAt: ZInstant.nullable(),
  publishedReach: count.nullable(),
  createdAt: ZInstant,
});
export type TRiskSurvey = z.infer<typeof ZRiskSurvey>;

const ZOption = z.strictObject({ value: z.number().int(), label: z.string() });
/** GET /risk-surveys/{surveyUuid}/questionnaire (decision 1350). */
export const ZRiskQuestionnaire = z.strictObject({
  surveyUuid: ZId,
  title: z.string(),
  citation: z.string(),
  instructions: z.string(),
  items: z.array(
    z.strictObject({
      id: z.string(),
      text: z.string(),
      intro: z.string().optional(),
      dimension: z.string(),
      options: z.array(ZOption),
    }),
  ),
});
export type TRiskQuestionnaire = z.infer<typeof ZRiskQuestionnaire>;

/** POST …/{surveyUuid}/reminders: how many were reminded, never who (decision 1353). */
export const ZRiskReminderSent = z.strictObject({ sent: z.number().int() });

export const ZRiskResponseRecorded = z.strictObject({ recorded: z.literal(true) });

const ZDimensionResult = z.strictObject({
  dimension: z.string(),
  label: z.string(),
  score: z.number().min(0).max(100).nullable(),
  level: z.enum(COPSOQ_LEVELS).nullable(),
});
/** One group of the results (decision 1353): figures null when suppressed. */
const ZRiskGroup = z.strictObject({
  answers: count.nullable(),
  eligible: count,
  suppressed: z.boolean(),
  dimensions: z.array(ZDimensionResult),
});
export type TRiskGroup = z.infer<typeof ZRiskGroup>;
export const ZRiskResults = z.strictObject({
  company: ZRiskGroup,
  sectors: z.array(ZRiskGroup.extend({ sectorUuid: ZId, name: z.string() })),
});
export type TRiskResults = z.infer<typeof ZRiskResults>;

const ZInventoryItem = z.strictObject({
  uuid: ZId.nullable(),
  process: z.string(),
  activity: z.string(),
  hazard: z.string(),
  sources: z.string(),
  exposedGroup: z.string(),
  existingMeasures: z.string(),
  probability: z.number().int().min(1).max(3),
  severity: z.number().int().min(1).max(3),
  level: z.enum(INVENTORY_LEVELS),
  criteria: z.string(),
});
export type TInventoryItem = z.infer<typeof ZInventoryItem>;
/** GET/PUT …/inventory: `prefilled` when nothing was saved yet (items then carry uuid null). */
export const ZInventory = z.strictObject({
  prefilled: z.boolean(),
  items: z.array(ZInventoryItem),
});

export type TInventory = z.infer<typeof ZInventory>;

/** A change of the work the company recorded (decision 1355): it brings the next review forward. */
export const ZRiskChange = z.strictObject({
  uuid: ZId,
  occurredOn: ZDay,
  description: z.string(),
  createdAt: ZInstant,
});
export type TRiskChange = z.infer<typeof ZRiskChange>;

/**
 * A locked inventory version (immutable, decision 1352). `nextReviewOn`: two years after it, or
 * the day of the first change recorded after it (`reviewChange`), whichever comes first (decision 1355).
 */
export const ZInventoryVersion = z.strictObject({
  uuid: ZId,
  number: z.number().int().positive(),
  lockedAt: ZInstant,
  lockedBy: ZId,
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  nextReviewOn: ZDay,
  reviewChange: ZRiskChange.nullable(),
  items: z.array(ZInventoryItem.extend({ uuid: ZId })),
});
export type TInventoryVersion = z.infer<typeof ZInventoryVersion>;

/** GET /risk-surveys: what a collaborator sees on its dashboard. */
export const ZMyRiskSurveys = z.strictObject({
  open: z.array(
    z.strictObject({
      uuid: ZId,
      title: z.string(),
      closesOn: ZDay,
      answered: z.boolean(),
    }),
  ),
  published: z.array(
    z.strictObject({
      uuid: ZId,
      title: z.string(),
      publishedAt: ZInstant,
      company: ZRiskGroup,
      actionPlan: z.array(ZActionPlanItem),
    }),
  ),
});
export type TMyRiskSurveys = z.infer<typeof ZMyRiskSurveys>;
