import {
  ACTION_PLAN_MESSAGES as M,
  ACTION_PLAN_STATUSES,
  ACTION_PLAN_STATUS_LABELS,
  ZActionPlanItemCreate,
  type TActionPlanItemCreateInput,
  type TActionPlanStatus,
} from '@acolher/contracts/action-plan';
import type { TActionPlanItem } from '@acolher/contracts/answers/action-plan';
import { TEXT_LENGTH } from '@acolher/contracts/fields';
import { FormDialog } from '@/components/forms/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useSaveActionPlanItem } from './api';

const EMPTY: TActionPlanItemCreateInput = {
  action: '',
  risk: '',
  owner: '',
  dueDate: '',
  status: 'planned',
};

function startingValues(
  item?: TActionPlanItem,
  link?: { risk: string; inventoryItemUuid: string },
): TActionPlanItemCreateInput {
  if (item) {
    const { action, risk, owner, dueDate, status } = item;
    return { action, risk, owner, dueDate, status };
  }
  return link ? { ...EMPTY, ...link } : EMPTY;
}

/**
 * 'Adicionar ação' / 'Editar ação': every field of an action (decision 1205). With `link`, the new
 * action answers an item of the psychosocial risk inventory (domain.md §23).
 */
export function ActionPlanDialog({
  companyUuid,
  open,
  onOpenChange,
  item,
  link,
}: {
  companyUuid: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this action; absent → add one. */
  item?: TActionPlanItem;
  /** The inventory item the new action answers (its hazard fills 'Risco'). */
  link?: { risk: string; inventoryItemUuid: string };
}) {
  const editing = !!item;
  const save = useSaveActionPlanItem(companyUuid, item?.uuid);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Editar ação' : 'Adicionar ação'}
      description="O que será feito, por quem, até quando e qual risco a ação responde."
      submitLabel={editing ? 'Salvar' : 'Adicionar ação'}
      schema={ZActionPlanItemCreate}
      defaultValues={startingValues(item, link)}
      onSubmit={async (values) => {
        try {
          await save.mutateAsync(values);
          toast.success(editing ? M.updated : M.created);
          onOpenChange(false);
        } catch (err) {
          toast.error(errorMessage(err, editing ? M.updateError : M.createError));
        }
      }}
    >
      {({ register, watch, setValue, formState: { errors } }) => (
        <>
          <FormField label="Ação" required error={errors.action?.message}>
            <Input
              autoComplete="off"
              maxLength={TEXT_LENGTH.text}
              placeholder="Ex.: Revisar a distribuição de demandas do Atendimento"
              {...register('action')}
            />
          </FormField>
          <FormField label="Risco que a ação responde" required error={errors.risk?.message}>
            <Input
              autoComplete="off"
              maxLength={TEXT_LENGTH.text}
              placeholder="Ex.: Sobrecarga de trabalho"
              {...register('risk')}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Responsável" required error={errors.owner?.message}>
              <Input
                autoComplete="off"
                maxLength={TEXT_LENGTH.name}
                placeholder="Ex.: Marina (RH)"
                {...register('owner')}
              />
            </FormField>
            <FormField label="Prazo" required error={errors.dueDate?.message}>
              <Input type="date" min="2000-01-01" max="2100-12-31" {...register('dueDate')} />
            </FormField>
          </div>
          <FormField label="Situação" required error={errors.status?.message}>
            <Select
              value={watch('status')}
              onValueChange={(v) =>
                setValue('status', v as TActionPlanStatus, { shouldDirty: true })
              }
              options={ACTION_PLAN_STATUSES.map((s) => ({
                value: s,
                label: ACTION_PLAN_STATUS_LABELS[s],
              }))}
            />
          </FormField>
        </>
      )}
    </FormDialog>
  );
}
