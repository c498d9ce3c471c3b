import { useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import {
  MEASURE_INSTRUMENTS,
  MEASURES,
  type TMeasureInstrument,
} from '@acolher/contracts/measures';
import type { TMeasureResult } from '@acolher/contracts/answers/measures';
import { useSession } from '@/app/use-session';
import { buttonClass } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { MEASURES_PATH, useSubmitMeasure } from '@/features/measures/api';
import { MeasureForm } from '@/features/measures/measure-form';
import { MeasureResult } from '@/features/measures/measure-result';
import { CareQuickLinks } from '@/components/care-resources';

const isInstrument = (v: string): v is TMeasureInstrument =>
  (MEASURE_INSTRUMENTS as readonly string[]).includes(v);

/** /collaborator/app/measures/{phq9|gad7}: one question per screen, then the result. */
export default function MeasureFormPage() {
  const { instrument = '' } = useParams();
  const { user } = useSession('collaborator');
  const submit = useSubmitMeasure(user.uuid);
  const [result, setResult] = useState<TMeasureResult | null>(null);
  useEffect(() => {
    if (!result) return;
    // The crisis resources come first on screen (and announce themselves as an alert).
    if (result.crisis) window.scrollTo({ top: 0 });
    else document.getElementById('resultado')?.focus();
  }, [result]);
  if (!isInstrument(instrument)) return <Navigate to={MEASURES_PATH} replace />;
  const m = MEASURES[instrument];

  function send(answers: number[]) {
    if (submit.isPending || !isInstrument(instrument)) return;
    submit.mutate(
      { instrument, answers },
      {
        onSuccess: setResult,
        onError: (err) => toast.error(errorMessage(err, 'Não foi possível enviar suas respostas.')),
      },
    );
  }

  return (
    <div className="mx-auto grid max-w-xl gap-5">
      <Link to={MEASURES_PATH} className={buttonClass('ghost', 'sm', 'justify-self-start')}>
        <ArrowLeft aria-hidden /> Como você tem estado
      </Link>
      {result ? (
        <MeasureResult result={result} />
      ) : (
        <>
          <header className="grid gap-1">
            <h1 className="text-2xl font-extrabold sm:text-3xl">Como você tem estado</h1>
            <p className="text-[15px] text-sand-600">
              {m.title}: {m.items.length} perguntas rápidas. Não há respostas certas.
            </p>
          </header>
          <Card>
            <CardContent className="sm:p-8">
              <MeasureForm instrument={instrument} sending={submit.isPending} onSubmit={send} />
            </CardContent>
          </Card>
          <CareQuickLinks />
        </>
      )}
    </div>
  );
}
