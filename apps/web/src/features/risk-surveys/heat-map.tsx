import type { TRiskGroup, TRiskResults } from '@acolher/contracts/answers/risk-surveys';
import { RISK_SURVEY_MESSAGES as M } from '@acolher/contracts/risk-surveys';
import { cn } from '@/lib/cn';

const TONE: Record<string, string> = {
  Favorável: 'bg-green-100 text-green-900',
  Intermediário: 'bg-yellow-100 text-yellow-900',
  Risco: 'bg-red-100 text-red-900',
};

type Column = TRiskGroup & { name: string };

/** Dimension × group, each cell its score and level; a suppressed group is marked, never shown. */
export function HeatMap({ results }: { results: TRiskResults }) {
  const columns: Column[] = [{ name: 'Empresa', ...results.company }, ...results.sectors];
  return (
    <div className="overflow-x-auto rounded-card border border-sand-200">
      <table className="w-full min-w-[560px] border-collapse text-sm">
        <caption className="sr-only">Mapa de calor: dimensões por setor</caption>
        <thead>
          <tr className="bg-sand-50">
            <th scope="col" className="sticky left-0 bg-sand-50 p-2 text-left font-semibold">
              Dimensão
            </th>
            {columns.map((c) => (
              <th key={c.name} scope="col" className="p-2 text-left font-semibold">
                {c.name}
                <span className="block text-xs font-normal text-sand-600">
                  {c.suppressed ? M.suppressed : `${c.answers} de ${c.eligible} respostas`}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {results.company.dimensions.map((d, row) => (
            <tr key={d.dimension} className="border-t border-sand-100">
              <th scope="row" className="sticky left-0 bg-white p-2 text-left font-medium">
                {d.label}
              </th>
              {columns.map((c) => {
                const cell = c.dimensions[row];
                return (
                  <td
                    key={c.name}
                    className={cn(
                      'p-2',
                      c.suppressed ? 'bg-sand-100 text-sand-500' : TONE[cell.level ?? ''],
                    )}
                  >
                    {c.suppressed ? (
                      <span title={M.suppressed}>—</span>
                    ) : (
                      <>
                        <span className="font-semibold">{cell.score?.toLocaleString('pt-BR')}</span>{' '}
                        <span className="text-xs">{cell.level}</span>
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
