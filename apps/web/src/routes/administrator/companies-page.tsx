import { useState } from 'react';
import { Link } from 'react-router';
import { Building2, ClipboardList, Coins } from 'lucide-react';
import { TOASTS } from '@acolher/contracts/errors';
import { formatCnpj } from '@acolher/contracts/format';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { DeleteDialog } from '@/components/data-list/delete-dialog';
import { DataListPage, useFormDialog } from '@/components/data-list/data-list-page';
import { EditDeleteMenu } from '@/components/data-list/list-kit';
import {
  ResetSecondFactorDialog,
  ResetSecondFactorItem,
  type SecondFactorResetTarget,
} from '@/features/account/components/mfa/reset-second-factor';
import { useCompanies, useDeleteCompany, companiesQuery } from '@/features/companies/api';
import type { TCompanyWithCount } from '@acolher/contracts/answers/companies';
import { CompanyDialog } from '@/features/companies/company-dialog';
import { CompanyFormDialog } from '@/features/companies/company-form-dialog';
import { AddCreditsDialog } from '@/features/credits/components/add-credits-dialog';
import type { GrantTarget } from '@/features/credits/api/grants';
import { useServerSearch } from '@/lib/paged-query';
import { pageData } from '@/app/page-data';

const companyPath = (uuid: string) => `/administrator/app/companies/${uuid}`;

export const loader = pageData('administrator', () => [companiesQuery()]);

export default function CompaniesPage() {
  // The box searches every company on the server (`?q=`, decision 1211), not only those loaded.
  const search = useServerSearch();
  const list = useCompanies(search.q);
  const remove = useDeleteCompany();
  const form = useFormDialog<TCompanyWithCount>();
  const [formOf, setFormOf] = useState<TCompanyWithCount | null>(null);
  const [credits, setCredits] = useState<GrantTarget | null>(null);
  const [deleting, setDeleting] = useState<TCompanyWithCount | null>(null);
  const [resetting, setResetting] = useState<SecondFactorResetTarget | null>(null);

  return (
    <DataListPage
      title="Empresas"
      description="Empresas clientes, seus setores e colaboradores."
      create={{ label: 'Adicionar empresa', onClick: () => form.openFor() }}
      query={list}
      rows={list.data}
      search={{
        label: 'Filtrar empresas',
        placeholder: 'Filtrar por nome, CNPJ ou e-mail',
        server: search,
      }}
      empty={{ text: 'Nenhuma empresa foi encontrada', icon: Building2 }}
      table={{
        caption: 'Empresas',
        rowKey: (c) => c.uuid,
        cardTitle: (c) => (
          <Link
            to={companyPath(c.uuid)}
            className="text-brand-800 underline-offset-4 hover:underline"
          >
            {c.name}
          </Link>
        ),
        columns: [
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
        ],
        actions: (c) => (
          <EditDeleteMenu
            label={`Ações de ${c.name}`}
            onEdit={() => form.openFor(c)}
            onDelete={() => setDeleting(c)}
          >
            <DropdownMenuItem onSelect={() => setFormOf(c)}>
              <ClipboardList /> Editar formulário
            </DropdownMenuItem>
            <DropdownMenuItem
              onSelect={() => setCredits({ kind: 'company', uuid: c.uuid, name: c.name })}
            >
              <Coins /> Adicionar créditos
            </DropdownMenuItem>
            <ResetSecondFactorItem
              onSelect={() => setResetting({ role: 'company', uuid: c.uuid, name: c.name })}
            />
          </EditDeleteMenu>
        ),
      }}
    >
      <CompanyDialog open={form.open} onOpenChange={form.onOpenChange} company={form.item} />
      <CompanyFormDialog company={formOf} onClose={() => setFormOf(null)} />
      <AddCreditsDialog target={credits} onClose={() => setCredits(null)} />
      <ResetSecondFactorDialog target={resetting} onClose={() => setResetting(null)} />
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title="Excluir empresa"
        onConfirm={() => remove.mutateAsync(deleting!.uuid)}
        pending={remove.isPending}
        successToast={TOASTS.company.deleted}
        errorToast={TOASTS.company.deleteError}
      />
    </DataListPage>
  );
}
