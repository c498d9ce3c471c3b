import { useEffect, useRef, useState } from 'react';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { MEASURE_SCALE, MEASURES, type TMeasureInstrument } from '@acolher/contracts/measures';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { StickyActions } from '@/components/ui/sticky-actions';

type Props = {
  instrument: TMeasureInstrument;
  sending: boolean;
  onSubmit: (answers: number[]) => void;
};

/**
 * One question per screen (phone first, the same on desktop), 'Pergunta X de N', every item
 * answered before sending. Native radios: arrows and Space work, Enter moves on.
 */
export function MeasureForm({ instrument, sending, onSubmit }: Props) {
  const { items, prompt } = MEASURES[instrument];
  const [index, setIndex] = useState(0);
  const [values, setValues] = useState<(number | undefined)[]>(() => items.map(() => undefined));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const isLast = index === items.length - 1;
  const answered = values[index] !== undefined;
  const answeredCount = values.filter((v) => v !== undefined).length;
  const progress = Math.round((answeredCount / items.length) * 100);

  useEffect(() => {
    if (index > 0) headingRef.current?.focus();
  }, [index]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function choose(value: number, byPointer: boolean) {
    setValues((v) => v.map((old, i) => (i === index ? value : old)));
    window.clearTimeout(timer.current);
    // A tap moves on by itself; with the keyboard, arrows change the answer and Enter moves on.
    if (byPointer && !isLast)
      timer.current = window.setTimeout(
        () => setIndex((i) => Math.min(i + 1, items.length - 1)),
        280,
      );
  }

  function next() {
    window.clearTimeout(timer.current);
    if (!answered) return;
    if (!isLast) return setIndex(index + 1);
    const first = values.findIndex((v) => v === undefined);
    if (first >= 0) return setIndex(first);
    onSubmit(values as number[]);
  }

  const name = `${instrument}-${index}`;
  return (
    <form
      className="grid gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        next();
      }}
    >
      <div className="grid gap-2">
        <p className="text-sm font-semibold text-sand-600" aria-live="polite">
          Pergunta {index + 1} de {items.length}
        </p>
        <div
          role="progressbar"
          aria-label="Progresso do questionário"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-2.5 overflow-hidden rounded-full bg-sand-200"
        >
          <div
            className="h-full rounded-full bg-brand-500 transition-[width] duration-300"
            style={{ width: `${progress}%` }}
          />
        </div>
      </div>

      <fieldset className="grid gap-5" key={name}>
        <legend className="contents">
          <span className="mb-1 block text-[15px] text-sand-600">{prompt}</span>
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="block text-xl leading-snug font-bold text-sand-900 outline-none sm:text-2xl"
          >
            {items[index]}
          </h2>
        </legend>
        <div className="grid gap-2.5" role="radiogroup" aria-label={items[index]}>
          {MEASURE_SCALE.map((option) => {
            const id = `${name}-${option.value}`;
            const checked = values[index] === option.value;
            return (
              <label
                key={option.value}
                htmlFor={id}
                className={cn(
                  'flex min-h-13 cursor-pointer items-center gap-3 rounded-2xl border-2 bg-white px-4 py-3 text-[16px] font-semibold transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                  checked
                    ? 'border-brand-600 bg-brand-50 text-brand-900'
                    : 'border-sand-200 text-sand-800 hover:border-brand-300',
                )}
              >
                <input
                  id={id}
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={checked}
                  onChange={() => undefined}
                  onClick={(e) => choose(option.value, e.detail > 0)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      next();
                    }
                  }}
                  className="size-5 shrink-0 cursor-pointer accent-brand-700"
                />
                {option.label}
              </label>
            );
          })}
        </div>
      </fieldset>

      <StickyActions>
        <Button
          type="button"
          variant="ghost"
          onClick={() => setIndex(index - 1)}
          disabled={index === 0 || sending}
        >
          <ArrowLeft aria-hidden />
          Voltar
        </Button>
        {isLast ? (
          <Button
            type="submit"
            disabled={answeredCount < items.length}
            loading={sending}
            loadingText="Enviando..."
          >
            <Send aria-hidden />
            Enviar respostas
          </Button>
        ) : (
          <Button type="submit" disabled={!answered}>
            Próxima
            <ArrowRight aria-hidden />
          </Button>
        )}
      </StickyActions>
    </form>
  );
}
