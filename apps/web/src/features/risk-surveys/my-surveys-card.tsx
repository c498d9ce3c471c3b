import { Link } from 'react-router';
import { ClipboardList } from 'lucide-react';
import { ACTION_PLAN_STATUS_LABELS } from '@acolher/contracts/action-plan';
import { formatDate } from '@acolher/contracts/format';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMyRiskSurveys } from './api';

/** 'Pesquisa sobre o trabalho' on the collaborator's dashboard: open surveys and published results. */
export function MyRiskSurveysCard() {
  const mine = useMyRiskSurveys();
  if (!mine.data) return null;
  const { open, published } = mine.data;
  if (open.length === 0 && published.length === 0) return null;
  return (
    <Card className="grid gap-4 p-6 sm:p-8">
      <div className="flex items-center gap-3">
        <ClipboardList className="size-6 text-brand-600" aria-hidden />
        <h2 className="text-xl font-semibold text-sand-900">Pesquisa sobre o trabalho</h2>
      </div>
      <p className="text-sand-700">
        Esta pesquisa avalia as condições de trabalho da empresa, não você. É anônima: suas
        respostas ficam separadas do seu nome, e a empresa só vê resultados de grupos com 5
        respostas ou mais. Elas orientam o plano de ação da empresa para os riscos psicossociais
        (NR-1).
      </p>
      {open.map((s) =>
        s.answered ? (
          <p key={s.uuid} className="font-medium text-green-800">
            Obrigado! Você já respondeu “{s.title}”.
          </p>
        ) : (
          <div key={s.uuid} className="flex flex-wrap items-center justify-between gap-3">
            <span>
              {s.title} · responda até {formatDate(s.closesOn)}
            </span>
            <Link
              to={`/collaborator/app/risk-surveys/${s.uuid}`}
              className={buttonClass('primary')}
            >
              Responder
            </Link>
          </div>
        ),
      )}
      {published.map((p) => (
        <details key={p.uuid} className="rounded-card border border-sand-200 p-4">
          <summary className="cursor-pointer font-semibold">Resultados de “{p.title}”</summary>
          {p.company.suppressed ? (
            <p className="mt-2 text-sand-700">
              Menos de 5 respostas: os resultados não são mostrados.
            </p>
          ) : (
            <ul className="mt-3 grid max-w-2xl gap-1 text-sm">
              {p.company.dimensions.map((d) => (
                <li key={d.dimension} className="flex justify-between gap-2">
                  <span>{d.label}</span>
                  <span className="font-semibold">
                    {d.score?.toLocaleString('pt-BR')} · {d.level}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <h3 className="mt-4 font-semibold">Plano de ação</h3>
          {p.actionPlan.length === 0 ? (
            <p className="text-sm text-sand-700">Nenhuma ação registrada ainda.</p>
          ) : (
            <ul className="mt-1 grid gap-1 text-sm">
              {p.actionPlan.map((a) => (
                <li key={a.uuid}>
                  {a.action} · até {formatDate(a.dueDate)} · {ACTION_PLAN_STATUS_LABELS[a.status]}
                </li>
              ))}
            </ul>
          )}
        </details>
      ))}
    </Card>
  );
}
