/**
 * The company's action plan (domain.md §19; decision 1205): actions HR keeps in the product,
 * each with its owner, deadline, status and the risk it answers. Shared by the web form and the API.
 */
import { z } from 'zod';
import { REQUIRED, TEXT_LENGTH, zDate, zName, zRequiredString, zUuid } from './fields.ts';

export const ACTION_PLAN_STATUSES = ['planned', 'in_progress', 'done'] as const;
export type TActionPlanStatus = (typeof ACTION_PLAN_STATUSES)[number];

/** What HR and the printed NR-1 report read. */
export const ACTION_PLAN_STATUS_LABELS: Record<TActionPlanStatus, string> = {
  planned: 'Planejada',
  in_progress: 'Em andamento',
  done: 'Concluída',
};

/** At most this many actions in one company's plan (decision 1205). */
export const ACTION_PLAN_MAX_ITEMS = 200;

export const ACTION_PLAN_MESSAGES = {
  notFound: 'Ação não encontrada',
  invalidStatus: 'Situação inválida',
  nothingToChange: 'Informe ao menos um campo para alterar',
  tooMany: `O plano de ação pode ter no máximo ${ACTION_PLAN_MAX_ITEMS} ações`,
  // Toasts and screen texts of the web (ours).
  created: 'Ação adicionada ao plano.',
  updated: 'Ação atualizada.',
  deleted: 'Ação excluída.',
  createError: 'Não foi possível adicionar a ação.',
  updateError: 'Não foi possível atualizar a ação.',
  deleteError: 'Não foi possível excluir a ação.',
  empty: 'Nenhuma ação no plano ainda.',
} as const;

const status = z.enum(ACTION_PLAN_STATUSES, {
  error: (issue) => (issue.input === undefined ? REQUIRED : ACTION_PLAN_MESSAGES.invalidStatus),
});

const fields = {
  /** What will be done: one line, 500 characters. */
  action: zRequiredString(TEXT_LENGTH.text),
  /** Who answers for it (a person or a team): a name, 150 characters. */
  owner: zName(),
  /** The deadline, a calendar day 'yyyy-MM-dd'. */
  dueDate: zDate(),
  status,
  /** The psychosocial risk it answers: one line, 500 characters. */
  risk: zRequiredString(TEXT_LENGTH.text),
  /** The inventory item of a risk survey it answers (domain.md §20), or null. */
  inventoryItemUuid: zUuid().nullish(),
};

/** POST /companies/{uuid}/action-plan (status 'planned' when left out). */
export const ZActionPlanItemCreate = z.object({ ...fields, status: status.default('planned') });
export type TActionPlanItemCreate = z.output<typeof ZActionPlanItemCreate>;
export type TActionPlanItemCreateInput = z.input<typeof ZActionPlanItemCreate>;

/** PATCH /companies/{uuid}/action-plan/{itemUuid}: any of the fields, at least one. */
export const ZActionPlanItemUpdate = z
  .object({
    action: fields.action.optional(),
    owner: fields.owner.optional(),
    dueDate: fields.dueDate.optional(),
    status: status.optional(),
    risk: fields.risk.optional(),
    inventoryItemUuid: fields.inventoryItemUuid,
  })
  .refine(
    (v) => Object.values(v).some((x) => x !== undefined),
    ACTION_PLAN_MESSAGES.nothingToChange,
  );
export type TActionPlanItemUpdate = z.output<typeof ZActionPlanItemUpdate>;

export const ZActionPlanParams = z.object({ uuid: zUuid() });
export const ZActionPlanItemParams = z.object({
  uuid: zUuid(),
  itemUuid: zUuid(),
});
