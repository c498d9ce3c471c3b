import { useState } from 'react';
import { Link } from 'react-router';
import { RATING_COMMENT_MAX, ZSessionRating } from '@acolher/contracts/session-room';
import { Controlled } from '@/components/forms/controlled';
import { Form } from '@/components/forms/form';
import { Button, buttonClass } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/cn';
import { useRateSession } from './api';

const WORDS = ['Muito ruim', 'Ruim', 'Razoável', 'Boa', 'Muito boa'];

/** After the call: 'Como foi sua sessão?' 1–5 and an optional comment (decision 1156). */
export function SessionRating({
  appointmentUuid,
  home,
}: {
  appointmentUuid: string;
  home: string;
}) {
  const [sent, setSent] = useState(false);
  const rate = useRateSession(appointmentUuid);
  if (sent)
    return (
      <div className="grid justify-items-center gap-4 text-center">
        <h1 className="text-2xl font-bold text-sand-900">Obrigado por contar como foi.</h1>
        <Link to={home} className={buttonClass('primary')}>
          Voltar ao início
        </Link>
      </div>
    );
  return (
    <Form
      schema={ZSessionRating}
      defaultValues={{ comment: '' }}
      className="grid gap-5"
      onSubmit={async ({ score, comment }) => {
        try {
          await rate.mutateAsync({ score, comment: comment || undefined });
          setSent(true);
        } catch (e) {
          toast.error(errorMessage(e, 'Não foi possível enviar. Tente de novo.'));
        }
      }}
    >
      {({ register, control, formState: { errors, isSubmitting } }) => (
        <>
          <div className="grid gap-1">
            <h1 className="text-2xl font-bold text-sand-900">Como foi sua sessão?</h1>
            <p className="text-[15px] text-sand-600">
              Sua resposta é anônima para a sua empresa e ajuda o Acolher a cuidar melhor de você.
            </p>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-semibold text-sand-800">Sua nota, de 1 a 5</legend>
            <Controlled
              control={control}
              name="score"
              render={(field) => (
                <div
                  className="flex gap-2"
                  role="radiogroup"
                  aria-describedby={errors.score ? 'nota-erro' : undefined}
                >
                  {WORDS.map((word, i) => (
                    <label
                      key={word}
                      className={cn(
                        'grid size-13 cursor-pointer place-items-center rounded-2xl border text-lg font-bold has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                        field.value === i + 1
                          ? 'border-brand-700 bg-brand-700 text-white'
                          : 'border-sand-300 bg-white text-sand-800 hover:bg-brand-50',
                      )}
                    >
                      <input
                        ref={i === 0 ? field.ref : undefined}
                        type="radio"
                        name="nota"
                        value={i + 1}
                        className="sr-only"
                        aria-label={`${i + 1}: ${word}`}
                        checked={field.value === i + 1}
                        onChange={() => field.onChange(i + 1)}
                        onBlur={field.onBlur}
                      />
                      {i + 1}
                    </label>
                  ))}
                </div>
              )}
            />
            {errors.score && (
              <p id="nota-erro" className="text-sm text-status-danger">
                {errors.score.message}
              </p>
            )}
          </fieldset>
          <FormField label="Quer contar algo mais? (opcional)" error={errors.comment?.message}>
            <Textarea limit={RATING_COMMENT_MAX} rows={3} {...register('comment')} />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={isSubmitting} loadingText="Enviando...">
              Enviar
            </Button>
            <Link to={home} className={buttonClass('ghost')}>
              Agora não
            </Link>
          </div>
        </>
      )}
    </Form>
  );
}
