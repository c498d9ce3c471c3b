import { useState } from 'react';
import { Link } from 'react-router';
import { RATING_COMMENT_MAX, ZSessionRating } from '@acolher/contracts/session-room';
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
  const [score, setScore] = useState<number>();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  const rate = useRateSession(appointmentUuid);
  const submit = () => {
    const parsed = ZSessionRating.safeParse({ score, comment: comment || undefined });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    rate.mutate(parsed.data, {
      onSuccess: () => setSent(true),
      onError: (e) => toast.error(errorMessage(e, 'Não foi possível enviar. Tente de novo.')),
    });
  };
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
    <form
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold text-sand-900">Como foi sua sessão?</h1>
        <p className="text-[15px] text-sand-600">
          Sua resposta é anônima para a sua empresa e ajuda o Acolher a cuidar melhor de você.
        </p>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold text-sand-800">Sua nota, de 1 a 5</legend>
        <div
          className="flex gap-2"
          role="radiogroup"
          aria-describedby={error ? 'nota-erro' : undefined}
        >
          {WORDS.map((word, i) => (
            <label
              key={word}
              className={cn(
                'grid size-13 cursor-pointer place-items-center rounded-2xl border text-lg font-bold has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                score === i + 1
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-sand-300 bg-white text-sand-800 hover:bg-brand-50',
              )}
            >
              <input
                type="radio"
                name="nota"
                value={i + 1}
                className="sr-only"
                aria-label={`${i + 1}: ${word}`}
                checked={score === i + 1}
                onChange={() => setScore(i + 1)}
              />
              {i + 1}
            </label>
          ))}
        </div>
        {error && (
          <p id="nota-erro" className="text-sm text-status-danger">
            {error}
          </p>
        )}
      </fieldset>
      <FormField label="Quer contar algo mais? (opcional)">
        <Textarea
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          limit={RATING_COMMENT_MAX}
          rows={3}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={rate.isPending} loadingText="Enviando...">
          Enviar
        </Button>
        <Link to={home} className={buttonClass('ghost')}>
          Agora não
        </Link>
      </div>
    </form>
  );
}
