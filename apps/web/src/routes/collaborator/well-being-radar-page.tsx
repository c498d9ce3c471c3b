import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import {
  ArrowLeft,
  CalendarClock,
  CheckCircle2,
  ClipboardList,
  Clock,
  Lock,
  Medal,
} from 'lucide-react';
import type { TRadarSubmitResult, TTypeformQuestionnaire } from '@acolher/contracts/answers/radar';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/app/use-session';
import { errorMessage } from '@/lib/api';
import {
  useLatestRadar,
  useQuestionnaire,
  useSubmitRadar,
  questionnaireQuery,
} from '@/features/radar/api';
import { QuestionnaireForm } from '@/features/radar/questionnaire-form';
import { RadarResult } from '@/features/radar/radar-result';
import { CareQuickLinks } from '@/components/care-resources';
import { formatDate } from '@/features/radar/format';
import { formatDate as formatDay } from '@acolher/contracts/format';
import { todayLocalDate } from '@acolher/contracts/time';
import { pageData } from '@/app/page-data';

const TypeformEmbed = lazy(() => import('@/features/radar/typeform-embed'));

type Step = 'intro' | 'answering' | 'last-result' | { sent: TRadarSubmitResult };

function BackToHome() {
  return (
    <Link
      to="/collaborator/app/dashboard"
      className="inline-flex w-fit items-center gap-1.5 text-[15px] font-semibold text-sand-600 hover:text-brand-800"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Início
    </Link>
  );
}

function Loading() {
  return (
    <div role="status" aria-label="Carregando..." className="grid gap-4">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-56 w-full rounded-card" />
    </div>
  );
}

function TypeformRadar({ questionnaire }: { questionnaire: TTypeformQuestionnaire }) {
  const { update } = useSession('collaborator');
  const [done, setDone] = useState(false);
  if (done)
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-3 py-12 text-center">
          <CheckCircle2 className="size-12 text-status-success" aria-hidden />
          <h2 className="text-xl font-bold">Obrigado! Suas respostas foram enviadas.</h2>
          <p className="max-w-md text-[15px] text-sand-600">
            Sua medalha aparece na trilha assim que o formulário confirmar o recebimento.
          </p>
          <Link to="/collaborator/app/well-being-trail" className={buttonClass('primary')}>
            <Medal aria-hidden />
            Ver minha trilha
          </Link>
        </CardContent>
      </Card>
    );
  return (
    <div className="-mx-4 h-[calc(100dvh-11rem)] min-h-[520px] overflow-hidden bg-white sm:mx-0 sm:rounded-card sm:border sm:border-sand-200 md:h-[calc(100dvh-9rem)]">
      <Suspense fallback={<Skeleton className="h-full w-full" />}>
        <TypeformEmbed
          questionnaire={questionnaire}
          onSubmit={() => {
            update({ hasSentForm: true, lastSentFormAt: new Date().toISOString() });
            setDone(true);
          }}
        />
      </Suspense>
    </div>
  );
}

/** Until `retakeFrom` (decision 1427): when the radar can be answered again, in place of the button. */
function RetakeWait({ retakeFrom }: { retakeFrom: string }) {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-2xl bg-brand-50 p-4 text-[15px] text-brand-900"
    >
      <CalendarClock className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
      <span>
        O radar pergunta sobre as últimas duas semanas.{' '}
        <strong>Você pode responder de novo a partir de {formatDay(retakeFrom)}.</strong>
      </span>
    </p>
  );
}
export const loader = pageData('collaborator', () => [questionnaireQuery()]);

/** /collaborator/app/well-being-radar: the company's questionnaire (built in or Typeform), then the own radar chart. */
export default function WellBeingRadarPage() {
  const questionnaire = useQuestionnaire();
  const latest = useLatestRadar(questionnaire.isSuccess);
  // One radar per two weeks (decision 1427): until `retakeFrom`, the date instead of the button.
  const retakeFrom = latest.data?.retakeFrom;
  const waiting = !!retakeFrom && todayLocalDate() < retakeFrom;
  const submit = useSubmitRadar();
  const [step, setStep] = useState<Step>('intro');

  let body;
  // Intro and questions: CVV 188 and SAMU 192 stay one tap away (the result shows the full card).
  let quickHelp = false;
  if (questionnaire.isPending) body = <Loading />;
  else if (questionnaire.isError)
    body = (
      <ErrorState
        title="Não foi possível carregar o radar do bem-estar."
        onRetry={() => void questionnaire.refetch()}
        retrying={questionnaire.isFetching}
      />
    );
  else if (questionnaire.data.provider === 'typeform')
    body = latest.isPending ? (
      <Loading />
    ) : waiting ? (
      <RetakeWait retakeFrom={retakeFrom} />
    ) : (
      <TypeformRadar questionnaire={questionnaire.data} />
    );
  else if (typeof step === 'object')
    body = (
      <RadarResult
        latest={step.sent.response}
        previous={step.sent.previous}
        needsCare={step.sent.needsCare}
        gamification={step.sent.gamification}
        justSent
      />
    );
  else if (step === 'last-result' && latest.data?.latest)
    body = (
      <RadarResult
        latest={latest.data.latest}
        previous={latest.data.previous}
        needsCare={latest.data.latest.scores.needsCare}
        justSent={false}
      />
    );
  else if (step === 'answering') {
    quickHelp = true;
    body = (
      <Card className="mx-auto w-full max-w-2xl">
        <CardContent className="p-5 sm:p-8">
          <QuestionnaireForm
            questionnaire={questionnaire.data}
            sending={submit.isPending}
            onSubmit={(answers) =>
              submit.mutate(answers, {
                onSuccess: (result) => {
                  setStep({ sent: result });
                  window.scrollTo({ top: 0 });
                },
                onError: (err) =>
                  toast.error(
                    errorMessage(err, 'Não foi possível enviar suas respostas. Tente novamente.'),
                  ),
              })
            }
          />
        </CardContent>
      </Card>
    );
  } else {
    quickHelp = true;
    const last = latest.data?.latest;
    body = (
      <Card className="mx-auto w-full max-w-2xl">
        <CardContent className="grid gap-6 p-6 sm:p-8">
          <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
            <ClipboardList className="size-7" aria-hidden />
          </span>
          <div className="grid gap-2">
            <h2 className="text-xl font-bold text-sand-900 sm:text-2xl">
              Como você tem se sentido?
            </h2>
            <p className="text-[16px] leading-relaxed text-sand-700">
              São 10 perguntas rápidas sobre as últimas duas semanas: 5 sobre o seu bem-estar (o
              índice WHO-5, da Organização Mundial da Saúde) e 5 sobre sono, estresse, carga de
              trabalho, relações e equilíbrio. Não há respostas certas ou erradas.
            </p>
          </div>
          <ul className="grid gap-2 text-[15px] text-sand-700">
            <li className="flex items-center gap-2">
              <Clock className="size-4 text-brand-700" aria-hidden /> Leva cerca de 2 minutos
            </li>
            <li className="flex items-center gap-2">
              <Lock className="size-4 text-brand-700" aria-hidden /> Só você vê suas respostas; a
              empresa vê apenas médias de grupos
            </li>
            <li className="flex items-center gap-2">
              <Medal className="size-4 text-brand-700" aria-hidden /> Um radar a cada duas semanas,
              uma medalha na sua trilha
            </li>
          </ul>
          {waiting && <RetakeWait retakeFrom={retakeFrom} />}
          <div className="flex flex-col gap-2 sm:flex-row">
            {!waiting && (
              <Button size="lg" onClick={() => setStep('answering')} disabled={latest.isPending}>
                {last ? 'Responder de novo' : 'Começar'}
              </Button>
            )}
            {last && (
              <Button size="lg" variant="secondary" onClick={() => setStep('last-result')}>
                Ver meu último resultado
              </Button>
            )}
          </div>
          {last && (
            <p className="text-sm text-sand-600">
              Sua última resposta foi em {formatDate(last.createdAt)}.
            </p>
          )}
          {latest.isError && (
            <p className="text-sm text-sand-600">
              Não foi possível carregar seu último resultado agora.
            </p>
          )}
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="grid gap-5">
      <BackToHome />
      <header className="grid gap-1">
        <h1 className="text-2xl font-extrabold sm:text-3xl">
          {questionnaire.data?.title || 'Radar do bem-estar'}
        </h1>
        <p className="text-[15px] text-sand-600 sm:text-base">Um momento para olhar para você.</p>
      </header>
      {quickHelp && <CareQuickLinks className="mx-auto w-full max-w-2xl" />}
      {body}
    </div>
  );
}
