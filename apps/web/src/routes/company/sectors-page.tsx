import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Building, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { TOASTS } from '@acolher/contracts/errors';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { PageHeader } from '@/components/ui/page-header';
import { DeleteDialog } from '@/components/data-list/delete-dialog';
import { DataList, FilterBox, ListState, RowMenu, matchesFilter } from '@/components/data-list/list-kit';
import { SectorDialog } from '@/features/sectors/sector-dialog';
import type { TSectorListed } from '@acolher/contracts/answers/sectors';
import { useDeleteSector, useSectors } from '@/features/sectors/api';

const peopleLabel = (n: number) => (n === 1 ? '1 colaborador' : `${n} colaboradores`);

/** Gestão de cadastros: the company's sectors (domain.md §20 Company area). */
export default function SectorsPage() {
  const navigate = useNavigate();
  const list = useSectors();
  const remove = useDeleteSector();
  const [filter, setFilter] = useState('');
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<TSectorListed | undefined>();
  const [deleting, setDeleting] = useState<TSectorListed | null>(null);

  const rows = useMemo(() => (list.data ?? []).filter((s) => matchesFilter(filter, [s.name])), [list.data, filter]);
  const openForm = (s?: TSectorListed) => {
    setEditing(s);
    setFormOpen(true);
  };
  const open = (s: TSectorListed) => navigate(`/company/app/sectors/${s.uuid}`);

  return (
    <>
      <PageHeader
        title="Gestão de cadastros"
        description="Setores da empresa e as pessoas de cada um."
        actions={
          <>
            <Link to="/company/app/import-collaborators" className={buttonClass('secondary')}>
              <Upload aria-hidden /> Importar colaboradores
            </Link>
            <Button onClick={() => openForm()}>
              <Plus /> Adicionar setor
            </Button>
          </>
        }
      />
      {(list.data?.length ?? 0) > 5 && <FilterBox className="mb-4" value={filter} onChange={setFilter} label="Filtrar setores" placeholder="Filtrar por nome do setor" />}
      <ListState
        isPending={list.isPending}
        isError={list.isError}
        isRefetching={list.isRefetching}
        onRetry={() => void list.refetch()}
        isEmpty={!list.data?.length}
        emptyText="Não há setores cadastrados."
        emptyIcon={Building}
        emptyAction={
          <Button onClick={() => openForm()}>
            <Plus /> Adicionar setor
          </Button>
        }
        filteredOut={rows.length === 0}
      >
        <DataList
          caption="Setores"
          rows={rows}
          rowKey={(s) => s.uuid}
          onRowClick={open}
          rowLabel={(s) => `Abrir o setor ${s.name}`}
          cardTitle={(s) => s.name}
          columns={[
            { header: 'Setor', cell: (s) => <span className="font-semibold text-sand-900">{s.name}</span>, hideOnCard: true },
            {
              header: 'Colaboradores',
              className: 'md:w-48',
              cell: (s) => (
                <Badge tone={s.collaboratorsCount ? 'brand' : 'neutral'} className="tabular-nums">
                  {peopleLabel(s.collaboratorsCount)}
                </Badge>
              ),
            },
          ]}
          actions={(s) => (
            <RowMenu label={`Ações do setor ${s.name}`}>
              <DropdownMenuItem onSelect={() => openForm(s)}>
                <Pencil /> Editar
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem destructive onSelect={() => setDeleting(s)}>
                <Trash2 /> Excluir
              </DropdownMenuItem>
            </RowMenu>
          )}
        />
      </ListState>
      <SectorDialog open={formOpen} onOpenChange={setFormOpen} area="company" sector={editing} />
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title="Excluir setor"
        onConfirm={() => remove.mutateAsync(deleting!.uuid)}
        pending={remove.isPending}
        successToast={TOASTS.sector.deleted}
        errorToast={TOASTS.sector.deleteError}
      />
    </>
  );
}
