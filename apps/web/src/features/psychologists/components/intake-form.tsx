import { Heart } from 'lucide-react';
import {
  DAY_PERIODS,
  DAY_PERIOD_LABELS,
  GENDER_PREFERENCE_LABELS,
  INTAKE_REASON_LABELS,
  PSYCHOLOGIST_GENDER_PREFERENCES,
  ZIntakeBody,
  type TIntakeInput,
} from '@acolher/contracts/matching';
import type { TIntake } from '@acolher/contracts/answers/matching';
import { Form } from '@/components/forms/form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useSaveIntake } from '../api/matching';

const SKIPPED: TIntakeInput = { reasons: [], psychologistGender: 'any', approaches: [], periods: [] };

const chip =
  'flex cursor-pointer items-center rounded-full border border-sand-200 bg-white px-3.5 py-2 text-sm font-semibold text-sand-700 transition select-none hover:border-brand-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600';

function Group({ legend, hint, children }: { legend: string; hint?: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-2.5">
      <legend className="mb-2.5 text-[15px] font-bold text-sand-900">
        {legend}
        {hint && <span className="block text-sm font-normal text-sand-600">{hint}</span>}
      </legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

/**
 * 'O que te traz aqui?' (decision 1380): short and skippable. Its answers stay the person's own;
 * the form says so. `onDone` runs after saving or skipping.
 */
export function IntakeForm({
  intake,
  onDone,
  onCancel,
}: {
  intake: TIntake | null;
  onDone?: () => void;
  /** When editing an answered intake: 'Cancelar' instead of 'Pular por agora'. */
  onCancel?: () => void;
}) {
  const save = useSaveIntake();
  const submit = async (body: TIntakeInput) => {
    try {
      await save.mutateAsync(ZIntakeBody.parse(body));
      onDone?.();
    } catch (err) {
      toast.error(errorMessage(err, 'Não foi possível salvar suas respostas'));
    }
  };
  const defaults: TIntakeInput = intake
    ? {
        reasons: intake.reasons,
        psychologistGender: intake.psychologistGender,
        approaches: intake.approaches.length ? intake.approaches : [''],
        periods: intake.periods,
      }
    : { ...SKIPPED, approaches: [''] };
  return (
    <section
      aria-labelledby="intake-title"
      className="mb-6 rounded-card border border-brand-100 bg-gradient-to-b from-brand-50 to-white p-5 shadow-soft sm:p-6"
    >
      <div className="mb-5 flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700">
          <Heart className="size-5" aria-hidden />
        </span>
        <div className="grid gap-1">
          <h2 id="intake-title" className="text-xl font-extrabold text-sand-900">
            O que te traz aqui?
          </h2>
          <p className="text-[15px] text-sand-700">
            Conte um pouco, se quiser, e indicamos quem combina com você. Leva menos de um minuto. Só
            você vê estas respostas: sua empresa não tem acesso a elas.
          </p>
        </div>
      </div>
      <Form schema={ZIntakeBody} defaultValues={defaults} onSubmit={(v) => submit(v)} className="grid gap-6">
        {({ register, formState: { errors, isSubmitting } }) => (
          <>
            <Group legend="Sobre o que você gostaria de conversar?" hint="Escolha quantos quiser.">
              {INTAKE_REASON_LABELS.map((label) => (
                <label key={label} className={chip}>
                  <input type="checkbox" value={label} className="sr-only" {...register('reasons')} />
                  {label}
                </label>
              ))}
            </Group>
            <Group legend="Você prefere ser atendido por">
              {PSYCHOLOGIST_GENDER_PREFERENCES.map((g) => (
                <label key={g} className={chip}>
                  <input type="radio" value={g} className="sr-only" {...register('psychologistGender')} />
                  {GENDER_PREFERENCE_LABELS[g]}
                </label>
              ))}
            </Group>
            <Group legend="Quais horários ficam melhores?" hint="Horário de Brasília.">
              {DAY_PERIODS.map((period) => (
                <label key={period} className={chip}>
                  <input type="checkbox" value={period} className="sr-only" {...register('periods')} />
                  {DAY_PERIOD_LABELS[period]}
                </label>
              ))}
            </Group>
            <div className="grid gap-1.5 sm:max-w-md">
              <label htmlFor="intake-approach" className="text-[15px] font-bold text-sand-900">
                Conhece alguma abordagem? <span className="font-normal text-sand-600">(opcional)</span>
              </label>
              <Input
                id="intake-approach"
                placeholder="Ex.: Terapia Cognitivo-Comportamental"
                autoComplete="off"
                aria-invalid={errors.approaches ? true : undefined}
                {...register('approaches.0')}
              />
              {errors.approaches && (
                <p className="text-sm font-medium text-status-danger" role="alert">
                  {errors.approaches.message ?? errors.approaches[0]?.message}
                </p>
              )}
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              {onCancel ? (
                <Button type="button" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
                  Cancelar
                </Button>
              ) : (
                <Button type="button" variant="ghost" disabled={isSubmitting} onClick={() => void submit(SKIPPED)}>
                  Pular por agora
                </Button>
              )}
              <Button type="submit" loading={isSubmitting} loadingText="Salvando...">
                Ver indicações
              </Button>
            </div>
          </>
        )}
      </Form>
    </section>
  );
}
