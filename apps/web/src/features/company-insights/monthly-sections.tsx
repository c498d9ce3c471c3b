import { Suspense, useMemo, type ReactNode } from 'react';
import { CalendarCheck, TrendingUp } from 'lucide-react';
import { MIN_GROUP_SIZE } from '@acolher/contracts/company-insights';
import type { TMonthInsights } from '@acolher/contracts/answers/company-insights';
import { RADAR_DIMENSIONS } from '@acolher/contracts/well-being-radar';
import { EmptyState } from '@/components/ui/empty-state';
import {
  ChartFallback,
  CountOrSuppressed,
  MonthlyBarChart,
  SuppressedLegend,
  TrendChart,
  hasAverages,
  shown,
  type Shown,
} from './dashboard-parts';
import { monthLabel, shortMonthLabel } from './format';
import { ScrollRegion } from './scroll-region';

/** The dashboard's month-by-month sections: participation, trend and sessions. */
/** A column's heading in these tables. */
function ColumnHead({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="px-3 py-2 font-semibold">
      {children}
    </th>
  );
}

export function ParticipationSection({ months }: { months: TMonthInsights[] }) {
  const sectors = useMemo(() => {
    const byUuid = new Map<string, string>();
    for (const m of months) for (const s of m.sectors) byUuid.set(s.sectorUuid, s.name);
    return [...byUuid.entries()].map(([uuid, name]) => ({ uuid, name }));
  }, [months]);
  const points = months.map((m) => ({
    month: shortMonthLabel(m.month),
    respondentes: shown(m.company) ? m.company.respondents : undefined,
  }));
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      <Suspense fallback={<ChartFallback height="h-[240px]" />}>
        <MonthlyBarChart
          points={points}
          bars={[{ key: 'respondentes', name: 'Pessoas que responderam', color: '#2a9286' }]}
          label={`Pessoas que responderam por mês: ${months.map((m) => `${monthLabel(m.month)} ${shown(m.company) ? m.company.respondents : 'dados insuficientes'}`).join(', ')}.`}
        />
      </Suspense>
      <div className="grid gap-3">
        <ScrollRegion className="rounded-xl border border-sand-200">
          <table className="w-full text-left text-[15px]">
            <caption className="sr-only">Participação por setor e mês</caption>
            <thead className="bg-sand-50 text-sm text-sand-600">
              <tr>
                <ColumnHead>Mês</ColumnHead>
                <ColumnHead>Empresa</ColumnHead>
                {sectors.map((s) => (
                  <ColumnHead key={s.uuid}>{s.name}</ColumnHead>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-100">
              {[...months].reverse().map((m) => (
                <tr key={m.month} className="align-top">
                  <th
                    scope="row"
                    className="px-3 py-2.5 font-medium whitespace-nowrap text-sand-800"
                  >
                    {shortMonthLabel(m.month)}
                  </th>
                  <td className="px-3 py-2.5">
                    <CountOrSuppressed cell={m.company} />
                  </td>
                  {sectors.map((s) => (
                    <td key={s.uuid} className="px-3 py-2.5">
                      <CountOrSuppressed
                        cell={m.sectors.find((x) => x.sectorUuid === s.uuid)?.cell}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        {months.some((m) => m.company.suppressed || m.sectors.some((x) => x.cell.suppressed)) && (
          <SuppressedLegend />
        )}
      </div>
    </div>
  );
}

export function TrendSection({ months }: { months: TMonthInsights[] }) {
  const closed = months.filter((m) => m.closed);
  const firstWithData = closed.findIndex((m) => hasAverages(m.company));
  const range = firstWithData === -1 ? [] : closed.slice(firstWithData);
  const withData = range.filter((m) => hasAverages(m.company));
  const points = range.map((m) => ({
    month: shortMonthLabel(m.month),
    ...(hasAverages(m.company)
      ? Object.fromEntries(
          RADAR_DIMENSIONS.map((d) => [d, (m.company as Shown).averages![d] ?? undefined]),
        )
      : {}),
  }));
  if (withData.length < 2) {
    const only = withData[0];
    return (
      <EmptyState
        icon={TrendingUp}
        title="A evolução aparece a partir de dois meses encerrados com resultados."
        description={
          only
            ? `Até agora: ${monthLabel(only.month)}, bem-estar ${(only.company as Shown).averages!.wellbeing ?? '—'} de 100.`
            : `É preciso que pelo menos ${MIN_GROUP_SIZE} pessoas respondam ao radar no mês.`
        }
      />
    );
  }
  const summary = withData
    .map(
      (m) =>
        `${monthLabel(m.month)}: bem-estar ${(m.company as Shown).averages!.wellbeing ?? 'sem dado'}`,
    )
    .join('; ');
  const gaps = range.filter((m) => m.company.suppressed);
  return (
    <div className="grid gap-3">
      <Suspense fallback={<ChartFallback />}>
        <TrendChart points={points} label={`Evolução das médias da empresa. ${summary}.`} />
      </Suspense>
      {gaps.length > 0 && (
        <p className="text-sm text-sand-600">
          Sem ponto no gráfico ({gaps.map((m) => shortMonthLabel(m.month)).join(', ')}): dados
          insuficientes para preservar o anonimato.
        </p>
      )}
    </div>
  );
}

export function SessionsSection({ months }: { months: TMonthInsights[] }) {
  const value = (c: TMonthInsights['sessions']['booked']) => (c.suppressed ? undefined : c.count);
  const visible = months.filter((m) => !m.sessions.booked.suppressed);
  if (visible.length === 0)
    return (
      <EmptyState
        icon={CalendarCheck}
        title="Dados insuficientes para preservar o anonimato"
        description={`As contagens aparecem nos meses em que pelo menos ${MIN_GROUP_SIZE} pessoas tiveram sessões agendadas.`}
      />
    );
  const points = months.map((m) => ({
    month: shortMonthLabel(m.month),
    agendadas: value(m.sessions.booked),
    realizadas: value(m.sessions.held),
  }));
  return (
    <div className="grid gap-4">
      <Suspense fallback={<ChartFallback height="h-[240px]" />}>
        <MonthlyBarChart
          points={points}
          bars={[
            { key: 'agendadas', name: 'Agendadas', color: '#47ada1' },
            { key: 'realizadas', name: 'Realizadas', color: '#15504a' },
          ]}
          label={`Sessões por mês: ${months
            .map(
              (m) =>
                `${monthLabel(m.month)} agendadas ${value(m.sessions.booked) ?? 'dados insuficientes'}, realizadas ${value(m.sessions.held) ?? 'dados insuficientes'}`,
            )
            .join('; ')}.`}
        />
      </Suspense>
      <ScrollRegion className="rounded-xl border border-sand-200">
        <table className="w-full text-left text-[15px]">
          <caption className="sr-only">Sessões por mês</caption>
          <thead className="bg-sand-50 text-sm text-sand-600">
            <tr>
              <ColumnHead>Mês</ColumnHead>
              <ColumnHead>Agendadas</ColumnHead>
              <ColumnHead>Realizadas</ColumnHead>
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-100">
            {[...months].reverse().map((m) => (
              <tr key={m.month} className="align-top">
                <th scope="row" className="px-3 py-2.5 font-medium whitespace-nowrap text-sand-800">
                  {shortMonthLabel(m.month)}
                </th>
                <td className="px-3 py-2.5">
                  <CountOrSuppressed cell={m.sessions.booked} />
                </td>
                <td className="px-3 py-2.5">
                  <CountOrSuppressed cell={m.sessions.held} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {months.some((m) => m.sessions.booked.suppressed || m.sessions.held.suppressed) && (
        <SuppressedLegend />
      )}
    </div>
  );
}
