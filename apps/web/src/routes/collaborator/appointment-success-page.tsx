import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { CircleCheckBig, MessageCircle } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppointment, appointmentQuery } from '@/features/appointments/api/collaborator';
import { AddToCalendarButton } from '@/features/appointments/components/add-to-calendar';
import { AppointmentSummary } from '@/features/appointments/components/appointment-summary';
import { CollaboratorStatusBadge } from '@/features/appointments/components/status-badge';
import {
  canJoin,
  collaboratorRoomPath,
  roomOpensAt,
} from '@/features/appointments/session-window';
import { whatsappConsentQuery } from '@/features/messaging/whatsapp-consent-api';
import { formatDate } from '@acolher/contracts/format';
import { useSession } from '@/app/use-session';
import { MeasuresInvite } from '@/features/measures/measures-invite';
import { ContractPrompt } from '@/features/care-contract/contract-prompt';
import { pageData } from '@/app/page-data';

export const loader = pageData('collaborator', ({ uuid = '' }) => [
  appointmentQuery(uuid),
  whatsappConsentQuery,
]);

/** /collaborator/app/appointment/{uuid}/success. Goes to the dashboard on load error. */
export default function AppointmentSuccessPage() {
  const { uuid = '' } = useParams();
  const { user } = useSession('collaborator');
  const appointment = useAppointment(uuid);
  const consent = useQuery(whatsappConsentQuery);
  // The promise matches the person: WhatsApp only with consent, e-mail otherwise (domain.md §13).
  const channel = consent.data?.whatsappConsent ? 'pelo WhatsApp' : 'por e-mail';
  useEffect(() => {
    if (appointment.isSuccess) document.getElementById('sucesso')?.focus();
  }, [appointment.isSuccess]);

  if (appointment.isError) return <Navigate to="/collaborator/app/dashboard" replace />;
  return (
    <div className="mx-auto grid max-w-xl gap-6">
      <Card>
        <CardContent className="grid gap-6 text-center sm:p-8">
          <span className="mx-auto grid size-16 place-items-center rounded-full bg-green-50 text-status-success">
            <CircleCheckBig className="size-9" strokeWidth={1.75} aria-hidden />
          </span>
          <div className="grid gap-2">
            <h1
              id="sucesso"
              tabIndex={-1}
              className="text-2xl font-extrabold focus:outline-none sm:text-3xl"
            >
              Agendamento confirmado!
            </h1>
            {/* The spec's heading names the booking; the session's state keeps the one word the
                history and the dashboard use, 'Pendente' until it happens (decision 1425). */}
            <p className="text-[15px] text-sand-600">
              Sua sessão está agendada. Até acontecer, ela aparece como Pendente em Minhas sessões.
            </p>
          </div>
          <div className="text-left">
            {appointment.isPending ? (
              <div role="status" aria-label="Carregando..." className="grid gap-3">
                <Skeleton className="h-12 w-2/3" />
                <Skeleton className="h-20 w-full" />
              </div>
            ) : (
              <div className="grid gap-3">
                <div className="flex items-center gap-2 text-sm text-sand-600">
                  Situação:
                  <CollaboratorStatusBadge appointment={appointment.data} now={new Date()} />
                </div>
                <AppointmentSummary appointment={appointment.data} />
              </div>
            )}
          </div>
          <p className="flex items-start gap-3 rounded-2xl bg-brand-50 p-4 text-left text-[15px] text-brand-900">
            <MessageCircle className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
            {appointment.data
              ? `A sala da sessão abre às ${roomOpensAt(appointment.data.startsAt)} (horário de Brasília) do dia ${formatDate(appointment.data.date)}, 15 minutos antes do início. Você recebe o link da sessão ${channel} 15 minutos antes do início e ele também fica em 'Minhas sessões'.`
              : 'A sala da sessão abre 15 minutos antes do início.'}
          </p>
          {appointment.data && (
            <div className="grid sm:flex sm:justify-center">
              <AddToCalendarButton uuid={uuid} />
            </div>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">
            <Link to="/collaborator/app/dashboard" className={buttonClass('secondary')}>
              Voltar ao início
            </Link>
            {appointment.data && canJoin(appointment.data, new Date()) ? (
              <Link to={collaboratorRoomPath(uuid)} className={buttonClass('primary')}>
                Entrar na sala
              </Link>
            ) : (
              <Link to="/collaborator/app/appointments-history" className={buttonClass('primary')}>
                Ver meus agendamentos
              </Link>
            )}
          </div>
        </CardContent>
      </Card>
      {appointment.data && (
        <ContractPrompt
          psychologistUuid={appointment.data.psychologistUuid}
          next={collaboratorRoomPath(uuid)}
        />
      )}
      {/* A quiet invitation under the confirmation, never in the way of it (decision 1167). */}
      <MeasuresInvite collaboratorUuid={user.uuid} />
    </div>
  );
}
