import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { CalendarCheck, EyeOff, HeartPulse, Lock, TrendingUp, Users } from 'lucide-react';
import {
  MIN_GROUP_SIZE,
  SUPPRESSED_TEXT,
  type TGroupCell,
  type TMonthInsights,
  type TWellBeingInsights,
} from '@acolher/contracts/company-insights';
import { RADAR_DIMENSIONS, RADAR_DIMENSION_LABELS } from '@acolher/contracts/well-being-radar';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useWellBeingInsights } from './api';
import { monthLabel, shortMonthLabel } from './format';
import { Suppressed } from './suppressed';

const DimensionsRadarChart = lazy(() =>
  import('./charts').then((m) => ({ default: m.DimensionsRadarChart })),
);
const TrendChart = lazy(() => import('./charts').then((m) => ({ default: m.TrendChart })));
const MonthlyBarChart = lazy(() =>
  import('./charts').then((m) => ({ default: m.MonthlyBarChart })),
);

type Shown = Extract<TGroupCell, { suppressed: false }>;
const shown = (cell: TGroupCell): cell is Shown => !cell.suppressed;
const hasAverages = (
  cell: TGroupCell,
): cell is Shown & { averages: NonNullable<Shown['averages']> } =>
  shown(cell) && cell.averages !== null;

function ChartFallback({ height = 'h-[300px]' }: { height?: string }) {
  return <Skeleton className={`${height} w-full`} />;
}

function Section({
  icon: Icon,
  title,
  description,
  children,
  action,
}: {
  icon: typeof Users;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
            <Icon aria-hidden className="size-5" />
          </span>
          <div className="grid gap-1">
            <h2 className="text-lg font-bold text-sand-900">{title}</h2>
            {description && <CardDescription>{description}</CardDescription>}
          </div>
        </div>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Carregando..." className="grid gap-6">
      <Skeleton className="h-20 w-full" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-[420px] w-full" />
        <Skeleton className="h-[420px] w-full" />
      </div>
      <Skeleton className="h-[260px] w-full" />
    </div>
  );
}

/** The anonymous well-being dashboard built into Acolher (decision 0802). */
export function WellBeingDashboard() {
  const query = useWellBeingInsights(6);
  if (query.isPending) return <DashboardSkeleton />;
  if (query.isError)
    return <ErrorState onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  return <DashboardContent data={query.data} />;
}

function PrivacyNote({ data }: { data: TWellBeingInsights }) {
  return (
    <div className="flex items-start gap-3 rounded-card border border-brand-100 bg-brand-50/60 p-4 text-[15px] text-sand-700">
      <Lock aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <p>
        Resultados anônimos e agregados do radar do bem-estar. Nenhuma resposta individual, nome ou
        anotação clínica chega à empresa: grupos com menos de {data.minGroupSize} pessoas aparecem
        como “Dados insuficientes para preservar o anonimato”, e as médias de{' '}
        {monthLabel(data.currentMonth)} aparecem quando o mês terminar.
      </p>
    </div>
  );
}

function DashboardContent({ data }: { data: TWellBeingInsights }) {
  const closedWithData = data.months.filter((m) => m.closed && hasAverages(m.company));
  const anyParticipation = data.months.some((m) => shown(m.company));
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const month =
    closedWithData.find((m) => m.month === selected) ?? closedWithData[closedWithData.length - 1];

  if (!anyParticipation)
    return (
      <div className="grid gap-6">
        <PrivacyNote data={data} />
        <EmptyState
          icon={HeartPulse}
          title="Ainda não há respostas suficientes para mostrar resultados."
          description={`Os resultados aparecem quando pelo menos ${MIN_GROUP_SIZE} pessoas responderem ao radar do bem-estar no mesmo mês. Assim ninguém pode ser identificado.`}
        />
      </div>
    );

  return (
    <div className="grid gap-6">
      <PrivacyNote data={data} />
      <Section
        icon={HeartPulse}
        title="Radar por dimensões"
        description="Média de 0 a 100 em cada dimensão (quanto mais alto, melhor), na empresa e por setor."
        action={
          closedWithData.length > 1 ? (
            <div className="w-full sm:w-56">
              <Select
                aria-label="Mês do radar"
                value={month?.month}
                onValueChange={setSelected}
                options={closedWithData.map((m) => ({
                  value: m.month,
                  label: monthLabel(m.month),
                }))}
              />
            </div>
          ) : undefined
        }
      >
        {month ? <RadarSection month={month} /> : <NoClosedMonth current={data.currentMonth} />}
      </Section>
      <Section
        icon={Users}
        title="Participação por setor e mês"
        description="Pessoas que responderam ao radar em cada mês; quem respondeu mais de uma vez conta uma vez."
      >
        <ParticipationSection months={data.months} />
      </Section>
      <div className="grid gap-6 xl:grid-cols-2">
        <Section
          icon={TrendingUp}
          title="Evolução mensal"
          description="Médias da empresa por mês. O mês atual entra quando terminar."
        >
          <TrendSection months={data.months} />
        </Section>
        <Section
          icon={CalendarCheck}
          title="Sessões com psicólogos"
          description="Sessões agendadas e realizadas por mês, só contagens."
        >
          <SessionsSection months={data.months} />
        </Section>
      </div>
    </div>
  );
}

function NoClosedMonth({ current }: { current: string }) {
  return (
    <EmptyState
      icon={HeartPulse}
      title="As médias aparecem quando o mês terminar."
      description={`As respostas de ${monthLabel(current)} já contam na participação; as médias ficam visíveis no início do próximo mês.`}
    />
  );
}

/** A cell of a small table: the number, or (short) the suppression text; see SuppressedLegend. */
function CountOrSuppressed({
  cell,
}: {
  cell: TGroupCell | TMonthInsights['sessions']['booked'] | undefined;
}) {
  if (!cell) return <span className="text-sand-400">—</span>;
  if (cell.suppressed)
    return (
      <span
        className="inline-flex items-center gap-1.5 text-sm whitespace-nowrap text-sand-500"
        title={SUPPRESSED_TEXT}
      >
        <EyeOff aria-hidden className="size-4 text-sand-400" />
        <span aria-hidden>Insuficiente</span>
        <span className="sr-only">{SUPPRESSED_TEXT}</span>
      </span>
    );
  return (
    <span className="font-semibold tabular-nums text-sand-900">
      {'respondents' in cell ? cell.respondents : cell.count}
    </span>
  );
}

function SuppressedLegend() {
  return (
    <p className="flex items-start gap-1.5 text-sm text-sand-600">
      <EyeOff aria-hidden className="mt-0.5 size-4 shrink-0 text-sand-400" />
      <span>
        <span className="font-semibold">Insuficiente:</span> {SUPPRESSED_TEXT}. O grupo tem menos de{' '}
        {MIN_GROUP_SIZE} pessoas, ou foi ocultado para que um grupo pequeno não possa ser calculado
        por diferença.
      </span>
    </p>
  );
}

function RadarSection({ month }: { month: TMonthInsights }) {
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
        <div
          tabIndex={0}
          role="region"
          aria-label="Tabela (role para os lados para ver tudo)"
          className="focus-visible:outline-2 focus-visible:outline-brand-600 overflow-x-auto"
        >
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
        </div>
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

function ParticipationSection({ months }: { months: TMonthInsights[] }) {
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
        <div
          tabIndex={0}
          role="region"
          aria-label="Tabela (role para os lados para ver tudo)"
          className="focus-visible:outline-2 focus-visible:outline-brand-600 overflow-x-auto rounded-xl border border-sand-200"
        >
          <table className="w-full text-left text-[15px]">
            <caption className="sr-only">Participação por setor e mês</caption>
            <thead className="bg-sand-50 text-sm text-sand-600">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Mês
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Empresa
                </th>
                {sectors.map((s) => (
                  <th key={s.uuid} scope="col" className="px-3 py-2 font-semibold">
                    {s.name}
                  </th>
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
        </div>
        {months.some((m) => m.company.suppressed || m.sectors.some((x) => x.cell.suppressed)) && (
          <SuppressedLegend />
        )}
      </div>
    </div>
  );
}

function TrendSection({ months }: { months: TMonthInsights[] }) {
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

function SessionsSection({ months }: { months: TMonthInsights[] }) {
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
      <div
        tabIndex={0}
        role="region"
        aria-label="Tabela (role para os lados para ver tudo)"
        className="focus-visible:outline-2 focus-visible:outline-brand-600 overflow-x-auto rounded-xl border border-sand-200"
      >
        <table className="w-full text-left text-[15px]">
          <caption className="sr-only">Sessões por mês</caption>
          <thead className="bg-sand-50 text-sm text-sand-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Mês
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Agendadas
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Realizadas
              </th>
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
      </div>
      {months.some((m) => m.sessions.booked.suppressed || m.sessions.held.suppressed) && (
        <SuppressedLegend />
      )}
    </div>
  );
}
