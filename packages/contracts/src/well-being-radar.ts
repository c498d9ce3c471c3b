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

export interface TRadarScaleOption {
  value: number;
  label: string;
}

export interface TRadarQuestion {
  id: string;
  text: string;
  dimension: TRadarDimension;
  /** The WHO-5 items (validated wording, scored 0–5). */
  instrument: 'who5' | 'worklife';
  /** True when a high answer means a worse state (scored in reverse). */
  reversed: boolean;
  scale: readonly TRadarScaleOption[];
}

interface TRadarSection {
  id: 'who5' | 'worklife';
  title: string;
  intro: string;
  questionIds: readonly string[];
}

/** The built-in questionnaire (GET /well-being-radar/questionnaire, provider builtin). */
export interface TBuiltinQuestionnaire {
  provider: 'builtin';
  version: string;
  title: string;
  sections: readonly TRadarSection[];
  questions: readonly TRadarQuestion[];
}

/** The company's questionnaire is a Typeform: the web embeds it with these hidden fields. */
export interface TTypeformQuestionnaire {
  provider: 'typeform';
  formId: string;
  title: string;
  /** `signature`: the app's HMAC of the collaborator uuid; the webhook refuses any other. */
  hiddenFields: { collaborator_uuid: string; sector_name: string; signature: string };
}

export type TQuestionnaire = TBuiltinQuestionnaire | TTypeformQuestionnaire;

/** Stored in radar_responses.scores; also read (aggregated) by the company dashboard. */
export interface TRadarScores {
  /** WHO-5 raw score 0–25 (null when a provider response lacked a WHO-5 item). */
  who5Raw: number | null;
  /** WHO-5 percentage 0–100 = raw × 4. */
  who5Percent: number | null;
  /** 0–100 per dimension, higher = better; null when not answered. */
  dimensions: Record<TRadarDimension, number | null>;
  needsCare: boolean;
}

export interface TRadarScoredResponse {
  uuid: string;
  createdAt: string;
  scores: TRadarScores;
}

export interface TGamification {
  wellBeingRadarCount: number;
  currentGamificationStage: number;
}

/** POST /well-being-radar/responses answer. */
export interface TRadarSubmitResult {
  response: TRadarScoredResponse;
  previous: TRadarScoredResponse | null;
  needsCare: boolean;
  gamification: TGamification;
  collaborator: { hasSentForm: boolean; lastSentFormAt: string };
}

/** GET /well-being-radar/responses/latest answer. */
export interface TRadarLatest {
  latest: TRadarScoredResponse | null;
  previous: TRadarScoredResponse | null;
}

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
