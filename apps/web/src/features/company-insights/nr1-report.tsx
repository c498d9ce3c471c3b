import { Link } from 'react-router';
import { ArrowLeft, Printer } from 'lucide-react';
import { MIN_GROUP_SIZE } from '@acolher/contracts/company-insights';
import type {
  TGroupCell,
  TMonthInsights,
  TNr1Report,
} from '@acolher/contracts/answers/company-insights';
import { formatCnpj, formatDate, formatTime } from '@acolher/contracts/format';
import { instantToLocalDate, instantToLocalTime } from '@acolher/contracts/time';
import { RADAR_DIMENSIONS, RADAR_DIMENSION_LABELS } from '@acolher/contracts/well-being-radar';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { attentionLevel, monthLabel } from './format';
import { Nr1ActionPlan } from './nr1-action-plan';
import { ScrollRegion } from './scroll-region';
import { Suppressed } from './suppressed';

type Shown = Extract<TGroupCell, { suppressed: false }>;
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const PRINT_CSS = `@page { size: A4 landscape; margin: 12mm; }
@media print { html, body { background: #fff !important; } .nr1-avoid-break { break-inside: avoid; } }`;

function Score({ value }: { value: number | null | undefined }) {
  if (value === null || value === undefined) return <span className="text-sand-400">—</span>;
  const level = attentionLevel(value);
  return (
    <span className="inline-flex flex-col items-end gap-0.5">
      <span className="font-semibold tabular-nums text-sand-900">{value}</span>
      <Badge tone={level.tone} className="px-2 text-sm print:ring-0">
        {level.label}
      </Badge>
    </span>
  );
}

/**
 * The group's level, first after its name (decision 1206): the reading of its lowest dimension, the
 * one that asks for attention first, so a phone shows it before any scrolling.
 */
function GroupLevel({ averages }: { averages: Shown['averages'] }) {
  const values = averages
    ? RADAR_DIMENSIONS.map((d) => averages[d]).filter((v): v is number => v !== null)
    : [];
  if (values.length === 0) return <span className="text-sand-400">—</span>;
  const lowest = Math.min(...values);
  const level = attentionLevel(lowest);
  const dimension = RADAR_DIMENSIONS.find((d) => averages![d] === lowest)!;
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      <Badge tone={level.tone} className="px-2 text-sm print:ring-0">
        {level.label}
      </Badge>
      <span className="text-xs whitespace-nowrap text-sand-600">
        {RADAR_DIMENSION_LABELS[dimension]} {lowest}
      </span>
    </span>
  );
}

function GroupRow({ name, cell, strong }: { name: string; cell: TGroupCell; strong?: boolean }) {
  const label = (
    <th
      scope="row"
      className={`sticky left-0 z-10 max-w-[9rem] bg-white py-2 pr-3 text-left align-top sm:max-w-none ${strong ? 'font-bold text-sand-900' : 'font-medium text-sand-800'}`}
    >
      {name}
    </th>
  );
  if (cell.suppressed)
    return (
      <tr>
        {label}
        <td colSpan={RADAR_DIMENSIONS.length + 3} className="px-2 py-2 align-top">
          <Suppressed reason={cell.reason} compact />
        </td>
      </tr>
    );
  const shown = cell as Shown;
  return (
    <tr>
      {label}
      <td className="px-2 py-2 align-top">
        <GroupLevel averages={shown.averages} />
      </td>
      <td className="px-2 py-2 text-right align-top tabular-nums">{shown.respondents}</td>
      {RADAR_DIMENSIONS.map((d) => (
        <td key={d} className="px-2 py-2 text-right align-top">
          <Score value={shown.averages?.[d]} />
        </td>
      ))}
      <td className="px-2 py-2 text-right align-top tabular-nums">
        {shown.careShare === null ? '—' : `${shown.careShare}%`}
      </td>
    </tr>
  );
}

function MonthTable({ month }: { month: TMonthInsights }) {
  return (
    <section className="nr1-avoid-break grid gap-2" aria-labelledby={`m-${month.month}`}>
      <h3 id={`m-${month.month}`} className="text-base font-bold text-sand-900">
        {capitalized(monthLabel(month.month))}
      </h3>
      <ScrollRegion>
        <table className="w-full min-w-[820px] text-[14px]">
          <thead className="border-b border-sand-300 text-sm text-sand-600 uppercase">
            <tr>
              <th
                scope="col"
                className="sticky left-0 z-10 bg-white py-2 pr-3 text-left font-semibold"
              >
                Grupo
              </th>
              <th scope="col" className="px-2 py-2 text-left font-semibold">
                Nível
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                Respostas
              </th>
              {RADAR_DIMENSIONS.map((d) => (
                <th key={d} scope="col" className="px-2 py-2 text-right font-semibold">
                  {RADAR_DIMENSION_LABELS[d]}
                </th>
              ))}
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                Faixa de cuidado
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-100">
            <GroupRow name="Empresa (todos os setores)" cell={month.company} strong />
            {month.sectors.map((s) => (
              <GroupRow key={s.sectorUuid} name={s.name} cell={s.cell} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}

/** The printable NR-1 evidence: aggregate psychosocial-risk results by sector and month. */
export function Nr1ReportView({ report }: { report: TNr1Report }) {
  const { insights } = report;
  const zone = insights.timeZone;
  const generated = `${formatDate(instantToLocalDate(report.generatedAt, zone))} às ${formatTime(instantToLocalTime(report.generatedAt, zone))} (horário de Brasília)`;
  const closed = insights.months.filter((m) => m.closed);
  const withResults = [...closed].reverse().filter((m) => !m.company.suppressed);
  const withoutResults = closed.filter((m) => m.company.suppressed);
  const first = insights.months[0].month;
  const last = closed[closed.length - 1]?.month ?? first;

  return (
    <div className="min-h-dvh bg-sand-100 py-6 print:bg-white print:py-0">
      <style>{PRINT_CSS}</style>
      <div className="mx-auto mb-4 flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 print:hidden">
        <Link to="/company/app/dashboard" className={buttonClass('ghost')}>
          <ArrowLeft /> Voltar ao dashboard
        </Link>
        <Button onClick={() => window.print()}>
          <Printer /> Imprimir ou salvar em PDF
        </Button>
      </div>
      <article className="mx-auto grid max-w-5xl gap-8 rounded-card bg-white p-5 shadow-soft sm:p-10 print:max-w-none print:rounded-none print:p-0 print:shadow-none">
        <header className="grid gap-3 border-b border-sand-200 pb-6">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Acolher · Bem-estar das equipes (radar do bem-estar; não é o inventário de riscos do PGR)
          </p>
          <h1 className="text-2xl font-extrabold text-sand-900 sm:text-3xl">
            Relatório de bem-estar
          </h1>
          <dl className="grid gap-x-8 gap-y-1 text-[15px] sm:grid-cols-2">
            <div>
              <dt className="inline text-sand-600">Empresa: </dt>
              <dd className="inline font-semibold text-sand-900">{report.company.name}</dd>
            </div>
            <div>
              <dt className="inline text-sand-600">Razão social: </dt>
              <dd className="inline text-sand-900">{report.company.legalName}</dd>
            </div>
            <div>
              <dt className="inline text-sand-600">CNPJ: </dt>
              <dd className="inline tabular-nums text-sand-900">
                {formatCnpj(report.company.document)}
              </dd>
            </div>
            <div>
              <dt className="inline text-sand-600">Período: </dt>
              <dd className="inline text-sand-900">
                {monthLabel(first)} a {monthLabel(last)}
              </dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="inline text-sand-600">Gerado em: </dt>
              <dd className="inline text-sand-900">{generated}</dd>
            </div>
          </dl>
        </header>

        <section
          className="grid gap-2 text-[15px] leading-relaxed text-sand-700"
          aria-labelledby="metodo"
        >
          <h2 id="metodo" className="text-lg font-bold text-sand-900">
            Método e anonimato
          </h2>
          <p>
            Resultados do radar do bem-estar respondido pelos colaboradores: índice de bem-estar
            WHO-5 (OMS) e itens sobre sono, estresse, carga de trabalho, relações no trabalho e
            equilíbrio vida-trabalho. Cada dimensão vai de 0 a 100 (quanto mais alto, melhor); conta
            a última resposta de cada pessoa no mês. Leitura: 70 ou mais, favorável; de 50 a 69,
            atenção; abaixo de 50, crítico. “Nível” é a leitura da dimensão mais baixa do grupo.
            “Faixa de cuidado” é a parcela de pessoas com bem-estar baixo (WHO-5 abaixo de 52) ou
            estresse intenso.
          </p>
          <p>
            Nenhum dado individual é mostrado. Grupos com menos de {MIN_GROUP_SIZE} pessoas aparecem
            como “Dados insuficientes para preservar o anonimato”, assim como grupos que permitiriam
            calcular um grupo pequeno por diferença. O mês em curso entra no relatório quando
            terminar.
          </p>
        </section>

        <section className="grid gap-6" aria-labelledby="resultados">
          <h2 id="resultados" className="text-lg font-bold text-sand-900">
            Resultados por setor e mês
          </h2>
          {withResults.length === 0 ? (
            <p className="text-[15px] text-sand-700">
              Nenhum mês encerrado do período teve {MIN_GROUP_SIZE} ou mais respostas.
            </p>
          ) : (
            withResults.map((m) => <MonthTable key={m.month} month={m} />)
          )}
          {withoutResults.length > 0 && withResults.length > 0 && (
            <p className="text-sm text-sand-600">
              Meses sem resultados (dados insuficientes para preservar o anonimato):{' '}
              {withoutResults.map((m) => monthLabel(m.month)).join(', ')}.
            </p>
          )}
        </section>

        <section className="nr1-avoid-break grid gap-2" aria-labelledby="sessoes">
          <h2 id="sessoes" className="text-lg font-bold text-sand-900">
            Sessões com psicólogos
          </h2>
          {insights.months.every((m) => m.sessions.booked.suppressed) ? (
            <p className="text-[15px] text-sand-700">
              Dados insuficientes para preservar o anonimato: em nenhum mês do período pelo menos{' '}
              {MIN_GROUP_SIZE} pessoas tiveram sessões agendadas.
            </p>
          ) : (
            <ScrollRegion>
              <table className="w-full min-w-[420px] text-[14px]">
                <thead className="border-b border-sand-300 text-sm text-sand-600 uppercase">
                  <tr>
                    <th scope="col" className="py-2 pr-3 text-left font-semibold">
                      Mês
                    </th>
                    <th scope="col" className="px-2 py-2 text-left font-semibold">
                      Agendadas
                    </th>
                    <th scope="col" className="px-2 py-2 text-left font-semibold">
                      Realizadas
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-sand-100">
                  {[...insights.months].reverse().map((m) => (
                    <tr key={m.month}>
                      <th scope="row" className="py-2 pr-3 text-left font-medium text-sand-800">
                        {capitalized(monthLabel(m.month))}
                      </th>
                      {[m.sessions.booked, m.sessions.held].map((c, i) => (
                        <td key={i} className="px-2 py-2">
                          {c.suppressed ? (
                            <Suppressed reason={c.reason} compact />
                          ) : (
                            <span className="font-semibold tabular-nums">{c.count}</span>
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </section>

        <Nr1ActionPlan
          items={report.actionPlan}
          link={report.actionPlanLink}
          period={`${monthLabel(first)} a ${monthLabel(last)}`}
        />

        <footer className="border-t border-sand-200 pt-4 text-sm text-sand-500">
          Documento gerado pelo Acolher em {generated}. Dados agregados e anônimos; nenhuma resposta
          individual, nome ou anotação clínica é compartilhada com a empresa.
        </footer>
      </article>
    </div>
  );
}
