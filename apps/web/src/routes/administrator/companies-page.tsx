import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Building2, ClipboardList, Coins, Pencil, Plus, Trash2 } from 'lucide-react';
import { TOASTS } from '@acolher/contracts/errors';
import { formatCnpj } from '@acolher/contracts/format';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { PageHeader } from '@/components/ui/page-header';
import { DeleteDialog } from '@/components/data-list/delete-dialog';
import {
  DataList,
  FilterBox,
  ListState,
  RowMenu,
  matchesFilter,
} from '@/components/data-list/list-kit';
import { useCompanies, useDeleteCompany, type TCompany } from '@/features/companies/api';
import { CompanyDialog } from '@/features/companies/company-dialog';
import { CompanyFormDialog } from '@/features/companies/company-form-dialog';
import { AddCreditsDialog } from '@/features/credits/components/add-credits-dialog';
import type { GrantTarget } from '@/features/credits/api/grants';
import { LoadMore } from '@/components/load-more';

const companyPath = (uuid: string) => `/administrator/app/companies/${uuid}`;

export default function CompaniesPage() {
  const list = useCompanies();
  const remove = useDeleteCompany();
  const [filter, setFilter] = useState('');
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<TCompany | undefined>();
  const [formOf, setFormOf] = useState<TCompany | null>(null);
  const [credits, setCredits] = useState<GrantTarget | null>(null);
  const [deleting, setDeleting] = useState<TCompany | null>(null);

  const rows = useMemo(
    () =>
      (list.data ?? []).filter((c) =>
        matchesFilter(filter, [c.name, c.legalName, c.document, c.email]),
      ),
    [list.data, filter],
  );
  const openForm = (c?: TCompany) => {
    setEditing(c);
    setFormOpen(true);
  };

  return (
    <>
      <PageHeader
        title="Empresas"
        description="Empresas clientes, seus setores e colaboradores."
        actions={
          <Button onClick={() => openForm()}>
            <Plus /> Adicionar empresa
          </Button>
        }
      />
      {!!list.data?.length && (
        <FilterBox
          className="mb-4"
          value={filter}
          onChange={setFilter}
          label="Filtrar empresas"
          placeholder="Filtrar por nome, CNPJ ou e-mail"
        />
      )}
      <ListState
        isPending={list.isPending}
        isError={list.isError}
        isRefetching={list.isRefetching}
        onRetry={() => void list.refetch()}
        isEmpty={!list.data?.length}
        emptyText="Nenhuma empresa foi encontrada"
        emptyIcon={Building2}
        filteredOut={rows.length === 0}
      >
        <DataList
          caption="Empresas"
          rows={rows}
          rowKey={(c) => c.uuid}
          cardTitle={(c) => (
            <Link
              to={companyPath(c.uuid)}
              className="text-brand-800 underline-offset-4 hover:underline"
            >
              {c.name}
            </Link>
          )}
          columns={[
            {
              header: 'Nome',
              hideOnCard: true,
              cell: (c) => (
                <Link
                  to={companyPath(c.uuid)}
                  className="font-semibold text-brand-800 underline-offset-4 hover:underline"
                >
                  {c.name}
                </Link>
              ),
            },
            {
              header: 'CNPJ',
              cell: (c) => formatCnpj(c.document),
              className: 'whitespace-nowrap tabular-nums',
            },
            { header: 'E-mail', cell: (c) => c.email },
            {
              header: 'Colaboradores',
              cell: (c) => c.collaboratorsCount,
              className: 'tabular-nums md:text-center',
            },
          ]}
          actions={(c) => (
            <RowMenu label={`Ações de ${c.name}`}>
              <DropdownMenuItem onSelect={() => openForm(c)}>
                <Pencil /> Editar
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setFormOf(c)}>
                <ClipboardList /> Editar formulário
              </DropdownMenuItem>
              <DropdownMenuItem
                onSelect={() => setCredits({ kind: 'company', uuid: c.uuid, name: c.name })}
              >
                <Coins /> Adicionar créditos
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem destructive onSelect={() => setDeleting(c)}>
                <Trash2 /> Excluir
              </DropdownMenuItem>
            </RowMenu>
          )}
        />
        <LoadMore query={list} />
      </ListState>
      <CompanyDialog open={formOpen} onOpenChange={setFormOpen} company={editing} />
      <CompanyFormDialog company={formOf} onClose={() => setFormOf(null)} />
      <AddCreditsDialog target={credits} onClose={() => setCredits(null)} />
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title="Excluir empresa"
        onConfirm={() => remove.mutateAsync(deleting!.uuid)}
        pending={remove.isPending}
        successToast={TOASTS.company.deleted}
        errorToast={TOASTS.company.deleteError}
      />
    </>
  );
}
