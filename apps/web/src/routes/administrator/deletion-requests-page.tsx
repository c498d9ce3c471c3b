import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { UserX } from 'lucide-react';
import type { TDeletionRequest } from '@acolher/contracts/answers/account';
import { formatName } from '@acolher/contracts/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import {
  deletionRequestsQuery,
  useCompleteDeletion,
} from '@/features/account/api/deletion-requests';
import { DataListPage } from '@/components/data-list/data-list-page';
import { errorMessage } from '@/lib/api';
import { ROLE_LABEL } from '@/lib/roles';
import { toast } from '@/lib/toast';
import { pageData } from '@/app/page-data';

const when = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/** Open requests first, then the newest. */
const byUrgency = (a: TDeletionRequest, b: TDeletionRequest) =>
  (a.status === 'open' ? 0 : 1) - (b.status === 'open' ? 0 : 1) ||
  b.requestedAt.localeCompare(a.requestedAt);

function Status({ status }: { status: TDeletionRequest['status'] }) {
  return status === 'open' ? (
    <Badge tone="pending">Aberta</Badge>
  ) : (
    <Badge tone="success">Concluída</Badge>
  );
}

export const loader = pageData('administrator', () => [deletionRequestsQuery]);

/** 'Solicitações de exclusão': accounts whose owners asked, in 'Minha conta', to be deleted (§14). */
export default function DeletionRequestsPage() {
  const list = useQuery(deletionRequestsQuery);
  const complete = useCompleteDeletion();
  const [deleting, setDeleting] = useState<TDeletionRequest | null>(null);
  const rows = useMemo(() => [...(list.data ?? [])].sort(byUrgency), [list.data]);

  const confirm = () => {
    if (!deleting) return;
    complete.mutate(deleting.uuid, {
      onSuccess: () => {
        toast.success('Conta excluída.');
        setDeleting(null);
      },
      onError: (err) =>
        toast.error(errorMessage(err, 'Não foi possível excluir a conta. Tente novamente.')),
    });
  };

  return (
    <DataListPage
      title="Solicitações de exclusão"
      description="Pessoas que pediram, em 'Minha conta', para excluir a própria conta. Excluir tira o acesso e a conta some das listas; agendamentos, compras e históricos continuam guardados."
      query={list}
      rows={rows}
      empty={{ text: 'Nenhuma solicitação de exclusão.', icon: UserX }}
      table={{
        caption: 'Solicitações de exclusão',
        rowKey: (r) => r.uuid,
        cardTitle: (r) => formatName(r.name),
        columns: [
          {
            header: 'Nome',
            cell: (r) => <span className="font-semibold">{formatName(r.name)}</span>,
            hideOnCard: true,
          },
          { header: 'E-mail', cell: (r) => <span className="break-all">{r.email}</span> },
          { header: 'Tipo', cell: (r) => ROLE_LABEL[r.role] ?? r.role },
          {
            header: 'Pedido em',
            cell: (r) => when.format(new Date(r.requestedAt)),
            className: 'whitespace-nowrap tabular-nums',
          },
          { header: 'Situação', cell: (r) => <Status status={r.status} /> },
        ],
        actions: (r) =>
          r.status === 'open' ? (
            <Button
              size="sm"
              variant="secondary"
              className="hover:border-red-300 hover:bg-red-50 hover:text-red-800"
              aria-label={`Excluir conta de ${formatName(r.name)}`}
              onClick={() => setDeleting(r)}
            >
              Excluir conta
            </Button>
          ) : null,
      }}
    >
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Excluir conta"
        description={
          <>
            Tem certeza de que deseja excluir a conta de{' '}
            <b>{deleting ? formatName(deleting.name) : ''}</b> ({deleting?.email})? A pessoa não
            conseguirá mais entrar. Esta ação não poderá ser desfeita.
          </>
        }
        confirmLabel="Excluir conta"
        onConfirm={confirm}
        loading={complete.isPending}
      />
    </DataListPage>
  );
}
