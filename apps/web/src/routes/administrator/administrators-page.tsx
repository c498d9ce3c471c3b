import { useMemo, useState } from 'react';
import { Pencil, Plus, ShieldCheck, Trash2 } from 'lucide-react';
import { TOASTS } from '@acolher/contracts/errors';
import { formatCpf, formatName, formatPhone } from '@acolher/contracts/format';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/app/use-session';
import { AdministratorDialog } from '@/features/administrators/administrator-dialog';
import {
  useAdministrators,
  useDeleteAdministrator,
  type TAdministrator,
} from '@/features/administrators/api';
import { DeleteDialog } from '@/components/data-list/delete-dialog';
import {
  DataList,
  FilterBox,
  ListState,
  RowMenu,
  matchesFilter,
} from '@/components/data-list/list-kit';

export default function AdministratorsPage() {
  const { user } = useSession('administrator');
  const list = useAdministrators();
  const remove = useDeleteAdministrator();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<TAdministrator | undefined>();
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<TAdministrator | null>(null);

  const rows = useMemo(
    () =>
      (list.data ?? []).filter((a) =>
        matchesFilter(filter, [a.name, a.email, a.document, a.phone]),
      ),
    [list.data, filter],
  );
  const openForm = (a?: TAdministrator) => {
    setEditing(a);
    setFormOpen(true);
  };

  return (
    <>
      <PageHeader
        title="Administradores"
        description="Pessoas com acesso ao painel administrativo."
        actions={
          <Button onClick={() => openForm()}>
            <Plus /> Adicionar administrador
          </Button>
        }
      />
      {!!list.data?.length && (
        <FilterBox
          className="mb-4"
          value={filter}
          onChange={setFilter}
          label="Filtrar administradores"
          placeholder="Filtrar por nome, CPF, e-mail ou telefone"
        />
      )}
      <ListState
        isPending={list.isPending}
        isError={list.isError}
        isRefetching={list.isRefetching}
        onRetry={() => void list.refetch()}
        isEmpty={!list.data?.length}
        emptyText="Nenhum administrador foi encontrado"
        emptyIcon={ShieldCheck}
        filteredOut={rows.length === 0}
      >
        <DataList
          caption="Administradores"
          rows={rows}
          rowKey={(a) => a.uuid}
          cardTitle={(a) => formatName(a.name)}
          columns={[
            {
              header: 'Nome',
              cell: (a) => (
                <span className="font-semibold text-sand-900">{formatName(a.name)}</span>
              ),
              hideOnCard: true,
            },
            {
              header: 'CPF',
              cell: (a) => formatCpf(a.document),
              className: 'whitespace-nowrap tabular-nums',
            },
            { header: 'E-mail', cell: (a) => a.email },
            {
              header: 'Telefone',
              cell: (a) => formatPhone(a.phone),
              className: 'whitespace-nowrap tabular-nums',
            },
          ]}
          actions={(a) => (
            <RowMenu label={`Ações de ${formatName(a.name)}`}>
              <DropdownMenuItem onSelect={() => openForm(a)}>
                <Pencil /> Editar
              </DropdownMenuItem>
              <DropdownMenuItem
                destructive
                disabled={a.uuid === user.uuid}
                onSelect={() => setDeleting(a)}
              >
                <Trash2 /> Excluir
              </DropdownMenuItem>
            </RowMenu>
          )}
        />
      </ListState>
      <AdministratorDialog open={formOpen} onOpenChange={setFormOpen} administrator={editing} />
      <DeleteDialog
        target={deleting ? { name: formatName(deleting.name) } : null}
        onClose={() => setDeleting(null)}
        title="Excluir administrador"
        onConfirm={() => remove.mutateAsync(deleting!.uuid)}
        pending={remove.isPending}
        successToast={TOASTS.administrator.deleted}
        errorToast={TOASTS.administrator.deleteError}
      />
    </>
  );
}
