import { useState } from 'react';
import { ReceiptText } from 'lucide-react';
import { formatDate, formatMoney, formatTime } from '@acolher/contracts/format';
import { AppointmentStatus } from './appointment-row';
import { useStatement } from '../api/outcomes';
import { MonthCsvControls, MonthLines } from './month-statement';
import { monthLabel, recentMonths } from '../months';

/** 'Extrato' (domain.md §17): each fee-earning session of a month, its amount, the total, a CSV. */
export function StatementSection({ psychologistUuid }: { psychologistUuid: string }) {
  const [month, setMonth] = useState(() => recentMonths()[0]!);
  const statement = useStatement(psychologistUuid, month);
  const s = statement.data;

  return (
    <section aria-labelledby="extrato" className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="extrato" className="flex items-center gap-2 text-lg font-bold text-sand-900">
          <ReceiptText aria-hidden className="size-5 text-brand-600" /> Extrato
        </h2>
        <MonthCsvControls
          id="extrato-mes"
          month={month}
          onMonthChange={setMonth}
          csv={{
            path: `/psychologists/${psychologistUuid}/statements/${month}?format=csv`,
            name: `extrato-${month}.csv`,
            errorText: 'Erro ao baixar o extrato.',
          }}
          disabled={!s || s.sessions.length === 0}
        />
      </div>
      <MonthLines
        query={statement}
        lines={s?.sessions}
        skeletonRows={2}
        empty={{ icon: ReceiptText, title: `Nenhuma sessão remunerada em ${monthLabel(month)}.` }}
        label={`Sessões de ${monthLabel(month)}`}
        lineKey={(line) => line.appointmentUuid}
        lineClassName="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 py-3 sm:grid-cols-[10rem_1fr_14rem_7rem]"
        line={(line) => (
          <>
            <span className="font-semibold whitespace-nowrap text-sand-900 tabular-nums">
              {formatDate(line.date)} {formatTime(line.startTime)}
            </span>
            <span className="text-right font-bold text-sand-900 tabular-nums sm:order-last">
              {formatMoney(line.amountCents)}
            </span>
            <span className="truncate text-sand-700">{line.collaboratorFirstName ?? '—'}</span>
            <AppointmentStatus status={line.status} />
          </>
        )}
        totalLabel={
          s && (
            <>
              Total ({s.sessionsCount} {s.sessionsCount === 1 ? 'sessão' : 'sessões'})
            </>
          )
        }
        totalCents={s?.totalCents ?? 0}
      />
    </section>
  );
}
