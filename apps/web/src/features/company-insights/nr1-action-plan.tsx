import { ACTION_PLAN_STATUS_LABELS } from '@acolher/contracts/action-plan';
import type { TActionPlanItem } from '@acolher/contracts/answers/action-plan';
import { formatDate } from '@acolher/contracts/format';
import { ScrollRegion } from './scroll-region';

/**
 * The link as printed (decision 1423): absolute, so the paper or PDF names the whole address; a
 * path of this site gets this site's origin, anything but http(s) is not printed.
 */
function printableLink(link: string): string | null {
  if (!link) return null;
  try {
    const url = new URL(link, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The report's 'Plano de ação': the plan HR keeps in the product, under the report's period. */
export function Nr1ActionPlan({
  items,
  link,
  period,
}: {
  items: TActionPlanItem[];
  link: string;
  period: string;
}) {
  const printed = printableLink(link);
  return (
    <section className="grid gap-3 text-[15px]" aria-labelledby="plano">
      <h2 id="plano" className="text-lg font-bold text-sand-900">
        Plano de ação
      </h2>
      <p className="text-sand-700">
        Período do relatório: <span className="font-semibold text-sand-900">{period}</span>.
        Medidas de prevenção e acompanhamento registradas pela empresa no Acolher, por prazo.
      </p>
      {items.length === 0 ? (
        <p className="text-sand-700">Nenhuma ação foi registrada no plano de ação da empresa.</p>
      ) : (
        <ScrollRegion>
          <table className="w-full min-w-[720px] text-left text-[14px]">
            <caption className="sr-only">Ações do plano de ação, período {period}</caption>
            <thead className="border-b border-sand-300 text-sm text-sand-600 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Ação
                </th>
                <th scope="col" className="px-2 py-2 font-semibold">
                  Responsável
                </th>
                <th scope="col" className="px-2 py-2 font-semibold">
                  Prazo
                </th>
                <th scope="col" className="px-2 py-2 font-semibold">
                  Situação
                </th>
                <th scope="col" className="px-2 py-2 font-semibold">
                  Risco
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-100">
              {items.map((i) => (
                <tr key={i.uuid} className="nr1-avoid-break align-top">
                  <th scope="row" className="py-2 pr-3 font-semibold text-sand-900">
                    {i.action}
                  </th>
                  <td className="px-2 py-2 text-sand-800">{i.owner}</td>
                  <td className="px-2 py-2 whitespace-nowrap tabular-nums text-sand-800">
                    {formatDate(i.dueDate)}
                  </td>
                  <td className="px-2 py-2 whitespace-nowrap text-sand-800">
                    {ACTION_PLAN_STATUS_LABELS[i.status]}
                  </td>
                  <td className="px-2 py-2 text-sand-800">{i.risk}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {printed && (
        <p className="text-sand-700">
          Documento do plano da empresa:{' '}
          <a href={printed} className="font-semibold break-all text-brand-700 underline">
            {printed}
          </a>
        </p>
      )}
    </section>
  );
}
