import { Suspense } from 'react';
import type { TMonthInsights } from '@acolher/contracts/answers/company-insights';
import { RADAR_DIMENSIONS, RADAR_DIMENSION_LABELS } from '@acolher/contracts/well-being-radar';
import { ChartFallback, DimensionsRadarChart, hasAverages, type Shown } from './dashboard-parts';
import { monthLabel } from './format';
import { ScrollRegion } from './scroll-region';
import { Suppressed } from './suppressed';

/** 'Radar por dimensões': the month's averages, company and sectors, as a chart and a table. */
export function RadarSection({ month }: { month: TMonthInsights }) {
  const company = month.company as Shown & { averages: NonNullable<Shown['averages']> };
  const visibleSectors = month.sectors.filter((s) => hasAverages(s.cell));
  const series = [
    { label: 'Empresa', averages: company.averages },
    ...visibleSectors.map((s) => ({ label: s.name, averages: (s.cell as Shown).averages! })),
  ];
  const summary = RADAR_DIMENSIONS.map(
    (d) => `${RADAR_DIMENSION_LABELS[d]} ${company.averages[d] ?? 'sem dado'}`,
  ).join(', ');
  const hidden = month.sectors.filter((s) => s.cell.suppressed);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
      <div className="grid gap-2">
        <p className="text-[15px] text-sand-700">
          <strong className="font-semibold text-sand-900">{monthLabel(month.month)}</strong> ·{' '}
          {company.respondents} pessoas responderam
          {company.careShare !== null && (
            <>
              {' '}
              · <span className="font-semibold text-sand-900">{company.careShare}%</span> na faixa
              que pede cuidado
            </>
          )}
        </p>
        <Suspense fallback={<ChartFallback height="h-[320px]" />}>
          <DimensionsRadarChart
            series={series}
            label={`Radar da empresa em ${monthLabel(month.month)}, de 0 a 100: ${summary}.`}
          />
        </Suspense>
      </div>
      <div className="grid gap-4">
        <ScrollRegion>
          <table className="w-full text-left text-[15px]">
            <caption className="sr-only">Média por dimensão em {monthLabel(month.month)}</caption>
            <thead className="border-b border-sand-200 text-sm text-sand-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Dimensão
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Empresa
                </th>
                {visibleSectors.map((s) => (
                  <th key={s.sectorUuid} scope="col" className="px-3 py-2 text-right font-semibold">
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-100">
              {RADAR_DIMENSIONS.map((d) => (
                <tr key={d}>
                  <th scope="row" className="py-2 pr-3 font-medium text-sand-800">
                    {RADAR_DIMENSION_LABELS[d]}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {company.averages[d] ?? '—'}
                  </td>
                  {visibleSectors.map((s) => (
                    <td key={s.sectorUuid} className="px-3 py-2 text-right tabular-nums">
                      {(s.cell as Shown).averages?.[d] ?? '—'}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        {hidden.length > 0 && (
          <ul className="grid gap-2" aria-label="Setores sem resultado neste mês">
            {hidden.map((s) => (
              <li key={s.sectorUuid} className="grid gap-1 rounded-xl bg-sand-50 px-4 py-3">
                <span className="font-semibold text-sand-800">{s.name}</span>
                <Suppressed reason={s.cell.suppressed ? s.cell.reason : undefined} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
