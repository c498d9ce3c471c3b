import { useEffect, useRef, useState } from 'react';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import type { TRadarResponse } from '@acolher/contracts/well-being-radar';
import type { TBuiltinQuestionnaire } from '@acolher/contracts/answers/radar';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { StickyActions } from '@/components/ui/sticky-actions';

type Props = {
  questionnaire: TBuiltinQuestionnaire;
  sending: boolean;
  onSubmit: (body: TRadarResponse) => void;
};

/** One question at a time, with progress; native radio groups (arrow keys, Space) so it works without a mouse. */
export function QuestionnaireForm({ questionnaire, sending, onSubmit }: Props) {
  const { questions, sections } = questionnaire;
  const [index, setIndex] = useState(0);
  const [values, setValues] = useState<Record<string, number>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const advanceTimer = useRef<number | undefined>(undefined);
  const question = questions[index];
  const section = sections.find((s) => s.questionIds.includes(question.id)) ?? sections[0];
  const isLast = index === questions.length - 1;
  const answered = values[question.id] !== undefined;
  const answeredCount = questions.filter((q) => values[q.id] !== undefined).length;
  const firstOfSection = section.questionIds[0] === question.id;

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: false });
  }, [index]);
  useEffect(() => () => window.clearTimeout(advanceTimer.current), []);

  function choose(value: number, byPointer: boolean) {
    setValues((v) => ({ ...v, [question.id]: value }));
    window.clearTimeout(advanceTimer.current);
    // A tap moves on by itself; with the keyboard, arrows change the answer and Enter moves on.
    if (byPointer && !isLast)
      advanceTimer.current = window.setTimeout(
        () => setIndex((i) => Math.min(i + 1, questions.length - 1)),
        280,
      );
  }

  function next() {
    window.clearTimeout(advanceTimer.current); // a tap already scheduled the move: never skip a question
    if (!answered) return;
    if (isLast) {
      onSubmit({ answers: questions.map((q) => ({ questionId: q.id, value: values[q.id] })) });
    } else setIndex(index + 1);
  }

  const progress = Math.round((answeredCount / questions.length) * 100);

  return (
    <form
      className="grid gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        next();
      }}
    >
      <div className="grid gap-2">
        <div className="flex items-center justify-between text-sm font-semibold text-sand-600">
          <span>
            Pergunta {index + 1} de {questions.length}
          </span>
          <span>{section.title}</span>
        </div>
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

      <fieldset className="grid gap-5" key={question.id}>
        <legend className="contents">
          <span
            className={cn('mb-1 block text-[15px] text-sand-600', !firstOfSection && 'sr-only')}
          >
            {section.intro}
          </span>
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="block text-xl leading-snug font-bold text-sand-900 outline-none sm:text-2xl"
          >
            {question.text}
          </h2>
        </legend>
        <div className="grid gap-2.5" role="radiogroup" aria-label={question.text}>
          {question.scale.map((option) => {
            const id = `${question.id}-${option.value}`;
            const checked = values[question.id] === option.value;
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
                  name={question.id}
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
            disabled={!answered || answeredCount < questions.length}
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
