import { Suspense, lazy, useDeferredValue, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, BookOpen, Briefcase, CalendarDays, HeartHandshake } from 'lucide-react';
import { formatCrp, formatName } from '@acolher/contracts/format';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { BookingSection } from '@/features/appointments/components/booking-section';
import { bookingQueries, usePublicPsychologist } from '@/features/appointments/api/booking';
import { collaboratorQuery } from '@/app/use-collaborator';
import { pageData } from '@/app/page-data';
import { PsychologistAvatar } from '@/components/psychologist-avatar';
import { ApiError } from '@/lib/api';
// 'Trocar de psicólogo' (decision 1383) loads after the profile has painted: its dialog stays out of
// the booking page's budget.
const SwitchWhenInCare = lazy(() => import('@/features/psychologists/components/switch-when-in-care'));
// 'Entrar na lista de espera' (decision 1385) too: its dialog and form come after the booking card.
const JoinWaitlistCard = lazy(() =>
  import('@/features/waitlist/join-waitlist-card').then((m) => ({ default: m.JoinWaitlistCard })),
);

function Section({ icon: Icon, title, children }: { icon: typeof BookOpen; title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h2 className="flex items-center gap-2 text-base font-bold text-sand-900">
        <Icon className="size-5 text-brand-600" aria-hidden />
        {title}
      </h2>
      <div className="text-[15px] leading-relaxed whitespace-pre-line text-sand-700">{children}</div>
    </section>
  );
}

function Badges({ title, items, empty }: { title: string; items: string[]; empty: string }) {
  return (
    <section className="grid gap-2">
      <h2 className="text-sm font-bold tracking-wide text-sand-500 uppercase">{title}</h2>
      <ul className="flex flex-wrap gap-1.5">
        {items.length > 0 ? (
          items.map((i) => (
            <li key={i}>
              <Badge tone="brand">{i}</Badge>
            </li>
          ))
        ) : (
          <li>
            <Badge>{empty}</Badge>
          </li>
        )}
      </ul>
    </section>
  );
}

const back = (
  <Link to="/collaborator/app/psychologists" className={buttonClass('ghost', 'sm', 'w-fit -ml-3')}>
    <ArrowLeft className="size-4" aria-hidden />
    Voltar para a busca
  </Link>
);

/** The page's reads (src/app/page-data.ts): the profile, opening hours, busy slots, absences and credits. */
export const loader = pageData('collaborator', ({ uuid = '' }, session) => [
  bookingQueries.psychologist(uuid),
  bookingQueries.hours(uuid),
  bookingQueries.busy(uuid),
  bookingQueries.absences(uuid),
  collaboratorQuery(session.uuid),
]);

const BOOKING_ID = 'agendar-sessao';

/** On a phone the booking card comes after the whole profile: 'Agendar' takes the person there. */
function jumpToBooking() {
  const target = document.getElementById(BOOKING_ID);
  if (!target) return;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

/** /collaborator/app/psychologists/{uuid}: profile, then booking. */
export default function PsychologistPage() {
  const { uuid = '' } = useParams();
  const psychologist = usePublicPsychologist(uuid);
  // Opened directly, the page's reads are in the cache before its first render (its loader). Reached
  // from another page, they arrive through useSyncExternalStore, whose updates React renders in one
  // uninterruptible task: the profile is rendered from a deferred copy instead, a background render
  // that yields to the browser every few milliseconds. Either way the booking section (calendar,
  // slots) mounts in a second background render, after the profile has painted (decision 1013).
  const deferred = useDeferredValue(psychologist.data);
  const shown = deferred?.uuid === uuid ? deferred : undefined;
  const bookingReady = useDeferredValue(shown !== undefined, false);

  if (psychologist.isPending || (psychologist.isSuccess && !shown)) {
    return (
      <div role="status" aria-label="Carregando..." className="grid gap-6">
        {back}
        <div className="flex items-center gap-5">
          <Skeleton className="size-24 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-7 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (psychologist.isError) {
    const missing = psychologist.error instanceof ApiError && psychologist.error.status === 404;
    return (
      <div className="grid gap-6">
        {back}
        <ErrorState
          title={missing ? 'Psicólogo não encontrado.' : undefined}
          description={missing ? 'Este perfil não está disponível. Busque outro profissional.' : undefined}
          onRetry={missing ? undefined : () => void psychologist.refetch()}
          retrying={psychologist.isFetching}
        />
      </div>
    );
  }

  const p = shown!;
  const name = formatName(p.name);
  return (
    <div className="grid gap-6">
      {back}
      <header className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:gap-6">
        <PsychologistAvatar name={name} avatarUrl={p.avatarUrl} className="size-24 text-2xl" />
        <div className="grid gap-1">
          <h1 className="text-2xl font-extrabold sm:text-3xl">{name}</h1>
          <p className="text-[15px] text-sand-600">
            CRP {formatCrp(p.crp)} · 50 minutos de sessão
          </p>
        </div>
        <div className="flex w-full flex-col gap-2 sm:ml-auto sm:w-auto sm:flex-row">
          {bookingReady && (
            <Suspense fallback={null}>
              <SwitchWhenInCare psychologist={{ uuid: p.uuid, name }} />
            </Suspense>
          )}
          <Button className="w-full sm:w-auto lg:hidden" onClick={jumpToBooking}>
            <CalendarDays aria-hidden />
            Agendar
          </Button>
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)] lg:items-start">
        <Card>
          <CardContent className="grid gap-6">
            <Section icon={HeartHandshake} title="Mensagem de acolhimento">
              {p.hostMessage || 'Sem mensagem de acolhimento'}
            </Section>
            <Section icon={BookOpen} title="Formação">
              {p.education || 'Sem formação'}
            </Section>
            <Section icon={Briefcase} title="Histórico profissional">
              {p.careerHistory || 'Sem histórico profissional'}
            </Section>
            <Badges title="Especialidades" items={p.specialties} empty="Sem especialidades" />
            <Badges title="Abordagem" items={p.approach} empty="Sem abordagem" />
            <Badges title="Público alvo" items={p.targetAudience} empty="Sem público alvo" />
          </CardContent>
        </Card>
        <div
          id={BOOKING_ID}
          tabIndex={-1}
          className="scroll-mt-20 outline-none lg:sticky lg:top-24"
        >
          {bookingReady ? (
            <div className="grid gap-6">
              <BookingSection psychologistUuid={p.uuid} psychologistName={name} />
              <Suspense fallback={null}>
                <JoinWaitlistCard psychologistUuid={p.uuid} psychologistName={name} />
              </Suspense>
            </div>
          ) : (
            <Skeleton className="h-96 w-full" />
          )}
        </div>
      </div>
    </div>
  );
}
