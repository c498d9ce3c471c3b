import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Plus, Stethoscope } from 'lucide-react';
import { COMPLIANCE_STATUSES } from '@acolher/contracts/constants';
import { formatCpf, formatCrp, formatName } from '@acolher/contracts/format';
import { complianceStatusLabel } from '@acolher/contracts/labels';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { cn } from '@/lib/cn';
import { DataList, FilterBox, ListState, matchesFilter } from '@/components/data-list/list-kit';
import { usePsychologistsAdmin } from '@/features/psychologists/api/admin';
import { ComplianceStatus } from '@/features/psychologists/components/compliance-status';
import { PsychologistCreateDialog } from '@/features/psychologists/components/psychologist-create-dialog';
import { LoadMore } from '@/components/load-more';

type StatusFilter = 'all' | (typeof COMPLIANCE_STATUSES)[number];

export default function PsychologistsPage() {
  const navigate = useNavigate();
  const list = usePsychologistsAdmin();
  const [filter, setFilter] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [createOpen, setCreateOpen] = useState(false);

  const counts = useMemo(() => {
    const c: Record<string, number> = {};
    for (const p of list.data ?? []) c[p.complianceStatus] = (c[p.complianceStatus] ?? 0) + 1;
    return c;
  }, [list.data]);
  const rows = useMemo(
    () =>
      (list.data ?? []).filter(
        (p) =>
          (status === 'all' || p.complianceStatus === status) &&
          matchesFilter(filter, [
            p.name,
            p.document,
            p.crp,
            p.email,
            complianceStatusLabel(p.complianceStatus).label,
          ]),
      ),
    [list.data, filter, status],
  );
  const open = (uuid: string) => navigate(`/administrator/app/psychologists/${uuid}/reports`);

  return (
    <>
      <PageHeader
        title="Psicólogos"
        description="Cadastros, análise de conformidade e atendimentos."
        actions={
          <Button onClick={() => setCreateOpen(true)}>
            <Plus /> Adicionar psicólogo
          </Button>
        }
      />
      {!!list.data?.length && (
        <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <FilterBox
            value={filter}
            onChange={setFilter}
            label="Filtrar psicólogos"
            placeholder="Filtrar por nome, CPF, CRP ou e-mail"
          />
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
        </div>
      )}
      <ListState
        isPending={list.isPending}
        isError={list.isError}
        isRefetching={list.isRefetching}
        onRetry={() => void list.refetch()}
        isEmpty={!list.data?.length}
        emptyText="Nenhum psicólogo foi encontrado"
        emptyIcon={Stethoscope}
        filteredOut={rows.length === 0}
      >
        <DataList
          caption="Psicólogos"
          rows={rows}
          rowKey={(p) => p.uuid}
          onRowClick={(p) => open(p.uuid)}
          rowLabel={(p) => `Abrir ${formatName(p.name)}`}
          cardTitle={(p) => formatName(p.name)}
          columns={[
            {
              header: 'Nome',
              cell: (p) => (
                <span className="font-semibold text-sand-900">{formatName(p.name)}</span>
              ),
              hideOnCard: true,
            },
            {
              header: 'CPF',
              cell: (p) => formatCpf(p.document),
              className: 'whitespace-nowrap tabular-nums',
            },
            {
              header: 'CRP',
              cell: (p) => formatCrp(p.crp),
              className: 'whitespace-nowrap tabular-nums',
            },
            { header: 'E-mail', cell: (p) => p.email },
            {
              header: 'Status',
              cell: (p) => <ComplianceStatus status={p.complianceStatus} />,
              className: 'whitespace-nowrap',
            },
          ]}
        />
        <LoadMore query={list} />
      </ListState>
      <PsychologistCreateDialog open={createOpen} onOpenChange={setCreateOpen} />
    </>
  );
}
