import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Stethoscope } from 'lucide-react';
import { COMPLIANCE_STATUSES } from '@acolher/contracts/constants';
import { formatCrp, formatName } from '@acolher/contracts/format';
import { complianceStatusLabel } from '@acolher/contracts/labels';
import { cn } from '@/lib/cn';
import { DataListPage } from '@/components/data-list/data-list-page';
import { usePsychologistsAdmin, psychologistsAdminQuery } from '@/features/psychologists/api/admin';
import { ComplianceStatus } from '@/features/psychologists/components/compliance-status';
import {
  PsychologistCreateDialog,
} from '@/features/psychologists/components/psychologist-create-dialog';
import { useServerSearch } from '@/lib/paged-query';
import { cpfColumn, emailColumn, nameColumn } from '@/components/data-list/person-columns';
import { RowMenu } from '@/components/data-list/list-kit';
import {
  ResetSecondFactorDialog,
  ResetSecondFactorItem,
  type SecondFactorResetTarget,
} from '@/features/account/components/mfa/reset-second-factor';
import { pageData } from '@/app/page-data';

type StatusFilter = 'all' | (typeof COMPLIANCE_STATUSES)[number];

export const loader = pageData('administrator', () => [psychologistsAdminQuery()]);

export default function PsychologistsPage() {
  const navigate = useNavigate();
  // The box searches every psychologist on the server (`?q=`, decision 1211), not only those
  // loaded; the status buttons filter what is loaded.
  const search = useServerSearch();
  const list = usePsychologistsAdmin(search.q);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [createOpen, setCreateOpen] = useState(false);
  const [resetting, setResetting] = useState<SecondFactorResetTarget | null>(null);

  const counts = useMemo(() => {
    const c: Record<string, number> = {};
    for (const p of list.data ?? []) c[p.complianceStatus] = (c[p.complianceStatus] ?? 0) + 1;
    return c;
  }, [list.data]);
  const open = (uuid: string) => navigate(`/administrator/app/psychologists/${uuid}/reports`);

  return (
    <DataListPage
      title="Psicólogos"
      description="Cadastros, análise de conformidade e atendimentos."
      create={{ label: 'Adicionar psicólogo', onClick: () => setCreateOpen(true) }}
      query={list}
      rows={list.data}
      search={{
        label: 'Filtrar psicólogos',
        placeholder: 'Filtrar por nome, CPF, CRP ou e-mail',
        server: search,
      }}
      where={(p) => status === 'all' || p.complianceStatus === status}
      toolbar={
        <div role="group" aria-label="Filtrar por status" className="flex flex-wrap gap-1.5">
          {(['all', ...COMPLIANCE_STATUSES] as StatusFilter[]).map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={status === s}
              onClick={() => setStatus(s)}
              className={cn(
                'h-9 cursor-pointer rounded-full border px-3.5 text-sm font-semibold transition-colors',
                status === s
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-sand-300 bg-white text-sand-700 hover:border-brand-300 hover:bg-brand-50',
              )}
            >
              {s === 'all' ? 'Todos' : complianceStatusLabel(s).label}{' '}
              <span className="tabular-nums opacity-80">
                ({s === 'all' ? (list.data?.length ?? 0) : (counts[s] ?? 0)})
              </span>
            </button>
          ))}
        </div>
      }
      empty={{ text: 'Nenhum psicólogo foi encontrado', icon: Stethoscope }}
      table={{
        caption: 'Psicólogos',
        rowKey: (p) => p.uuid,
        onRowClick: (p) => open(p.uuid),
        rowLabel: (p) => `Abrir ${formatName(p.name)}`,
        cardTitle: (p) => formatName(p.name),
        columns: [
          nameColumn(),
          cpfColumn(),
          {
            header: 'CRP',
            cell: (p) => formatCrp(p.crp),
            className: 'whitespace-nowrap tabular-nums',
          },
          emailColumn(),
          {
            header: 'Status',
            cell: (p) => <ComplianceStatus status={p.complianceStatus} />,
            className: 'whitespace-nowrap',
          },
        ],
        actions: (p) => (
          <RowMenu label={`Ações de ${formatName(p.name)}`}>
            <ResetSecondFactorItem
              onSelect={() =>
                setResetting({ role: 'psychologist', uuid: p.uuid, name: formatName(p.name) })
              }
            />
          </RowMenu>
        ),
      }}
    >
      <PsychologistCreateDialog open={createOpen} onOpenChange={setCreateOpen} />
      <ResetSecondFactorDialog target={resetting} onClose={() => setResetting(null)} />
    </DataListPage>
  );
}
