import type { z } from 'zod';
import {
  ZMeasureOverview,
  ZMeasureQuestionnaires,
  ZMeasureResult,
} from '@acolher/contracts/answers/measures';

type Responses = Partial<Record<200 | 201 | 202 | 204, z.ZodType | null>>;

/** The answers of domain.md §18's measures (spread into route-responses.ts; decision 1227). */
export const MEASURE_RESPONSES: Record<string, Responses> = {
  'GET /api/measures/questionnaires': { 200: ZMeasureQuestionnaires },
  'POST /api/measures/responses': { 201: ZMeasureResult },
  'GET /api/measures/collaborators/:uuid': { 200: ZMeasureOverview },
};
