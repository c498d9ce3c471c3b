import { useState } from 'react';
import { Download, ReceiptText } from 'lucide-react';
import { toast } from '@/lib/toast';
import { formatDate, formatMoney, formatTime } from '@acolher/contracts/format';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { AppointmentStatus } from './appointment-row';
import { errorMessage } from '@/lib/api';
import { saveCsv, useStatement } from '../api/outcomes';
import { MonthField } from './month-field';
import { monthLabel, recentMonths } from '../months';

/** 'Extrato' (domain.md §17): each fee-earning session of a month, its amount, the total, a CSV. */
export function StatementSection({ psychologistUuid }: { psychologistUuid: string }) {
  const [month, setMonth] = useState(() => recentMonths()[0]!);
  const statement = useStatement(psychologistUuid, month);
  const [downloading, setDownloading] = useState(false);
  const s = statement.data;

  async function downloadCsv() {
    if (downloading) return;
    setDownloading(true);
    try {
      await saveCsv(
        `/psychologists/${psychologistUuid}/statements/${month}?format=csv`,
        `extrato-${month}.csv`,
      );
    } catch (err) {
      toast.error(errorMessage(err, 'Erro ao baixar o extrato.'));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section aria-labelledby="extrato" className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="extrato" className="flex items-center gap-2 text-lg font-bold text-sand-900">
          <ReceiptText aria-hidden className="size-5 text-brand-600" /> Extrato
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <MonthField id="extrato-mes" value={month} onChange={setMonth} />
          <Button
            variant="secondary"
            onClick={downloadCsv}
            loading={downloading}
            loadingText="Baixando..."
            disabled={!s || s.sessions.length === 0}
          >
            <Download aria-hidden />
            Baixar CSV
          </Button>
        </div>
      </div>
      {statement.isError ? (
        <ErrorState onRetry={() => void statement.refetch()} retrying={statement.isRefetching} />
      ) : !s ? (
        <SkeletonList rows={2} />
      ) : s.sessions.length === 0 ? (
        <EmptyState
          icon={ReceiptText}
          title={`Nenhuma sessão remunerada em ${monthLabel(month)}.`}
        />
      ) : (
        <div className="grid gap-3 rounded-card border border-sand-200/80 bg-white p-4 shadow-soft sm:p-5">
          <ul className="divide-y divide-sand-100" aria-label={`Sessões de ${monthLabel(month)}`}>
            {s.sessions.map((line) => (
              <li
                key={line.appointmentUuid}
                className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 py-3 sm:grid-cols-[10rem_1fr_14rem_7rem]"
              >
                <span className="font-semibold whitespace-nowrap text-sand-900 tabular-nums">
                  {formatDate(line.date)} {formatTime(line.startTime)}
                </span>
                <span className="text-right font-bold text-sand-900 tabular-nums sm:order-last">
                  {formatMoney(line.amountCents)}
                </span>
                <span className="truncate text-sand-700">{line.collaboratorFirstName ?? '—'}</span>
                <AppointmentStatus status={line.status} />
              </li>
            ))}
          </ul>
          <p className="flex items-center justify-between border-t border-sand-200 pt-3 text-base font-extrabold text-sand-900">
            <span>
              Total ({s.sessionsCount} {s.sessionsCount === 1 ? 'sessão' : 'sessões'})
            </span>
            <span className="tabular-nums">{formatMoney(s.totalCents)}</span>
          </p>
        </div>
      )}
    </section>
  );
}
