import { useState } from 'react';
import { Download, Wallet } from 'lucide-react';
import { toast } from '@/lib/toast';
import { formatMoney, formatName } from '@acolher/contracts/format';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { SkeletonList } from '@/components/ui/skeleton';
import { saveCsv, usePayouts } from '@/features/appointments/api/outcomes';
import { MonthField } from '@/features/appointments/components/month-field';
import { monthLabel, recentMonths } from '@/features/appointments/months';
import { errorMessage } from '@/lib/api';

/** 'Repasses' (domain.md §17): every psychologist's statement of a month, one CSV. */
export default function PayoutsPage() {
  const [month, setMonth] = useState(() => recentMonths()[1]!); // last month: the one to pay
  const payouts = usePayouts(month);
  const [downloading, setDownloading] = useState(false);
  const p = payouts.data;

  async function downloadCsv() {
    if (downloading) return;
    setDownloading(true);
    try {
      await saveCsv(`/statements/${month}?format=csv`, `repasses-${month}.csv`);
    } catch (err) {
      toast.error(errorMessage(err, 'Erro ao baixar os repasses.'));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <>
      <PageHeader
        title="Repasses"
        description="O que pagar a cada psicólogo no mês (horário de Brasília): sessões remuneradas e total."
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <MonthField id="repasses-mes" value={month} onChange={setMonth} />
        <Button
          variant="secondary"
          onClick={downloadCsv}
          loading={downloading}
          loadingText="Baixando..."
          disabled={!p || p.psychologists.length === 0}
        >
          <Download aria-hidden />
          Baixar CSV
        </Button>
      </div>
      {payouts.isError ? (
        <ErrorState onRetry={() => void payouts.refetch()} retrying={payouts.isRefetching} />
      ) : !p ? (
        <SkeletonList rows={3} />
      ) : p.psychologists.length === 0 ? (
        <EmptyState icon={Wallet} title={`Nenhum repasse em ${monthLabel(month)}.`} />
      ) : (
        <div className="grid gap-3 rounded-card border border-sand-200/80 bg-white p-4 shadow-soft sm:p-5">
          <ul className="divide-y divide-sand-100" aria-label={`Repasses de ${monthLabel(month)}`}>
            {p.psychologists.map((line) => (
              <li
                key={line.psychologistUuid}
                className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-0.5 py-3"
              >
                <span className="font-semibold text-sand-900">{formatName(line.name)}</span>
                <span className="row-span-2 text-right font-bold text-sand-900 tabular-nums">
                  {formatMoney(line.totalCents)}
                </span>
                <span className="text-sm text-sand-600">
                  CRP {line.crp} · {line.sessionsCount}{' '}
                  {line.sessionsCount === 1 ? 'sessão' : 'sessões'}
                </span>
              </li>
            ))}
          </ul>
          <p className="flex items-center justify-between border-t border-sand-200 pt-3 text-base font-extrabold text-sand-900">
            <span>Total</span>
            <span className="tabular-nums">{formatMoney(p.totalCents)}</span>
          </p>
        </div>
      )}
    </>
  );
}
