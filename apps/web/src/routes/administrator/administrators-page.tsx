import { useState } from 'react';
import { Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import { TOASTS } from '@acolher/contracts/errors';
import { formatCpf, formatName, formatPhone } from '@acolher/contracts/format';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { useSession } from '@/app/use-session';
import { AdministratorDialog } from '@/features/administrators/administrator-dialog';
import {
  useAdministrators,
  useDeleteAdministrator,
  type TAdministrator,
} from '@/features/administrators/api';
import { DeleteDialog } from '@/components/data-list/delete-dialog';
import { DataListPage, useFormDialog } from '@/components/data-list/data-list-page';
import { RowMenu } from '@/components/data-list/list-kit';

export default function AdministratorsPage() {
  const { user } = useSession('administrator');
  const list = useAdministrators();
  const remove = useDeleteAdministrator();
  const form = useFormDialog<TAdministrator>();
  const [deleting, setDeleting] = useState<TAdministrator | null>(null);

  return (
    <DataListPage
      title="Administradores"
      description="Pessoas com acesso ao painel administrativo."
      create={{ label: 'Adicionar administrador', onClick: () => form.openFor() }}
      query={list}
      rows={list.data}
      search={{
        label: 'Filtrar administradores',
        placeholder: 'Filtrar por nome, CPF, e-mail ou telefone',
        fields: (a) => [a.name, a.email, a.document, a.phone],
      }}
      empty={{ text: 'Nenhum administrador foi encontrado', icon: ShieldCheck }}
      table={{
        caption: 'Administradores',
        rowKey: (a) => a.uuid,
        cardTitle: (a) => formatName(a.name),
        columns: [
          {
            header: 'Nome',
            cell: (a) => <span className="font-semibold text-sand-900">{formatName(a.name)}</span>,
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
        ],
        actions: (a) => (
          <RowMenu label={`Ações de ${formatName(a.name)}`}>
            <DropdownMenuItem onSelect={() => form.openFor(a)}>
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
        ),
      }}
    >
      <AdministratorDialog
        open={form.open}
        onOpenChange={form.onOpenChange}
        administrator={form.item}
      />
      <DeleteDialog
        target={deleting ? { name: formatName(deleting.name) } : null}
        onClose={() => setDeleting(null)}
        title="Excluir administrador"
        onConfirm={() => remove.mutateAsync(deleting!.uuid)}
        pending={remove.isPending}
        successToast={TOASTS.administrator.deleted}
        errorToast={TOASTS.administrator.deleteError}
      />
    </DataListPage>
  );
}
