import { z } from 'zod';
import { MEASURE_INSTRUMENTS } from '../measures.ts';
import { ZDay, ZId, ZInstant } from './common.ts';

// What domain.md §18's measures answer (decision 1227).
const ZInstrument = z.enum(MEASURE_INSTRUMENTS);
const ZBand = z.enum(['minimal', 'mild', 'moderate', 'moderately_severe', 'severe']);
const score = z.number().int().min(0).max(27);

/** GET /measures/questionnaires: the scale and each instrument's items and bands. */
export const ZMeasureQuestionnaires = z.strictObject({
  scale: z.array(z.strictObject({ value: z.number().int(), label: z.string() })).length(4),
  instruments: z.array(
    z.strictObject({
      instrument: ZInstrument,
      name: z.string(),
      title: z.string(),
      prompt: z.string(),
      maxScore: score,
      items: z.array(z.strictObject({ number: z.number().int(), text: z.string() })),
      bands: z.array(z.strictObject({ band: ZBand, min: score, max: score, label: z.string() })),
    }),
  ),
});

/** POST /measures/responses (201). */
export const ZMeasureResult = z.strictObject({
  uuid: ZId,
  instrument: ZInstrument,
  score,
  band: ZBand,
  bandLabel: z.string(),
  crisis: z.boolean(),
  answeredAt: ZInstant,
  nextAvailableAt: ZInstant,
});

const ZMeasurePoint = z.strictObject({
  date: ZDay,
  answeredAt: ZInstant,
  score,
  band: ZBand,
  bandLabel: z.string(),
  response: z.boolean(),
  remission: z.boolean(),
  crisis: z.boolean(),
});

const ZMeasureSeries = z.strictObject({
  instrument: ZInstrument,
  name: z.string(),
  title: z.string(),
  maxScore: score,
  due: z.boolean(),
  nextAvailableAt: ZInstant.nullable(),
  /** The latest point meets response / remission. */
  response: z.boolean(),
  remission: z.boolean(),
  points: z.array(ZMeasurePoint),
});

/** GET /measures/collaborators/{id}. */
export const ZMeasureOverview = z.strictObject({
  collaboratorUuid: ZId,
  /** The collaborator has a booked session, so questionnaires may be answered (decision 1167). */
  eligible: z.boolean(),
  instruments: z.array(ZMeasureSeries),
});

export type TMeasureResult = z.infer<typeof ZMeasureResult>;
export type TMeasureSeries = z.infer<typeof ZMeasureSeries>;
export type TMeasureOverview = z.infer<typeof ZMeasureOverview>;

/** GET /measures/alerts: the psychologist's open PHQ-9 item-9 alerts, one per patient (decision 1393). */
export const ZMeasureAlert = z.strictObject({
  collaborator: z.strictObject({ uuid: ZId, name: z.string() }),
  /** The newest answer that raised it. */
  answeredAt: ZInstant,
});
export type TMeasureAlert = z.infer<typeof ZMeasureAlert>;
