import { useState } from 'react';
import { Wallet } from 'lucide-react';
import { formatMoney, formatName } from '@acolher/contracts/format';
import { PageHeader } from '@/components/ui/page-header';
import { usePayouts, payoutsQuery } from '@/features/appointments/api/outcomes';
import { MonthCsvControls, MonthLines } from '@/features/appointments/components/month-statement';
import { monthLabel, recentMonths } from '@/features/appointments/months';
import { pageData } from '@/app/page-data';

export const loader = pageData('administrator', () => [payoutsQuery(recentMonths()[1]!)]);

/** 'Repasses' (domain.md §17): every psychologist's statement of a month, one CSV. */
export default function PayoutsPage() {
  const [month, setMonth] = useState(() => recentMonths()[1]!); // last month: the one to pay
  const payouts = usePayouts(month);
  const p = payouts.data;

  return (
    <>
      <PageHeader
        title="Repasses"
        description="O que pagar a cada psicólogo no mês (horário de Brasília): sessões remuneradas e total."
      />
      <MonthCsvControls
        className="mb-4"
        id="repasses-mes"
        month={month}
        onMonthChange={setMonth}
        csv={{
          path: `/statements/${month}?format=csv`,
          name: `repasses-${month}.csv`,
          errorText: 'Erro ao baixar os repasses.',
        }}
        disabled={!p || p.psychologists.length === 0}
      />
      <MonthLines
        query={payouts}
        lines={p?.psychologists}
        skeletonRows={3}
        empty={{ icon: Wallet, title: `Nenhum repasse em ${monthLabel(month)}.` }}
        label={`Repasses de ${monthLabel(month)}`}
        lineKey={(line) => line.psychologistUuid}
        lineClassName="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-0.5 py-3"
        line={(line) => (
          <>
            <span className="font-semibold text-sand-900">{formatName(line.name)}</span>
            <span className="row-span-2 text-right font-bold text-sand-900 tabular-nums">
              {formatMoney(line.totalCents)}
            </span>
            <span className="text-sm text-sand-600">
              CRP {line.crp} · {line.sessionsCount}{' '}
              {line.sessionsCount === 1 ? 'sessão' : 'sessões'}
            </span>
          </>
        )}
        totalLabel="Total"
        totalCents={p?.totalCents ?? 0}
      />
    </>
  );
}
