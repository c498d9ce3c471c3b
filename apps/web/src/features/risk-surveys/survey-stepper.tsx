import { useState } from 'react';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import type { TRiskQuestionnaire } from '@acolher/contracts/answers/risk-surveys';
import type { TRiskSurveyResponse } from '@acolher/contracts/risk-surveys';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type Props = {
  questionnaire: TRiskQuestionnaire;
  sending: boolean;
  onSubmit: (body: TRiskSurveyResponse) => void;
};

/**
 * One item at a time, with progress, native radio groups (keyboard works). Kept to this props
 * contract so a generic questionnaire stepper can replace it.
 */
export function SurveyStepper({ questionnaire, sending, onSubmit }: Props) {
  const { items } = questionnaire;
  const [index, setIndex] = useState(0);
  const [values, setValues] = useState<Record<string, number>>({});
  const item = items[index];
  const isLast = index === items.length - 1;
  const answered = values[item.id] !== undefined;
  const progress = Math.round((Object.keys(values).length / items.length) * 100);

  function next() {
    if (!answered) return;
    if (isLast) onSubmit({ answers: items.map((i) => ({ itemId: i.id, value: values[i.id] })) });
    else setIndex(index + 1);
  }

  return (
    <form
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        next();
      }}
    >
      <div className="grid gap-2">
        <div className="flex justify-between text-sm font-semibold text-sand-600">
          <span>
            Pergunta {index + 1} de {items.length}
          </span>
          <span>{item.dimension}</span>
        </div>
        <div
          role="progressbar"
          aria-label="Progresso da pesquisa"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-2.5 overflow-hidden rounded-full bg-sand-200"
        >
          <div className="h-full rounded-full bg-brand-500" style={{ width: `${progress}%` }} />
        </div>
      </div>
      {index === 0 && <p className="text-sand-700">{questionnaire.instructions}</p>}
      {item.intro && <p className="rounded-card bg-sand-50 p-3 text-sand-700">{item.intro}</p>}
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-lg font-semibold text-sand-900">{item.text}</legend>
        {item.options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-card border px-4 py-3',
              values[item.id] === o.value
                ? 'border-brand-500 bg-brand-50'
                : 'border-sand-200 bg-white',
            )}
          >
            <input
              type="radio"
              name={item.id}
              value={o.value}
              checked={values[item.id] === o.value}
              onChange={() => setValues((v) => ({ ...v, [item.id]: o.value }))}
              className="size-5 accent-brand-600"
            />
            {o.label}
          </label>
        ))}
      </fieldset>
      <div className="flex justify-between gap-3">
        <Button
          type="button"
          variant="secondary"
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          <ArrowLeft /> Anterior
        </Button>
        <Button type="submit" disabled={!answered || sending}>
          {isLast ? (
            <>
              <Send /> {sending ? 'Enviando...' : 'Enviar respostas'}
            </>
          ) : (
            <>
              Próxima <ArrowRight />
            </>
          )}
        </Button>
      </div>
      <p className="text-xs text-sand-600">{questionnaire.citation}</p>
    </form>
  );
}
