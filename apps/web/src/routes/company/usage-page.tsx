import { BarChart3 } from 'lucide-react';
import type { TCompanyUsage } from '@acolher/contracts/answers/company-usage';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useCompanyUsage, companyUsageQuery } from '@/features/company-insights/api';
import { pageData } from '@/app/page-data';

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const monthLabel = (key: string) => `${MONTHS[Number(key.slice(5, 7)) - 1]}/${key.slice(2, 4)}`;
/** A hidden count (fewer than k people behind it, decision 0801) reads as '—' with its reason. */
const shown = (n: number | null) => (n === null ? '—' : n.toLocaleString('pt-BR'));

type Row = TCompanyUsage['company'];

function Totals({ row }: { row: Row }) {
  const tiles = [
    ['Convites pendentes', row.invited],
    ['Colaboradores ativos', row.active],
    ['Créditos concedidos', row.creditsGranted],
    ['Créditos usados', row.creditsUsed],
  ] as const;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map(([label, value]) => (
        <Card key={label} className="p-4">
          <p className="text-sm text-sand-600">{label}</p>
          <p className="mt-1 text-2xl font-semibold text-sand-900">{shown(value)}</p>
        </Card>
      ))}
    </div>
  );
}

function UsageTable({ data }: { data: TCompanyUsage }) {
  const rows: [string, Row][] = [
    ['Empresa toda', data.company],
    ...data.sectors.map((s): [string, Row] => [s.name, s]),
  ];
  return (
    <section aria-labelledby="usage-by-sector" className="grid min-w-0 gap-2">
      <h2 id="usage-by-sector" className="font-semibold text-sand-800">
        Por setor: convites, créditos e sessões realizadas por mês
      </h2>
      <div className="relative overflow-x-auto rounded-card border border-sand-200 bg-white">
        <table aria-labelledby="usage-by-sector" className="w-full min-w-[680px] text-sm">
          <thead className="bg-sand-50 text-left text-sand-600">
            <tr>
              <th scope="col" className="p-3">
                Setor
              </th>
              <th scope="col" className="p-3">
                Convidados
              </th>
              <th scope="col" className="p-3">
                Ativos
              </th>
              <th scope="col" className="p-3">
                Créditos concedidos
              </th>
              <th scope="col" className="p-3">
                Créditos usados
              </th>
              {data.months.map((m) => (
                <th key={m} scope="col" className="p-3 whitespace-nowrap">
                  <span className="sr-only">Sessões em </span>
                  {monthLabel(m)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, row], i) => (
              <tr key={name + String(i)} className="border-t border-sand-100">
                <th scope="row" className="p-3 text-left font-medium text-sand-800">
                  {name}
                </th>
                <td className="p-3">{shown(row.invited)}</td>
                <td className="p-3">{shown(row.active)}</td>
                <td className="p-3">{shown(row.creditsGranted)}</td>
                <td className="p-3">{shown(row.creditsUsed)}</td>
                {row.sessionsHeld.map((n, j) => (
                  <td key={data.months[j]} className="p-3">
                    {shown(n)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-sand-600">Meses: sessões realizadas em cada mês.</p>
    </section>
  );
}

export const loader = pageData('company', () => [companyUsageQuery()]);

/** 'Uso do benefício' (decision 1421): what the company pays for, counts only. */
export default function UsagePage() {
  const usage = useCompanyUsage();
  const header = (
    <PageHeader
      title="Uso do benefício"
      description="Convites, créditos e sessões dos últimos 6 meses, sem identificar ninguém."
    />
  );
  if (usage.isPending)
    return (
      <>
        {header}
        <div role="status" aria-label="Carregando..." className="grid gap-4">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      </>
    );
  if (usage.isError)
    return (
      <>
        {header}
        <ErrorState onRetry={() => void usage.refetch()} retrying={usage.isRefetching} />
      </>
    );
  const data = usage.data;
  if (data.company.invited + data.company.active === 0)
    return (
      <>
        {header}
        <EmptyState
          icon={BarChart3}
          title="Nenhum colaborador cadastrado ainda"
          description="Cadastre ou importe colaboradores em 'Gestão de cadastros' para acompanhar o uso."
        />
      </>
    );
  return (
    <>
      {header}
      <div className="grid min-w-0 grid-cols-1 gap-4">
        <Totals row={data.company} />
        <UsageTable data={data} />
        <p className="text-sm text-sand-600">
          '—' indica um número oculto: créditos usados e sessões só aparecem para grupos de pelo
          menos {data.minGroupSize} pessoas, para que ninguém possa ser identificado.
        </p>
      </div>
    </>
  );
}
