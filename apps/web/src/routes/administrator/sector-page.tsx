import { useState } from 'react';
import { useParams } from 'react-router';
import { Coins, MinusCircle, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { TOASTS } from '@acolher/contracts/errors';
import { formatCpf, formatName, formatPhone } from '@acolher/contracts/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { DeleteDialog } from '@/components/data-list/delete-dialog';
import {
  DataList,
  FilterBox,
  ListState,
  RowMenu,
} from '@/components/data-list/list-kit';
import { useDeleteCollaborator } from '@/features/collaborators/api';
import { CollaboratorDialog } from '@/features/collaborators/collaborator-dialog';
import { InvitationCell } from '@/features/collaborators/invitation-status';
import { useCompany } from '@/features/companies/api';
import { AddCreditsDialog } from '@/features/credits/components/add-credits-dialog';
import type { GrantTarget } from '@/features/credits/api/grants';
import type { TSectorCollaborator } from '@acolher/contracts/answers/sectors';
import { useSector } from '@/features/sectors/api';
import { ApiError } from '@/lib/api';
import { RemoveCreditsDialog } from '@/features/appointments/components/remove-credits-dialog';
import { BackLink } from './back-link';
import { LoadMore } from '@/components/load-more';
import { useServerSearch } from '@/lib/paged-query';

export default function SectorPage() {
  const { companyUuid = '', sectorUuid = '' } = useParams();
  // The box searches the whole sector on the server (`?q=`, decision 1211), not only those loaded.
  const search = useServerSearch();
  const sector = useSector(sectorUuid, search.q);
  const company = useCompany(companyUuid);
  const remove = useDeleteCollaborator();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<TSectorCollaborator | undefined>();
  const [credits, setCredits] = useState<GrantTarget | null>(null);
  const [removingCredits, setRemovingCredits] = useState<TSectorCollaborator | null>(null);
  const [deleting, setDeleting] = useState<TSectorCollaborator | null>(null);

  const people = sector.data?.collaborators;
  const rows = people ?? [];
  const sectors =
    company.data?.sectors ??
    (sector.data ? [{ uuid: sector.data.uuid, name: sector.data.name }] : []);
  const openForm = (c?: TSectorCollaborator) => {
    setEditing(c);
    setFormOpen(true);
  };
  const back = <BackLink to={`/administrator/app/companies/${companyUuid}`} />;

  if (sector.isError) {
    const missing =
      sector.error instanceof ApiError &&
      (sector.error.status === 404 || sector.error.status === 400);
    return (
      <>
        <PageHeader title="Setor" back={back} />
        {missing ? (
          <ErrorState
            title="Setor não encontrado."
            description="Ele pode ter sido excluído. Volte para a página da empresa."
          />
        ) : (
          <ErrorState onRetry={() => void sector.refetch()} retrying={sector.isRefetching} />
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader
        back={back}
        title={sector.data ? sector.data.name : <Skeleton className="h-9 w-56" />}
        description={sector.data ? sector.data.company.name : undefined}
        actions={
          <>
            <Button
              variant="secondary"
              disabled={!sector.data}
              onClick={() =>
                sector.data &&
                setCredits({ kind: 'sector', uuid: sector.data.uuid, name: sector.data.name })
              }
            >
              <Coins /> Créditos para o setor
            </Button>
            <Button onClick={() => openForm()} disabled={!sector.data}>
              <Plus /> Adicionar colaborador
            </Button>
          </>
        }
      />
      {(rows.length > 0 || !!search.text || sector.isPlaceholderData) && (
        <FilterBox
          className="mb-4"
          value={search.text}
          onChange={search.setText}
          label="Filtrar colaboradores"
          placeholder="Filtrar por nome, CPF, e-mail ou telefone"
        />
      )}
      <ListState
        isPending={sector.isPending}
        isError={false}
        onRetry={() => void sector.refetch()}
        isEmpty={rows.length === 0 && !search.q && !sector.isPlaceholderData}
        emptyText="Não há colaboradores vinculados a este setor"
        emptyIcon={Users}
        filteredOut={rows.length === 0}
      >
        <DataList
          caption={`Colaboradores do setor ${sector.data?.name ?? ''}`}
          rows={rows}
          rowKey={(c) => c.uuid}
          cardTitle={(c) => formatName(c.name)}
          columns={[
            {
              header: 'Nome',
              cell: (c) => (
                <span className="font-semibold text-sand-900">{formatName(c.name)}</span>
              ),
              hideOnCard: true,
            },
            {
              header: 'CPF',
              cell: (c) => formatCpf(c.document),
              className: 'whitespace-nowrap tabular-nums',
            },
            { header: 'E-mail', cell: (c) => c.email },
            {
              header: 'Telefone',
              cell: (c) => formatPhone(c.phone),
              className: 'whitespace-nowrap tabular-nums',
            },
            {
              header: 'Créditos',
              className: 'md:text-center',
              cell: (c) => (
                <Badge
                  tone={c.credits ? 'brand' : 'neutral'}
                  className="tabular-nums"
                  aria-label={`${c.credits ?? 0} créditos`}
                >
                  {c.credits ?? 0}
                </Badge>
              ),
            },
            { header: 'Acesso', cell: (c) => <InvitationCell person={c} /> },
          ]}
          actions={(c) => (
            <RowMenu label={`Ações de ${formatName(c.name)}`}>
              <DropdownMenuItem onSelect={() => openForm(c)}>
                <Pencil /> Editar
              </DropdownMenuItem>
              <DropdownMenuItem
                onSelect={() => setCredits({ kind: 'collaborator', uuid: c.uuid, name: c.name })}
              >
                <Coins /> Adicionar créditos
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setRemovingCredits(c)}>
                <MinusCircle /> Remover créditos
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem destructive onSelect={() => setDeleting(c)}>
                <Trash2 /> Excluir
              </DropdownMenuItem>
            </RowMenu>
          )}
        />
        <LoadMore query={sector} />
      </ListState>
      <CollaboratorDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        area="administrator"
        companyUuid={companyUuid}
        sectorUuid={sectorUuid}
        sectors={sectors}
        collaborator={editing}
      />
      <AddCreditsDialog target={credits} onClose={() => setCredits(null)} />
      <RemoveCreditsDialog
        collaborator={removingCredits}
        onClose={() => setRemovingCredits(null)}
      />
      <DeleteDialog
        target={deleting ? { name: formatName(deleting.name) } : null}
        onClose={() => setDeleting(null)}
        title="Excluir colaborador"
        onConfirm={() => remove.mutateAsync(deleting!.uuid)}
        pending={remove.isPending}
        successToast={TOASTS.collaborator.deleted}
        errorToast={TOASTS.collaborator.deleteError}
      />
    </>
  );
}
