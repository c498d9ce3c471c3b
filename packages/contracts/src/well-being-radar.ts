import { z } from 'zod';
import { zRequiredString } from './fields.ts';

/** POST /well-being-radar/responses: the built-in questionnaire's answers (domain.md §11). */
export const ZRadarResponse = z.object({
  answers: z
    .array(
      z.object({
        questionId: zRequiredString(),
        value: z.number({ error: 'Resposta inválida' }).int('Resposta inválida'),
      }),
      {
        error: 'Responda pelo menos uma pergunta',
      },
    )
    .min(1, 'Responda pelo menos uma pergunta')
    .refine(
      (a) => new Set(a.map((x) => x.questionId)).size === a.length,
      'Pergunta respondida mais de uma vez',
    ),
});
export type TRadarResponse = z.infer<typeof ZRadarResponse>;

/** Messages of the questionnaire validation (API answers 400 with them). */
export const RADAR_MESSAGES = {
  missing: 'Responda todas as perguntas',
  unknownQuestion: 'Pergunta desconhecida',
  outOfRange: 'Resposta fora da escala',
} as const;

/**
 * The radar asks about the last two weeks: a new response is accepted from the 14th calendar day
 * after the last one (business time zone; domain.md §11, decision 1427).
 */
export const RADAR_RETAKE_DAYS = 14;

/** 409 of a response sent before `retakeFrom` ('dd/MM/yyyy'). */
export const radarRetakeTooSoon = (retakeFromDmy: string) =>
  `Você já respondeu o radar nas últimas duas semanas. Responda de novo a partir de ${retakeFromDmy}`;

/**
 * Dimensions of the radar chart. Every score is 0–100, higher = better (stress is stored as
 * "manejo do estresse", the reverse of how stressed the person felt).
 */
export const RADAR_DIMENSIONS = [
  'wellbeing',
  'sleep',
  'stress',
  'workload',
  'relationships',
  'balance',
] as const;
export type TRadarDimension = (typeof RADAR_DIMENSIONS)[number];

export const RADAR_DIMENSION_LABELS: Readonly<Record<TRadarDimension, string>> = {
  wellbeing: 'Bem-estar',
  sleep: 'Sono',
  stress: 'Manejo do estresse',
  workload: 'Carga de trabalho',
  relationships: 'Relações no trabalho',
  balance: 'Equilíbrio vida-trabalho',
};

/**
 * The one reading of a 0–100 radar score (higher = better), for the company's NR-1 report and for
 * the employee's own result (decisions 0803 and 1191): 70 or more good, 50–69 attention, under 50
 * critical. The 50 line sits near the WHO-5 screening cut-off (52).
 */
const SCORE_BAND_THRESHOLDS = { good: 70, attention: 50 } as const;
export type TScoreBand = 'good' | 'attention' | 'critical';

export function scoreBand(score: number): TScoreBand {
  if (score >= SCORE_BAND_THRESHOLDS.good) return 'good';
  if (score >= SCORE_BAND_THRESHOLDS.attention) return 'attention';
  return 'critical';
}

/** The employee's own words for the bands (the NR-1 report says 'Favorável' for the first). */
export const SCORE_BAND_LABELS: Readonly<Record<TScoreBand, 'Bom' | 'Atenção' | 'Crítico'>> = {
  good: 'Bom',
  attention: 'Atenção',
  critical: 'Crítico',
};
