import { z } from 'zod';
import { MEASURE_INSTRUMENTS } from '@acolher/contracts/measures';
import { ZDay, ZId, ZInstant } from '@acolher/contracts/answers/common';

type Responses = Partial<Record<200 | 201 | 202 | 204, z.ZodType | null>>;

const ZInstrument = z.enum(MEASURE_INSTRUMENTS);
const ZBand = z.enum(['minimal', 'mild', 'moderate', 'moderately_severe', 'severe']);
const score = z.number().int().min(0).max(27);

const ZQuestionnaires = z.strictObject({
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

const ZMeasureResult = z.strictObject({
  uuid: ZId,
  instrument: ZInstrument,
  score,
  band: ZBand,
  bandLabel: z.string(),
  crisis: z.boolean(),
  answeredAt: ZInstant,
  nextAvailableAt: ZInstant,
});

const ZOverview = z.strictObject({
  collaboratorUuid: ZId,
  eligible: z.boolean(),
  instruments: z.array(
    z.strictObject({
      instrument: ZInstrument,
      name: z.string(),
      title: z.string(),
      maxScore: score,
      due: z.boolean(),
      nextAvailableAt: ZInstant.nullable(),
      response: z.boolean(),
      remission: z.boolean(),
      points: z.array(
        z.strictObject({
          date: ZDay,
          answeredAt: ZInstant,
          score,
          band: ZBand,
          bandLabel: z.string(),
          response: z.boolean(),
          remission: z.boolean(),
          crisis: z.boolean(),
        }),
      ),
    }),
  ),
});

/** The answers of domain.md §18's measures (spread into route-responses.ts). */
export const MEASURE_RESPONSES: Record<string, Responses> = {
  'GET /api/measures/questionnaires': { 200: ZQuestionnaires },
  'POST /api/measures/responses': { 201: ZMeasureResult },
  'GET /api/measures/collaborators/:id': { 200: ZOverview },
};
