import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Coins, Layers, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { TOASTS } from '@acolher/contracts/errors';
import { formatCnpj } from '@acolher/contracts/format';
import { Button, buttonClass } from '@/components/ui/button';
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
  matchesFilter,
} from '@/components/data-list/list-kit';
import { useCompany, type TCompanySector } from '@/features/companies/api';
import { AddCreditsDialog } from '@/features/credits/components/add-credits-dialog';
import type { GrantTarget } from '@/features/credits/api/grants';
import { useDeleteSector } from '@/features/sectors/api';
import { SectorDialog } from '@/features/sectors/sector-dialog';
import { ApiError } from '@/lib/api';
import { BackLink } from './back-link';

export default function CompanyPage() {
  const { companyUuid = '' } = useParams();
  const navigate = useNavigate();
  const company = useCompany(companyUuid);
  const remove = useDeleteSector();
  const [filter, setFilter] = useState('');
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<TCompanySector | undefined>();
  const [credits, setCredits] = useState<GrantTarget | null>(null);
  const [deleting, setDeleting] = useState<TCompanySector | null>(null);

  const sectors = company.data?.sectors;
  const rows = useMemo(
    () => (sectors ?? []).filter((s) => matchesFilter(filter, [s.name])),
    [sectors, filter],
  );
  const sectorPath = (s: TCompanySector) => `/administrator/app/companies/${companyUuid}/${s.uuid}`;
  const openForm = (s?: TCompanySector) => {
    setEditing(s);
    setFormOpen(true);
  };
  const back = <BackLink to="/administrator/app/companies" />;

  if (company.isError) {
    const missing =
      company.error instanceof ApiError &&
      (company.error.status === 404 || company.error.status === 400);
    return (
      <>
        <PageHeader title="Empresa" back={back} />
        {missing ? (
          <ErrorState
            title="Empresa não encontrada."
            description="Ela pode ter sido excluída. Volte para a lista de empresas."
          />
        ) : (
          <ErrorState onRetry={() => void company.refetch()} retrying={company.isRefetching} />
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader
        back={back}
        title={company.data ? company.data.name : <Skeleton className="h-9 w-64" />}
        description={
          company.data ? (
            <span className="tabular-nums">
              {formatCnpj(company.data.document)} · {company.data.collaboratorsCount}{' '}
              {company.data.collaboratorsCount === 1 ? 'colaborador' : 'colaboradores'}
            </span>
          ) : undefined
        }
        actions={
          <>
            <Link
              to={`/administrator/app/companies/${companyUuid}/import`}
              className={buttonClass('secondary')}
            >
              <Upload aria-hidden /> Importar colaboradores
            </Link>
            <Button onClick={() => openForm()} disabled={!company.data}>
              <Plus /> Adicionar setor
            </Button>
          </>
        }
      />
      <h2 className="mb-3 text-lg font-bold">Setores</h2>
      {!!sectors?.length && (
        <FilterBox
          className="mb-4"
          value={filter}
          onChange={setFilter}
          label="Filtrar setores"
          placeholder="Filtrar setores pelo nome"
        />
      )}
      <ListState
        isPending={company.isPending}
        isError={false}
        onRetry={() => void company.refetch()}
        isEmpty={!sectors?.length}
        emptyText="Não há setores vinculados à esta empresa."
        emptyIcon={Layers}
        filteredOut={rows.length === 0}
      >
        <DataList
          caption="Setores da empresa"
          rows={rows}
          rowKey={(s) => s.uuid}
          onRowClick={(s) => navigate(sectorPath(s))}
          rowLabel={(s) => `Abrir o setor ${s.name}`}
          cardTitle={(s) => s.name}
          columns={[
            {
              header: 'Setor',
              hideOnCard: true,
              cell: (s) => (
                <Link
                  to={sectorPath(s)}
                  onClick={(e) => e.stopPropagation()}
                  tabIndex={-1}
                  className="font-semibold text-brand-800 underline-offset-4 hover:underline"
                >
                  {s.name}
                </Link>
              ),
            },
            {
              header: 'Colaboradores',
              cell: (s) => s.collaboratorsCount,
              className: 'tabular-nums md:w-48 md:text-center',
            },
          ]}
          actions={(s) => (
            <RowMenu label={`Ações do setor ${s.name}`}>
              <DropdownMenuItem onSelect={() => openForm(s)}>
                <Pencil /> Editar
              </DropdownMenuItem>
              <DropdownMenuItem
                onSelect={() => setCredits({ kind: 'sector', uuid: s.uuid, name: s.name })}
              >
                <Coins /> Adicionar créditos
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem destructive onSelect={() => setDeleting(s)}>
                <Trash2 /> Excluir
              </DropdownMenuItem>
            </RowMenu>
          )}
        />
      </ListState>
      <SectorDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        area="administrator"
        companyUuid={companyUuid}
        sector={editing}
      />
      <AddCreditsDialog target={credits} onClose={() => setCredits(null)} />
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
