import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACTION_PLAN_MESSAGES as M,
  ACTION_PLAN_STATUSES,
  ACTION_PLAN_STATUS_LABELS,
  ZActionPlanItemCreate,
  type TActionPlanItemCreate,
  type TActionPlanItemCreateInput,
  type TActionPlanStatus,
} from '@acolher/contracts/action-plan';
import type { TActionPlanItem } from '@acolher/contracts/answers/action-plan';
import { TEXT_LENGTH } from '@acolher/contracts/fields';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useSaveActionPlanItem } from './api';
import { FormDialogFooter } from '@/components/forms/form-blocks';

const EMPTY: TActionPlanItemCreateInput = {
  action: '',
  risk: '',
  owner: '',
  dueDate: '',
  status: 'planned',
};

/** 'Adicionar ação' / 'Editar ação': every field of an action (decision 1205). */
export function ActionPlanDialog({
  companyUuid,
  open,
  onOpenChange,
  item,
}: {
  companyUuid: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this action; absent → add one. */
  item?: TActionPlanItem;
}) {
  const editing = !!item;
  const save = useSaveActionPlanItem(companyUuid, item?.uuid);
  const { register, handleSubmit, reset, watch, setValue, formState } = useForm<
    TActionPlanItemCreateInput,
    unknown,
    TActionPlanItemCreate
  >({ resolver: zodResolver(ZActionPlanItemCreate), defaultValues: EMPTY });
  const errors = formState.errors;

  useEffect(() => {
    if (!open) return;
    reset(
      item
        ? {
            action: item.action,
            risk: item.risk,
            owner: item.owner,
            dueDate: item.dueDate,
            status: item.status,
          }
        : EMPTY,
    );
  }, [open, item, reset]);

  const submit = handleSubmit(async (values) => {
    if (save.isPending) return;
    try {
      await save.mutateAsync(values);
      toast.success(editing ? M.updated : M.created);
      onOpenChange(false);
    } catch (err) {
      toast.error(errorMessage(err, editing ? M.updateError : M.createError));
    }
  });

  return (
    <Dialog open={open} onOpenChange={(o) => !save.isPending && onOpenChange(o)}>
      <DialogContent
        title={editing ? 'Editar ação' : 'Adicionar ação'}
        description="O que será feito, por quem, até quando e qual risco a ação responde."
      >
        <form onSubmit={submit} noValidate className="grid gap-4">
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
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            pending={save.isPending}
            submitLabel={editing ? 'Salvar' : 'Adicionar ação'}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
