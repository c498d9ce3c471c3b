import { z } from 'zod';
import { SUPPRESSION_REASONS } from '../company-insights.ts';
import { ZActionPlanItem } from './action-plan.ts';
import { ZInstant, ZId, count, dimensions, score, text } from './common.ts';

// The company's anonymous dashboard and NR-1 report (decisions 0801, 0802, 1227; domain.md §3,
// §11): aggregates of groups of at least MIN_GROUP_SIZE people, never a person's name or value.

const suppressed = z.strictObject({
  suppressed: z.literal(true),
  reason: z.enum(SUPPRESSION_REASONS),
});
/** Average 0–100 per dimension (higher = better); null for a dimension suppressed on its own. */
const ZDimensionAverages = dimensions(score.nullable());
const ZGroupCell = z.union([
  suppressed,
  z.strictObject({
    suppressed: z.literal(false),
    /** Distinct people who answered the radar in the month (their latest answer counts). */
    respondents: count,
    /** The whole object is null while the month is still open. */
    averages: ZDimensionAverages.nullable(),
    /** Share (0–100) of respondents whose answers fall in the care range; null while open. */
    careShare: score.nullable(),
  }),
]);
const ZCountCell = z.union([suppressed, z.strictObject({ suppressed: z.literal(false), count })]);
const ZSectorCell = z.strictObject({ sectorUuid: ZId, name: text, cell: ZGroupCell });
const ZMonthInsights = z.strictObject({
  /** yyyy-MM in the business time zone. */
  month: text,
  /** Averages appear only once the month is over (a live average would reveal each new answer). */
  closed: z.boolean(),
  company: ZGroupCell,
  sectors: z.array(ZSectorCell),
  /** Sessions of the company's collaborators whose date falls in the month (counts only). */
  sessions: z.strictObject({ booked: ZCountCell, held: ZCountCell }),
});
/** GET /company-insights/well-being */
export const ZWellBeingInsights = z.strictObject({
  minGroupSize: count,
  timeZone: text,
  /** yyyy-MM of today in the business time zone. */
  currentMonth: text,
  /** Oldest first. */
  months: z.array(ZMonthInsights),
});
/** GET /company-insights/nr1-report */
export const ZNr1Report = z.strictObject({
  company: z.strictObject({ name: z.string(), legalName: z.string(), document: z.string() }),
  actionPlanLink: z.string(),
  /** The plan HR keeps in the product, by deadline then creation (decision 1205). */
  actionPlan: z.array(ZActionPlanItem),
  generatedAt: ZInstant,
  insights: ZWellBeingInsights,
});

export type TDimensionAverages = z.infer<typeof ZDimensionAverages>;
export type TGroupCell = z.infer<typeof ZGroupCell>;
export type TCountCell = z.infer<typeof ZCountCell>;
export type TMonthInsights = z.infer<typeof ZMonthInsights>;
export type TWellBeingInsights = z.infer<typeof ZWellBeingInsights>;
export type TNr1Report = z.infer<typeof ZNr1Report>;
