import { z } from 'zod';
import {
  ZInventory,
  ZInventoryVersion,
  ZMyRiskSurveys,
  ZRiskQuestionnaire,
  ZRiskResponseRecorded,
  ZRiskResults,
  ZRiskSurvey,
} from '@acolher/contracts/answers/risk-surveys';

type Responses = Partial<Record<200 | 201 | 202 | 204, z.ZodType | null>>;

/** Psychosocial risk assessment (domain.md §20; decisions 1350–1353). */
export const RISK_SURVEY_RESPONSES: Record<string, Responses> = {
  'POST /api/companies/:uuid/risk-surveys': { 201: ZRiskSurvey },
  'GET /api/companies/:uuid/risk-surveys': { 200: z.array(ZRiskSurvey) },
  'POST /api/companies/:uuid/risk-surveys/:surveyUuid/close': { 200: ZRiskSurvey },
  'POST /api/companies/:uuid/risk-surveys/:surveyUuid/publish': { 200: ZRiskSurvey },
  'GET /api/companies/:uuid/risk-surveys/:surveyUuid/results': { 200: ZRiskResults },
  'GET /api/companies/:uuid/risk-surveys/:surveyUuid/inventory': { 200: ZInventory },
  'PUT /api/companies/:uuid/risk-surveys/:surveyUuid/inventory': { 200: ZInventory },
  'POST /api/companies/:uuid/risk-surveys/:surveyUuid/inventory/versions': {
    201: ZInventoryVersion,
  },
  'GET /api/companies/:uuid/risk-surveys/:surveyUuid/inventory/versions': {
    200: z.array(ZInventoryVersion),
  },
  // A file, not JSON: FILE_ANSWERS (session-note-responses.ts) gives its media type.
  'GET /api/companies/:uuid/risk-surveys/:surveyUuid/report.pdf': { 200: undefined },
  'GET /api/risk-surveys': { 200: ZMyRiskSurveys },
  'GET /api/risk-surveys/:uuid/questionnaire': { 200: ZRiskQuestionnaire },
  'POST /api/risk-surveys/:uuid/responses': { 201: ZRiskResponseRecorded },
};
