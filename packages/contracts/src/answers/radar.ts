import { z } from 'zod';
import { RADAR_DIMENSIONS } from '../well-being-radar.ts';
import { ZDay, ZId, ZInstant, count, dimensions, score } from './common.ts';

// What the well-being radar answers (domain.md §11, decisions 0701–0703, 1227).

const ZRadarScaleOption = z.strictObject({ value: z.number().int(), label: z.string() });
const ZRadarInstrument = z.enum(['who5', 'worklife']);
const ZRadarQuestion = z.strictObject({
  id: z.string(),
  text: z.string(),
  dimension: z.enum(RADAR_DIMENSIONS),
  /** The WHO-5 items (validated wording, scored 0–5). */
  instrument: ZRadarInstrument,
  /** True when a high answer means a worse state (scored in reverse). */
  reversed: z.boolean(),
  scale: z.array(ZRadarScaleOption),
});
const ZRadarSection = z.strictObject({
  id: ZRadarInstrument,
  title: z.string(),
  intro: z.string(),
  questionIds: z.array(z.string()),
});
/** The built-in questionnaire (GET /well-being-radar/questionnaire, provider builtin). */
const ZBuiltinQuestionnaire = z.strictObject({
  provider: z.literal('builtin'),
  version: z.string(),
  title: z.string(),
  sections: z.array(ZRadarSection),
  questions: z.array(ZRadarQuestion),
});
/** The company's questionnaire is a Typeform: the web embeds it with these hidden fields. */
const ZTypeformQuestionnaire = z.strictObject({
  provider: z.literal('typeform'),
  formId: z.string(),
  title: z.string(),
  /** `signature`: the app's HMAC of the collaborator uuid; the webhook refuses any other. */
  hiddenFields: z.strictObject({
    collaborator_uuid: ZId,
    sector_name: z.string(),
    signature: z.string(),
  }),
});
export const ZQuestionnaire = z.union([ZBuiltinQuestionnaire, ZTypeformQuestionnaire]);

/** Stored in radar_responses.scores; also read (aggregated) by the company dashboard. */
const ZRadarScores = z.strictObject({
  /** WHO-5 raw score 0–25 (null when a provider response lacked a WHO-5 item). */
  who5Raw: z.number().int().min(0).max(25).nullable(),
  /** WHO-5 percentage 0–100 = raw × 4. */
  who5Percent: score.nullable(),
  /** 0–100 per dimension, higher = better; null when not answered. */
  dimensions: dimensions(score.nullable()),
  needsCare: z.boolean(),
});
const ZRadarScored = z.strictObject({
  uuid: ZId,
  createdAt: ZInstant,
  scores: ZRadarScores,
});
export const ZGamification = z.strictObject({
  wellBeingRadarCount: count,
  currentGamificationStage: z.number().int().min(0).max(3),
});
/** POST /well-being-radar/responses (201). */
export const ZRadarSubmitResult = z.strictObject({
  response: ZRadarScored,
  previous: ZRadarScored.nullable(),
  needsCare: z.boolean(),
  gamification: ZGamification,
  collaborator: z.strictObject({ hasSentForm: z.literal(true), lastSentFormAt: ZInstant }),
  /** The first day the next response is accepted (decision 1427). */
  retakeFrom: ZDay,
});
/** GET /well-being-radar/responses/latest */
export const ZRadarLatest = z.strictObject({
  latest: ZRadarScored.nullable(),
  previous: ZRadarScored.nullable(),
  /** The first day a new response is accepted (decision 1427); null before the first one. */
  retakeFrom: ZDay.nullable(),
});

export type TRadarScaleOption = z.infer<typeof ZRadarScaleOption>;
export type TRadarQuestion = z.infer<typeof ZRadarQuestion>;
export type TBuiltinQuestionnaire = z.infer<typeof ZBuiltinQuestionnaire>;
export type TTypeformQuestionnaire = z.infer<typeof ZTypeformQuestionnaire>;
export type TQuestionnaire = z.infer<typeof ZQuestionnaire>;
export type TRadarScores = z.infer<typeof ZRadarScores>;
export type TRadarScoredResponse = z.infer<typeof ZRadarScored>;
export type TGamification = z.infer<typeof ZGamification>;
export type TRadarSubmitResult = z.infer<typeof ZRadarSubmitResult>;
export type TRadarLatest = z.infer<typeof ZRadarLatest>;
