import { z } from 'zod';
import type { TActionPlanItem } from './action-plan.ts';
import type { TRadarDimension } from './well-being-radar.ts';

/**
 * The company's anonymous well-being dashboard and NR-1 report (decisions 0801, 0802; domain.md §3, §11).
 * Every number is an aggregate of a group of at least MIN_GROUP_SIZE distinct people; no name,
 * uuid, e-mail or individual value of a collaborator is ever part of these shapes.
 */
export const MIN_GROUP_SIZE = 5;

/** Shown in place of a suppressed group. */
export const SUPPRESSED_TEXT = 'Dados insuficientes para preservar o anonimato';

/** GET /company-insights/well-being?months=6 (1–12; default 6). */
export const ZInsightsQuery = z.object({
  months: z.coerce
    .number({ error: 'Período inválido' })
    .int('Período inválido')
    .min(1, 'Período inválido')
    .max(12, 'Período inválido')
    .default(6),
});

/**
 * 'small-group': the group itself has fewer than MIN_GROUP_SIZE people.
 * 'complementary': large enough, but hidden so that a small group can't be computed by subtraction.
 */
export type TSuppressionReason = 'small-group' | 'complementary';

export type TDimensionAverages = Record<TRadarDimension, number | null>;

export type TGroupCell =
  | { suppressed: true; reason: TSuppressionReason }
  | {
      suppressed: false;
      /** Distinct people who answered the radar in the month (their latest answer counts). */
      respondents: number;
      /**
       * Average 0–100 per dimension (higher = better), whole numbers; null for a dimension that
       * is suppressed on its own. The whole object is null while the month is still open.
       */
      averages: TDimensionAverages | null;
      /** Share (0–100) of respondents whose answers fall in the care range; null while open. */
      careShare: number | null;
    };

export type TCountCell =
  { suppressed: true; reason: TSuppressionReason } | { suppressed: false; count: number };

interface TSectorCell {
  sectorUuid: string;
  name: string;
  cell: TGroupCell;
}

export interface TMonthInsights {
  /** yyyy-MM in the business time zone. */
  month: string;
  /** Averages appear only once the month is over (a live average would reveal each new answer). */
  closed: boolean;
  company: TGroupCell;
  sectors: TSectorCell[];
  /** Sessions of the company's collaborators whose date falls in the month (counts only). */
  sessions: { booked: TCountCell; held: TCountCell };
}

export interface TWellBeingInsights {
  minGroupSize: number;
  timeZone: string;
  /** yyyy-MM of today in the business time zone. */
  currentMonth: string;
  /** Oldest first. */
  months: TMonthInsights[];
}

/** GET /company-insights/nr1-report */
export interface TNr1Report {
  company: { name: string; legalName: string; document: string };
  actionPlanLink: string;
  /** The plan HR keeps in the product, by deadline then creation (decision 1205). */
  actionPlan: TActionPlanItem[];
  generatedAt: string;
  insights: TWellBeingInsights;
}
