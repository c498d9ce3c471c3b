import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Coins, Layers, Plus, Upload } from 'lucide-react';
import { formatCnpj } from '@acolher/contracts/format';
import { Button, buttonClass } from '@/components/ui/button';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { DataListPage, useFormDialog } from '@/components/data-list/data-list-page';
import { EditDeleteMenu } from '@/components/data-list/list-kit';
import { RecordError } from '@/components/data-list/record-error';
import { useCompany, companyQuery } from '@/features/companies/api';
import type { TSectorWithCount } from '@acolher/contracts/answers/sectors';
import { AddCreditsDialog } from '@/features/credits/components/add-credits-dialog';
import type { GrantTarget } from '@/features/credits/api/grants';
import { DeleteSectorDialog } from '@/features/sectors/delete-sector-dialog';
import { SectorDialog } from '@/features/sectors/sector-dialog';
import { BackLink } from './back-link';
import { pageData } from '@/app/page-data';

export const loader = pageData('administrator', ({ companyUuid = '' }) => [
  companyQuery(companyUuid),
]);

export default function CompanyPage() {
  const { companyUuid = '' } = useParams();
  const navigate = useNavigate();
  const company = useCompany(companyUuid);
  const form = useFormDialog<TSectorWithCount>();
  const [credits, setCredits] = useState<GrantTarget | null>(null);
  const [deleting, setDeleting] = useState<TSectorWithCount | null>(null);

  const sectors = company.data?.sectors;
  const sectorPath = (s: TSectorWithCount) =>
    `/administrator/app/companies/${companyUuid}/${s.uuid}`;
  const back = <BackLink to="/administrator/app/companies" />;

  if (company.isError)
    return (
      <RecordError
        title="Empresa"
        back={back}
        query={company}
        notFound={{
          title: 'Empresa não encontrada.',
          description: 'Ela pode ter sido excluída. Volte para a lista de empresas.',
        }}
      />
    );

  return (
    <DataListPage
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
          <Button onClick={() => form.openFor()} disabled={!company.data}>
            <Plus /> Adicionar setor
          </Button>
        </>
      }
      intro={<h2 className="mb-3 text-lg font-bold">Setores</h2>}
      query={company}
      rows={sectors}
      search={{
        label: 'Filtrar setores',
        placeholder: 'Filtrar setores pelo nome',
        fields: (s) => [s.name],
      }}
      empty={{ text: 'Não há setores vinculados à esta empresa.', icon: Layers }}
      table={{
        caption: 'Setores da empresa',
        rowKey: (s) => s.uuid,
        onRowClick: (s) => navigate(sectorPath(s)),
        rowLabel: (s) => `Abrir o setor ${s.name}`,
        cardTitle: (s) => s.name,
        columns: [
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
        ],
        actions: (s) => (
          <EditDeleteMenu
            label={`Ações do setor ${s.name}`}
            onEdit={() => form.openFor(s)}
            onDelete={() => setDeleting(s)}
          >
            <DropdownMenuItem
              onSelect={() => setCredits({ kind: 'sector', uuid: s.uuid, name: s.name })}
            >
              <Coins /> Adicionar créditos
            </DropdownMenuItem>
          </EditDeleteMenu>
        ),
      }}
    >
      <SectorDialog
        open={form.open}
        onOpenChange={form.onOpenChange}
        area="administrator"
        companyUuid={companyUuid}
        sector={form.item}
      />
      <AddCreditsDialog target={credits} onClose={() => setCredits(null)} />
      <DeleteSectorDialog sector={deleting} onClose={() => setDeleting(null)} />
    </DataListPage>
  );
}
