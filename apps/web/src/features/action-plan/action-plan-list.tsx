import { useState } from 'react';
import { CircleCheck, ClipboardList, Pencil, Plus, Trash2 } from 'lucide-react';
import {
  ACTION_PLAN_MESSAGES as M,
  ACTION_PLAN_STATUSES,
  ACTION_PLAN_STATUS_LABELS,
  type TActionPlanStatus,
} from '@acolher/contracts/action-plan';
import type { TActionPlanItem } from '@acolher/contracts/answers/action-plan';
import { formatDate } from '@acolher/contracts/format';
import { DeleteDialog } from '@/components/data-list/delete-dialog';
import { DataList, ListState, RowMenu } from '@/components/data-list/list-kit';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { ActionPlanDialog } from './action-plan-dialog';
import { useActionPlan, useDeleteActionPlanItem, useSetActionPlanStatus } from './api';

const STATUS_TONE: Record<TActionPlanStatus, BadgeTone> = {
  planned: 'neutral',
  in_progress: 'pending',
  done: 'success',
};

function ActionPlanStatusBadge({ status }: { status: TActionPlanStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{ACTION_PLAN_STATUS_LABELS[status]}</Badge>;
}

/** HR's action plan in the product (decision 1205): add, edit, change status, delete. */
export function ActionPlanEditor({ companyUuid }: { companyUuid: string }) {
  const plan = useActionPlan(companyUuid);
  const setStatus = useSetActionPlanStatus(companyUuid);
  const remove = useDeleteActionPlanItem(companyUuid);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<TActionPlanItem | undefined>();
  const [deleting, setDeleting] = useState<TActionPlanItem | null>(null);

  const openForm = (item?: TActionPlanItem) => {
    setEditing(item);
    setFormOpen(true);
  };
  const changeStatus = (item: TActionPlanItem, status: TActionPlanStatus) =>
    setStatus.mutate(
      { uuid: item.uuid, status },
      {
        onSuccess: () => toast.success(M.updated),
        onError: (err) => toast.error(errorMessage(err, M.updateError)),
      },
    );
  const addButton = (
    <Button onClick={() => openForm()}>
      <Plus /> Adicionar ação
    </Button>
  );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-[15px] text-sand-700">
          As ações que a empresa adota para os riscos psicossociais, com responsável, prazo e
          situação. Elas aparecem no relatório NR-1.
        </p>
        {!!plan.data?.length && addButton}
      </div>
      <ListState
        isPending={plan.isPending}
        isError={plan.isError}
        isRefetching={plan.isRefetching}
        onRetry={() => void plan.refetch()}
        isEmpty={!plan.data?.length}
        emptyText={M.empty}
        emptyIcon={ClipboardList}
        emptyAction={addButton}
      >
        <DataList
          caption="Ações do plano"
          rows={plan.data ?? []}
          rowKey={(i) => i.uuid}
          cardTitle={(i) => i.action}
          columns={[
            {
              header: 'Ação',
              hideOnCard: true,
              cell: (i) => <span className="font-semibold text-sand-900">{i.action}</span>,
            },
            { header: 'Risco', cell: (i) => i.risk },
            { header: 'Responsável', cell: (i) => i.owner },
            {
              header: 'Prazo',
              className: 'whitespace-nowrap',
              cell: (i) => <span className="tabular-nums">{formatDate(i.dueDate)}</span>,
            },
            { header: 'Situação', cell: (i) => <ActionPlanStatusBadge status={i.status} /> },
          ]}
          actions={(i) => (
            <RowMenu label={`Ações para ${i.action}`}>
              <DropdownMenuItem onSelect={() => openForm(i)}>
                <Pencil /> Editar
              </DropdownMenuItem>
              {ACTION_PLAN_STATUSES.filter((s) => s !== i.status).map((s) => (
                <DropdownMenuItem key={s} onSelect={() => changeStatus(i, s)}>
                  <CircleCheck /> Marcar como {ACTION_PLAN_STATUS_LABELS[s]}
                </DropdownMenuItem>
              ))}
              <DropdownMenuSeparator />
              <DropdownMenuItem destructive onSelect={() => setDeleting(i)}>
                <Trash2 /> Excluir
              </DropdownMenuItem>
            </RowMenu>
          )}
        />
      </ListState>
      <ActionPlanDialog
        companyUuid={companyUuid}
        open={formOpen}
        onOpenChange={setFormOpen}
        item={editing}
      />
      <DeleteDialog
        target={deleting ? { name: `a ação “${deleting.action}”` } : null}
        onClose={() => setDeleting(null)}
        title="Excluir ação"
        onConfirm={() => remove.mutateAsync(deleting!.uuid)}
        pending={remove.isPending}
        successToast={M.deleted}
        errorToast={M.deleteError}
      />
    </div>
  );
}
