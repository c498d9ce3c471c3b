import { z } from 'zod';

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
export const SUPPRESSION_REASONS = ['small-group', 'complementary'] as const;
export type TSuppressionReason = (typeof SUPPRESSION_REASONS)[number];
