import {
  RADAR_DIMENSIONS,
  RADAR_MESSAGES,
  type TRadarDimension,
} from '@acolher/contracts/well-being-radar';
import type { TRadarScores } from '@acolher/contracts/answers/radar';
import { badRequest } from '../../lib/errors.ts';
import { QUESTIONS, QUESTIONS_BY_ID, scaleMax } from './questionnaire.ts';

export interface Answer {
  questionId: string;
  value: number;
}

/**
 * WHO-5 raw score below 13 (percentage below 52) is the screening cut-off for poor well-being and
 * possible depression (Topp et al., 2015, Psychother Psychosom 84:167–176; WHO, 1998).
 * Decision record 0701.
 */
export const WHO5_CARE_THRESHOLD_RAW = 13;
/** The stress item at its worst ('Sempre') counts as severe distress on its own. */
const SEVERE_STRESS_VALUE = 4;

/** Built-in submissions: every question exactly once, each value on its scale. Throws 400. */
export function validateCompleteAnswers(answers: readonly Answer[]): void {
  for (const a of answers) {
    const q = QUESTIONS_BY_ID.get(a.questionId);
    if (!q) throw badRequest(RADAR_MESSAGES.unknownQuestion);
    if (!q.scale.some((o) => o.value === a.value)) throw badRequest(RADAR_MESSAGES.outOfRange);
  }
  const given = new Set(answers.map((a) => a.questionId));
  if (QUESTIONS.some((q) => !given.has(q.id))) throw badRequest(RADAR_MESSAGES.missing);
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Scores per dimension (0–100, higher = better), WHO-5 raw and percentage, and `needsCare`.
 * Unknown questions are ignored; a dimension with no answer is null (provider forms may be partial).
 */
export function scoreAnswers(answers: readonly Answer[]): TRadarScores {
  const byId = new Map<string, number>();
  for (const a of answers) if (QUESTIONS_BY_ID.has(a.questionId)) byId.set(a.questionId, a.value);

  const sums = new Map<TRadarDimension, { total: number; max: number }>();
  for (const q of QUESTIONS) {
    const v = byId.get(q.id);
    if (v === undefined) continue;
    const max = scaleMax(q);
    const clamped = Math.min(max, Math.max(0, v));
    const good = q.reversed ? max - clamped : clamped;
    const s = sums.get(q.dimension) ?? { total: 0, max: 0 };
    s.total += good;
    s.max += max;
    sums.set(q.dimension, s);
  }
  const dimensions = Object.fromEntries(
    RADAR_DIMENSIONS.map((d) => {
      const s = sums.get(d);
      return [d, s && s.max > 0 ? round1((s.total / s.max) * 100) : null];
    }),
  ) as Record<TRadarDimension, number | null>;

  const who5Items = QUESTIONS.filter((q) => q.instrument === 'who5');
  const who5Complete = who5Items.every((q) => byId.has(q.id));
  const who5Raw = who5Complete
    ? who5Items.reduce((sum, q) => sum + Math.min(5, Math.max(0, byId.get(q.id)!)), 0)
    : null;
  const who5Percent = who5Raw === null ? null : who5Raw * 4;
  if (who5Percent !== null) dimensions.wellbeing = who5Percent;

  const stress = byId.get('stress');
  const needsCare =
    (who5Raw !== null && who5Raw < WHO5_CARE_THRESHOLD_RAW) ||
    (stress !== undefined && stress >= SEVERE_STRESS_VALUE);
  return { who5Raw, who5Percent, dimensions, needsCare };
}
