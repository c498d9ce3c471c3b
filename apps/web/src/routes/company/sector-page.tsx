import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Pencil, Plus, Trash2, Upload, Users } from 'lucide-react';
import { TOASTS } from '@acolher/contracts/errors';
import { formatCpf, formatDate, formatName, formatPhone } from '@acolher/contracts/format';
import { Button, buttonClass } from '@/components/ui/button';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/app/use-session';
import { DeleteDialog } from '@/components/data-list/delete-dialog';
import { DataList, FilterBox, ListState, RowMenu } from '@/components/data-list/list-kit';
import { useDeleteCollaborator } from '@/features/collaborators/api';
import { CollaboratorDialog } from '@/features/collaborators/collaborator-dialog';
import { InvitationCell } from '@/features/collaborators/invitation-status';
import type { TSectorCollaborator } from '@acolher/contracts/answers/sectors';
import { useSector, useSectors } from '@/features/sectors/api';
import { ApiError } from '@/lib/api';
import { LoadMore } from '@/components/load-more';
import { useServerSearch } from '@/lib/paged-query';

function BackToSectors() {
  return (
    <Link to="/company/app/sectors" className="inline-flex w-fit items-center gap-1.5 text-[15px] font-semibold text-brand-700 hover:underline">
      <ArrowLeft aria-hidden className="size-4" /> Voltar para os setores
    </Link>
  );
}

/**
 * A sector's collaborators (domain.md §20 Company area: name, CPF, e-mail, phone, birth date), with
 * each one's invitation status and 'Reenviar convite' (decision 1208).
 */
export default function SectorPage() {
  const { uuid = '' } = useParams();
  const { user } = useSession('company');
  // The box searches the whole sector on the server (`?q=`, decision 1211), not only those loaded.
  const search = useServerSearch();
  const sector = useSector(uuid, search.q);
  const allSectors = useSectors();
  const remove = useDeleteCollaborator();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<TSectorCollaborator | undefined>();
  const [deleting, setDeleting] = useState<TSectorCollaborator | null>(null);

  const people = sector.data?.collaborators;
  const rows = people ?? [];
  const sectors = allSectors.data?.map((s) => ({ uuid: s.uuid, name: s.name })) ?? (sector.data ? [{ uuid: sector.data.uuid, name: sector.data.name }] : []);
  const openForm = (c?: TSectorCollaborator) => {
    setEditing(c);
    setFormOpen(true);
  };

  if (sector.isError) {
    const status = sector.error instanceof ApiError ? sector.error.status : 0;
    return (
      <>
        <PageHeader title="Setor" back={<BackToSectors />} />
        {[400, 403, 404].includes(status) ? (
          <ErrorState title="Setor não encontrado." description="Ele pode ter sido excluído. Volte para a lista de setores." />
        ) : (
          <ErrorState onRetry={() => void sector.refetch()} retrying={sector.isRefetching} />
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader
        back={<BackToSectors />}
        title={sector.data ? sector.data.name : <Skeleton className="h-9 w-56" />}
        description={sector.data ? (sector.data.collaboratorsCount === 1 ? '1 colaborador' : `${sector.data.collaboratorsCount} colaboradores`) : undefined}
        actions={
          <>
            <Link to="/company/app/import-collaborators" className={buttonClass('secondary')}>
              <Upload aria-hidden /> Importar colaboradores
            </Link>
            <Button onClick={() => openForm()} disabled={!sector.data}>
              <Plus /> Adicionar colaborador
            </Button>
          </>
        }
      />
      {((sector.data?.collaboratorsCount ?? 0) > 5 || !!search.text) && <FilterBox className="mb-4" value={search.text} onChange={search.setText} label="Filtrar colaboradores" placeholder="Filtrar por nome, CPF, e-mail ou telefone" />}
      <ListState
        isPending={sector.isPending}
        isError={false}
        onRetry={() => void sector.refetch()}
        isEmpty={rows.length === 0 && !search.q && !sector.isPlaceholderData}
        emptyText="Não há colaboradores vinculados a este setor."
        emptyIcon={Users}
        filteredOut={rows.length === 0}
      >
        <DataList
          caption={`Colaboradores do setor ${sector.data?.name ?? ''}`}
          rows={rows}
          rowKey={(c) => c.uuid}
          cardTitle={(c) => formatName(c.name)}
          columns={[
            { header: 'Nome', cell: (c) => <span className="font-semibold text-sand-900">{formatName(c.name)}</span>, hideOnCard: true },
            { header: 'CPF', cell: (c) => formatCpf(c.document), className: 'whitespace-nowrap tabular-nums' },
            { header: 'E-mail', cell: (c) => c.email },
            { header: 'Telefone', cell: (c) => formatPhone(c.phone), className: 'whitespace-nowrap tabular-nums' },
            { header: 'Nascimento', cell: (c) => (c.birthdate ? formatDate(c.birthdate) : '—'), className: 'whitespace-nowrap tabular-nums' },
            { header: 'Acesso', cell: (c) => <InvitationCell person={c} /> },
          ]}
          actions={(c) => (
            <RowMenu label={`Ações de ${formatName(c.name)}`}>
              <DropdownMenuItem onSelect={() => openForm(c)}>
                <Pencil /> Editar
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
        area="company"
        companyUuid={user.uuid}
        sectorUuid={uuid}
        sectors={sectors}
        collaborator={editing}
      />
      <DeleteDialog
        target={deleting ? { name: formatName(deleting.name) } : null}
        onClose={() => setDeleting(null)}
        title="Excluir colaborador"
        onConfirm={() => remove.mutateAsync(deleting!.uuid)}
        pending={remove.isPending}
        successToast={TOASTS.collaborator.deleted}
        errorToast={TOASTS.collaborator.companyDeleteError}
      />
    </>
  );
}
