import { Link, useNavigate, useParams } from 'react-router';
import { CalendarClock, Hourglass } from 'lucide-react';
import { DAY_NAMES } from '@acolher/contracts/constants';
import { TOASTS } from '@acolher/contracts/errors';
import { formatDate, formatName, formatTimeRange } from '@acolher/contracts/format';
import { localWeekday } from '@acolher/contracts/time';
import { WAITLIST_MESSAGES } from '@acolher/contracts/waitlist';
import { PsychologistAvatar } from '@/components/psychologist-avatar';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAcceptOffer, useWaitlistOffer, waitlistOfferQuery } from '@/features/waitlist/api';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { pageData } from '@/app/page-data';

const toWaitlist = (
  <Link to="/collaborator/app/waitlist" className={buttonClass('secondary')}>
    Minhas listas de espera
  </Link>
);

export const loader = pageData('collaborator', ({ token = '' }) => [waitlistOfferQuery(token)]);

/**
 * /collaborator/app/waitlist/offers/{token}: the slot held 15 minutes for the person the e-mail or
 * WhatsApp went to; 'Agendar este horário' books it by the ordinary rules (domain.md §26).
 */
export default function WaitlistOfferPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const offer = useWaitlistOffer(token);
  const accept = useAcceptOffer(token);

  if (offer.isPending) {
    return (
      <div role="status" aria-label="Carregando..." className="mx-auto grid max-w-xl gap-4">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (offer.isError) {
    const gone = offer.error instanceof ApiError && [403, 404].includes(offer.error.status);
    return (
      <div className="mx-auto max-w-xl">
        {gone ? (
          <EmptyState icon={Hourglass} title={WAITLIST_MESSAGES.offerNotFound} action={toWaitlist} />
        ) : (
          <ErrorState onRetry={() => void offer.refetch()} retrying={offer.isFetching} />
        )}
      </div>
    );
  }

  const o = offer.data;
  const name = formatName(o.psychologist.name);
  if (o.status !== 'offered') {
    return (
      <div className="mx-auto max-w-xl">
        <EmptyState
          icon={Hourglass}
          title={o.status === 'accepted' ? 'Você já agendou este horário' : WAITLIST_MESSAGES.offerGone}
          description={
            o.status === 'accepted'
              ? undefined
              : 'O tempo de reserva acabou e o horário passou para a próxima pessoa da fila. Você continua na lista de espera.'
          }
          action={
            o.status === 'accepted' && o.appointmentUuid ? (
              <Link to="/collaborator/app/appointments-history" className={buttonClass('primary')}>
                Ver minhas sessões
              </Link>
            ) : (
              toWaitlist
            )
          }
        />
      </div>
    );
  }

  const book = () =>
    accept.mutate(undefined, {
      onSuccess: (appointment) => {
        toast.success(WAITLIST_MESSAGES.booked);
        navigate(`/collaborator/app/appointment/${appointment.uuid}/success`);
      },
      onError: (error) => {
        toast.error(errorMessage(error, TOASTS.appointment.bookError));
        if (error instanceof ApiError && error.status === 409) void offer.refetch();
      },
    });

  return (
    <div className="mx-auto grid max-w-xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-extrabold sm:text-3xl">Um horário abriu para você</h1>
        <p className="text-[15px] text-sand-600 sm:text-base">
          Você estava na lista de espera. Este horário está reservado só para você até{' '}
          <strong className="text-sand-900">{o.expiresAt.slice(11, 16)}</strong>.
        </p>
      </header>
      <Card>
        <CardContent className="grid gap-5">
          <div className="flex items-center gap-4">
            <PsychologistAvatar name={name} avatarUrl={o.psychologist.avatarUrl} className="size-16 text-xl" />
            <div className="grid gap-0.5">
              <p className="text-lg font-bold text-sand-900">{name}</p>
              <p className="text-[15px] text-sand-600">Sessão de 50 minutos</p>
            </div>
          </div>
          <p className="flex items-start gap-2 text-[15px] text-sand-800">
            <CalendarClock className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
            <span>
              <strong>
                {DAY_NAMES[localWeekday(o.date)]}, {formatDate(o.date)}
              </strong>
              <br />
              {formatTimeRange(o.openingHour.startTime, o.openingHour.endTime)} (horário de Brasília)
            </span>
          </p>
          <p className="text-sm text-sand-600">Agendar usa 1 crédito, como qualquer sessão.</p>
          <Button
            size="lg"
            className="w-full"
            loading={accept.isPending}
            loadingText="Agendando..."
            onClick={book}
          >
            Agendar este horário
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
