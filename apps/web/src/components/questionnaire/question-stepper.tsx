import { useEffect, useRef, useState, type Ref } from 'react';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StickyActions } from '@/components/ui/sticky-actions';
import { cn } from '@/lib/cn';

export type StepperItem = {
  /** Unique in the questionnaire: the radios' name and the key of its answer. */
  id: string;
  text: string;
  options: readonly { value: number; label: string }[];
};
export type StepperGroup = {
  /** Shown beside 'Pergunta X de N' (a section of the questionnaire). */
  title?: string;
  /** The instruction above its items: visible on its first item, or on `every` item. */
  intro?: string;
  introOn?: 'first' | 'every';
  items: readonly StepperItem[];
};

type Props = {
  groups: readonly StepperGroup[];
  /** One item per screen (default), or a whole group per screen. */
  perStep?: 'item' | 'group';
  sending: boolean;
  /** Every item answered: its value by item id. */
  onSubmit: (values: Record<string, number>) => void;
};

/**
 * Every questionnaire of the app (the radar, the measures, the risk survey; decision 1332): one item
 * (or one group) per screen, 'Pergunta X de N' and a progress bar, every item answered before
 * sending. Native radio groups: arrows and Space choose, Enter moves on, a tap moves on by itself.
 * 'Voltar' / 'Próxima' stay in view on a phone above the tab bar, and the screen ends with room
 * for them, so they never cover the last options.
 */
export function QuestionStepper({ groups, perStep = 'item', sending, onSubmit }: Props) {
  const steps =
    perStep === 'group'
      ? groups.map((group) => ({ group, items: group.items }))
      : groups.flatMap((group) => group.items.map((item) => ({ group, items: [item] })));
  const all = groups.flatMap((g) => g.items);
  const [index, setIndex] = useState(0);
  const [values, setValues] = useState<Record<string, number>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const step = steps[index]!;
  const isLast = index === steps.length - 1;
  const answered = step.items.every((item) => values[item.id] !== undefined);
  const answeredCount = all.filter((item) => values[item.id] !== undefined).length;
  const progress = Math.round((answeredCount / all.length) * 100);
  const firstOfGroup = step.items[0] === step.group.items[0];
  const single = perStep === 'item';

  const optionsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (index > 0) headingRef.current?.focus({ preventScroll: true });
    if (!single) return;
    // On a phone the buttons stay above the tab bar: bring the last option above them (its
    // scroll margin), then keep the question's heading below the top bar if both cannot fit.
    optionsRef.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
    const heading = headingRef.current;
    if (heading && heading.getBoundingClientRect().top < 72) heading.scrollIntoView?.({ block: 'start' });
  }, [index, single]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function choose(item: StepperItem, value: number, byPointer: boolean) {
    setValues((v) => ({ ...v, [item.id]: value }));
    window.clearTimeout(timer.current);
    // A tap moves on by itself (one item per screen); with the keyboard, Enter moves on.
    if (byPointer && single && !isLast)
      timer.current = window.setTimeout(() => setIndex((i) => Math.min(i + 1, steps.length - 1)), 280);
  }

  function next() {
    window.clearTimeout(timer.current); // a tap already scheduled the move: never skip a question
    if (!answered) return;
    if (!isLast) return setIndex(index + 1);
    const missing = steps.findIndex((s) => s.items.some((item) => values[item.id] === undefined));
    if (missing >= 0) return setIndex(missing);
    onSubmit(values);
  }

  const intro = step.group.intro && (
    <span
      className={cn(
        'mb-1 block text-[15px] text-sand-600',
        step.group.introOn !== 'every' && !firstOfGroup && 'sr-only',
      )}
    >
      {step.group.intro}
    </span>
  );

  return (
    <form
      // Room under the last options for the buttons that stay in view on a phone.
      className="grid gap-6 pb-4"
      onSubmit={(e) => {
        e.preventDefault();
        next();
      }}
    >
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-3 text-sm font-semibold text-sand-600">
          <span aria-live="polite">
            {single
              ? `Pergunta ${all.indexOf(step.items[0]!) + 1} de ${all.length}`
              : `Parte ${index + 1} de ${steps.length}`}
          </span>
          {step.group.title && <span className="text-right">{step.group.title}</span>}
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

      {single ? (
        <fieldset className="grid gap-5" key={step.items[0]!.id}>
          <legend className="contents">
            {intro}
            <h2 ref={headingRef} tabIndex={-1} className={HEADING}>
              {step.items[0]!.text}
            </h2>
          </legend>
          <Options
            item={step.items[0]!}
            values={values}
            choose={choose}
            next={next}
            listRef={optionsRef}
          />
        </fieldset>
      ) : (
        <div className="grid gap-8" key={index}>
          <div>
            {intro}
            <h2 ref={headingRef} tabIndex={-1} className={HEADING}>
              {step.group.title}
            </h2>
          </div>
          {step.items.map((item) => (
            <fieldset key={item.id} className="grid gap-3">
              <legend className="mb-3 text-[17px] leading-snug font-bold text-sand-900">
                {item.text}
              </legend>
              <Options item={item} values={values} choose={choose} next={next} />
            </fieldset>
          ))}
        </div>
      )}

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
            disabled={answeredCount < all.length}
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

const HEADING =
  'block scroll-mt-20 text-xl leading-snug font-bold text-sand-900 outline-none sm:text-2xl';

type OptionsProps = {
  item: StepperItem;
  values: Record<string, number>;
  choose: (item: StepperItem, value: number, byPointer: boolean) => void;
  next: () => void;
  listRef?: Ref<HTMLDivElement>;
};

function Options({ item, values, choose, next, listRef }: OptionsProps) {
  return (
    <div ref={listRef} className="grid gap-2.5" role="radiogroup" aria-label={item.text}>
      {item.options.map((option) => {
        const id = `${item.id}-${option.value}`;
        const checked = values[item.id] === option.value;
        return (
          <label
            key={option.value}
            htmlFor={id}
            className={cn(
              'flex min-h-13 cursor-pointer items-center gap-3 rounded-2xl border-2 bg-white px-4 py-3 text-[16px] font-semibold transition-colors',
              // Scrolled to or focused, an option stops above the buttons and the tab bar (phone).
              'scroll-mb-[calc(9rem+env(safe-area-inset-bottom))] md:scroll-mb-4',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
              checked
                ? 'border-brand-600 bg-brand-50 text-brand-900'
                : 'border-sand-200 text-sand-800 hover:border-brand-300',
            )}
          >
            <input
              id={id}
              type="radio"
              name={item.id}
              value={option.value}
              checked={checked}
              onChange={() => undefined}
              onClick={(e) => choose(item, option.value, e.detail > 0)}
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
  );
}
