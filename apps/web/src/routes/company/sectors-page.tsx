import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Building, Plus, Upload } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { DataListPage, useFormDialog } from '@/components/data-list/data-list-page';
import { EditDeleteMenu } from '@/components/data-list/list-kit';
import { SectorDialog } from '@/features/sectors/sector-dialog';
import type { TSectorListed } from '@acolher/contracts/answers/sectors';
import { sectorsQuery, useSectors } from '@/features/sectors/api';
import { DeleteSectorDialog } from '@/features/sectors/delete-sector-dialog';
import { pageData } from '@/app/page-data';

const peopleLabel = (n: number) => (n === 1 ? '1 colaborador' : `${n} colaboradores`);

export const loader = pageData('company', () => [sectorsQuery()]);

/** Gestão de cadastros: the company's sectors (domain.md §20 Company area). */
export default function SectorsPage() {
  const navigate = useNavigate();
  const list = useSectors();
  const form = useFormDialog<TSectorListed>();
  const [deleting, setDeleting] = useState<TSectorListed | null>(null);

  const open = (s: TSectorListed) => navigate(`/company/app/sectors/${s.uuid}`);
  const add = (
    <Button onClick={() => form.openFor()}>
      <Plus /> Adicionar setor
    </Button>
  );

  return (
    <DataListPage
      title="Gestão de cadastros"
      description="Setores da empresa e as pessoas de cada um."
      actions={
        <>
          <Link to="/company/app/import-collaborators" className={buttonClass('secondary')}>
            <Upload aria-hidden /> Importar colaboradores
          </Link>
          {add}
        </>
      }
      query={list}
      rows={list.data}
      search={{
        label: 'Filtrar setores',
        placeholder: 'Filtrar por nome do setor',
        visible: (list.data?.length ?? 0) > 5,
        fields: (s) => [s.name],
      }}
      empty={{ text: 'Não há setores cadastrados.', icon: Building, action: add }}
      table={{
        caption: 'Setores',
        rowKey: (s) => s.uuid,
        onRowClick: open,
        rowLabel: (s) => `Abrir o setor ${s.name}`,
        cardTitle: (s) => s.name,
        columns: [
          {
            header: 'Setor',
            cell: (s) => <span className="font-semibold text-sand-900">{s.name}</span>,
            hideOnCard: true,
          },
          {
            header: 'Colaboradores',
            className: 'md:w-48',
            cell: (s) => (
              <Badge tone={s.collaboratorsCount ? 'brand' : 'neutral'} className="tabular-nums">
                {peopleLabel(s.collaboratorsCount)}
              </Badge>
            ),
          },
        ],
        actions: (s) => (
          <EditDeleteMenu
            label={`Ações do setor ${s.name}`}
            onEdit={() => form.openFor(s)}
            onDelete={() => setDeleting(s)}
          />
        ),
      }}
    >
      <SectorDialog
        open={form.open}
        onOpenChange={form.onOpenChange}
        area="company"
        sector={form.item}
      />
      <DeleteSectorDialog sector={deleting} onClose={() => setDeleting(null)} />
    </DataListPage>
  );
}
