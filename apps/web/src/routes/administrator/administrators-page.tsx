import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { TOASTS } from '@acolher/contracts/errors';
import { formatName } from '@acolher/contracts/format';
import { useSession } from '@/app/use-session';
import { AdministratorDialog } from '@/features/administrators/administrator-dialog';
import {
  useAdministrators,
  useDeleteAdministrator,
  administratorsQuery,
} from '@/features/administrators/api';
import type { TAdministrator } from '@acolher/contracts/answers/administrators';
import { DeleteDialog } from '@/components/data-list/delete-dialog';
import { DataListPage, useFormDialog } from '@/components/data-list/data-list-page';
import { EditDeleteMenu } from '@/components/data-list/list-kit';
import { personColumns } from '@/components/data-list/person-columns';
import {
  ResetSecondFactorDialog,
  ResetSecondFactorItem,
  type SecondFactorResetTarget,
} from '@/features/account/components/mfa/reset-second-factor';
import { pageData } from '@/app/page-data';

export const loader = pageData('administrator', () => [administratorsQuery()]);

export default function AdministratorsPage() {
  const { user } = useSession('administrator');
  const list = useAdministrators();
  const remove = useDeleteAdministrator();
  const form = useFormDialog<TAdministrator>();
  const [deleting, setDeleting] = useState<TAdministrator | null>(null);
  const [resetting, setResetting] = useState<SecondFactorResetTarget | null>(null);

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
        columns: personColumns(),
        actions: (a) => (
          <EditDeleteMenu
            label={`Ações de ${formatName(a.name)}`}
            onEdit={() => form.openFor(a)}
            onDelete={() => setDeleting(a)}
            deleteDisabled={a.uuid === user.uuid}
          >
            <ResetSecondFactorItem
              disabled={a.uuid === user.uuid}
              onSelect={() =>
                setResetting({ role: 'administrator', uuid: a.uuid, name: formatName(a.name) })
              }
            />
          </EditDeleteMenu>
        ),
      }}
    >
      <AdministratorDialog
        open={form.open}
        onOpenChange={form.onOpenChange}
        administrator={form.item}
      />
      <ResetSecondFactorDialog target={resetting} onClose={() => setResetting(null)} />
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
