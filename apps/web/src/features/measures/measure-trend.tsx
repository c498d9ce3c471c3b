import { Fragment } from 'react';
import { Link } from 'react-router';
import { ClipboardList, TrendingDown } from 'lucide-react';
import { MEASURES } from '@acolher/contracts/measures';
import type { TMeasureSeries } from '@acolher/contracts/answers/measures';
import { formatDate } from '@acolher/contracts/format';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { TrendChart } from './trend-chart';
import { measureFormPath } from './api';

type Props = {
  series: TMeasureSeries;
  /** The collaborator's own view offers answering; the psychologist's does not. */
  audience: 'collaborator' | 'psychologist';
};

type Point = TMeasureSeries['points'][number];

/** A point's milestones, each kept whole: a narrow table breaks between them, never inside one. */
function Markers({ p, crisis }: { p: Point; crisis: boolean }) {
  const out: { text: string; danger?: boolean }[] = [];
  if (p.response) out.push({ text: 'Resposta' });
  if (p.remission) out.push({ text: 'Remissão' });
  if (crisis) out.push({ text: 'Item 9 positivo', danger: true });
  // The space between two milestones stays outside them: the line may break there.
  return out.map((m, i) => (
    <Fragment key={m.text}>
      {i > 0 && ' '}
      <span
        className={
          m.danger ? 'font-semibold whitespace-nowrap text-status-danger' : 'whitespace-nowrap'
        }
      >
        {i > 0 && '· '}
        {m.text}
      </span>
    </Fragment>
  ));
}

/** One instrument: line chart over its bands, with a table as its text alternative (§18). */
export function MeasureTrend({ series, audience }: Props) {
  const m = MEASURES[series.instrument];
  const headingId = `tendencia-${series.instrument}`;
  const last = series.points.at(-1);
  const psychologist = audience === 'psychologist';
  return (
    <Card>
      <CardContent className="grid gap-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-0.5">
            <h2 id={headingId} className="text-lg font-extrabold text-sand-900 sm:text-xl">
              {m.title} <span className="font-semibold text-sand-600">({m.name})</span>
            </h2>
            <p className="text-sm text-sand-600">
              {psychologist
                ? `Pontuação de 0 a ${m.maxScore}. Resposta: queda de 50% ou mais desde a primeira${series.instrument === 'phq9' ? '; remissão: abaixo de 5' : ''}.`
                : `De 0 a ${m.maxScore} pontos: quanto menor, melhor.`}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {series.response && (
              <Badge tone="success">
                <TrendingDown className="size-4" aria-hidden /> Resposta
              </Badge>
            )}
            {series.remission && <Badge tone="success">Remissão</Badge>}
          </div>
        </div>

        {series.points.length === 0 ? (
          <p className="rounded-2xl bg-sand-50 p-4 text-[15px] text-sand-700">
            {psychologist
              ? 'Ainda não há respostas deste questionário.'
              : 'Você ainda não respondeu este questionário.'}
          </p>
        ) : (
          <>
            <TrendChart series={series} />
            {last && (
              <p className="text-[15px] text-sand-800">
                Última resposta em {formatDate(last.date)}: {last.score} pontos, faixa{' '}
                {last.bandLabel.toLowerCase()}.
              </p>
            )}
            <details
              className="group min-w-0 rounded-2xl border border-sand-200 bg-white"
              open={psychologist}
            >
              <summary className="cursor-pointer px-4 py-3 text-[15px] font-semibold text-brand-800">
                Ver os valores em tabela
              </summary>
              <div className="overflow-x-auto px-2 pb-3">
                <table className="w-full text-left text-[15px]" aria-labelledby={headingId}>
                  <thead>
                    <tr className="text-sm text-sand-600">
                      <th scope="col" className="px-2 py-2 font-semibold">
                        Data
                      </th>
                      <th scope="col" className="px-2 py-2 font-semibold">
                        Pontos
                      </th>
                      <th scope="col" className="px-2 py-2 font-semibold">
                        Faixa
                      </th>
                      {/* At 390 px the milestones go under the band: four columns do not fit. */}
                      <th scope="col" className="hidden px-2 py-2 font-semibold sm:table-cell">
                        Marcos
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {series.points.map((p) => (
                      <tr key={p.answeredAt} className="border-t border-sand-100">
                        <td className="px-2 py-2 whitespace-nowrap tabular-nums">
                          {formatDate(p.date)}
                        </td>
                        <td className="px-2 py-2 font-bold tabular-nums">{p.score}</td>
                        <td className="px-2 py-2">
                          {p.bandLabel}
                          <span className="block text-sm text-sand-600 sm:hidden">
                            <Markers p={p} crisis={psychologist && p.crisis} />
                          </span>
                        </td>
                        <td className="hidden px-2 py-2 sm:table-cell">
                          <Markers p={p} crisis={psychologist && p.crisis} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </>
        )}

        {!psychologist && (
          <div className="flex flex-wrap items-center gap-3">
            {series.due ? (
              <Link
                to={measureFormPath(series.instrument)}
                className={buttonClass('primary', 'md', 'w-full sm:w-auto')}
              >
                <ClipboardList aria-hidden />
                Responder agora
              </Link>
            ) : series.nextAvailableAt ? (
              <p className="text-sm text-sand-600">
                Você pode responder de novo a partir de{' '}
                {formatDate(series.nextAvailableAt.slice(0, 10))}.
              </p>
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
