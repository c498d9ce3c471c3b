/**
 * Psychosocial risk assessment (domain.md §20; decisions 1350–1353): the anonymous survey of the
 * work (COPSOQ II-Br), its results, the inventory of risks and its locked versions. Shared by the
 * web forms and the API.
 */
import { z } from 'zod';
import { REQUIRED, TEXT_LENGTH, zDate, zRequiredString, zUuid } from './fields.ts';

/** At least this many answers before a group's figures are shown (domain.md §11, §20). */
export const RISK_MIN_GROUP = 5;

export const RISK_SURVEY_STATUSES = ['scheduled', 'open', 'closed'] as const;
export type TRiskSurveyStatus = (typeof RISK_SURVEY_STATUSES)[number];

export const INVENTORY_LEVELS = ['Baixo', 'Moderado', 'Alto'] as const;
export type TInventoryLevel = (typeof INVENTORY_LEVELS)[number];

/**
 * The probability × severity matrix (decision 1352): 1–3 each, the product gives the level.
 * Products 1–2 'Baixo', 3–4 'Moderado', 6–9 'Alto'.
 */
export function inventoryLevel(probability: number, severity: number): TInventoryLevel {
  const product = probability * severity;
  if (product <= 2) return 'Baixo';
  if (product <= 4) return 'Moderado';
  return 'Alto';
}

export const RISK_SURVEY_MESSAGES = {
  notFound: 'Pesquisa não encontrada',
  alreadyAnswered: 'Você já respondeu esta pesquisa',
  notParticipant: 'Você não participa desta pesquisa',
  notOpen: 'Esta pesquisa não está aberta',
  incomplete: 'Responda todas as perguntas',
  invalidAnswer: 'Resposta inválida',
  opensInPast: 'A abertura não pode ser no passado',
  closesBeforeOpening: 'O encerramento deve ser no dia da abertura ou depois',
  periodTooLong: 'O período da pesquisa pode ter no máximo 90 dias',
  alreadyClosed: 'Esta pesquisa já foi encerrada',
  publishBeforeClosing: 'Encerre a pesquisa antes de publicar os resultados',
  inventoryItemNotFound: 'Item do inventário não encontrado',
  inventoryEmpty: 'O inventário não tem itens para travar',
  suppressed: 'Menos de 5 respostas',
  alreadyReminded: 'Um lembrete desta pesquisa já foi enviado hoje. Tente novamente amanhã.',
  changeInFuture: 'A data da mudança não pode ser no futuro',
} as const;

/** The inventory is reviewed two years after its version, or sooner after a change (decision 1355). */
export const RISK_REVIEW_DAYS = 730;
/** HR is reminded this many days before the review date, and again on it (decision 1355). */
export const RISK_REVIEW_NOTICE_DAYS = 30;

/** POST /companies/{uuid}/risk-changes: a change of the work that brings the review forward. */
export const ZRiskChangeCreate = z.object({
  occurredOn: zDate(),
  description: zRequiredString(TEXT_LENGTH.text),
});
export type TRiskChangeCreate = z.output<typeof ZRiskChangeCreate>;

/** POST /companies/{uuid}/risk-surveys */
export const ZRiskSurveyCreate = z.object({
  title: zRequiredString(TEXT_LENGTH.name),
  opensOn: zDate(),
  closesOn: zDate(),
});
export type TRiskSurveyCreate = z.output<typeof ZRiskSurveyCreate>;

/** POST /risk-surveys/{surveyUuid}/responses */
export const ZRiskSurveyResponse = z.object({
  answers: z
    .array(
      z.object({
        itemId: z.string({ error: REQUIRED }).max(8, RISK_SURVEY_MESSAGES.invalidAnswer),
        value: z.number({ error: RISK_SURVEY_MESSAGES.invalidAnswer }).int(),
      }),
      { error: RISK_SURVEY_MESSAGES.incomplete },
    )
    .max(100, RISK_SURVEY_MESSAGES.invalidAnswer),
});
export type TRiskSurveyResponse = z.output<typeof ZRiskSurveyResponse>;

const level = z.number({ error: REQUIRED }).int().min(1, 'Use de 1 a 3').max(3, 'Use de 1 a 3');
const optionalText = z
  .string()
  .trim()
  .max(TEXT_LENGTH.text, `Máximo de ${TEXT_LENGTH.text} caracteres`)
  .default('');

/** One inventory item as HR sends it (an item without `uuid` is new; `level` is never read). */
const ZInventoryItemInput = z.object({
  uuid: zUuid().nullish(),
  process: optionalText,
  activity: optionalText,
  hazard: zRequiredString(),
  sources: optionalText,
  exposedGroup: zRequiredString(),
  existingMeasures: optionalText,
  probability: level,
  severity: level,
  criteria: zRequiredString(),
});
/** PUT /companies/{uuid}/risk-surveys/{surveyUuid}/inventory */
export const ZInventoryPut = z.object({
  items: z.array(ZInventoryItemInput).max(200, 'O inventário pode ter no máximo 200 itens'),
});
export type TInventoryPut = z.output<typeof ZInventoryPut>;

export const ZRiskSurveyParams = z.object({ uuid: zUuid(), surveyUuid: zUuid() });
export const ZInventoryQuery = z.object({ include: z.enum(['intermediate']).optional() });
