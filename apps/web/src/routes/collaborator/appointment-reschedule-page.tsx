import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { CalendarClock, TriangleAlert } from 'lucide-react';
import { SESSION_OUTCOME_MESSAGES } from '@acolher/contracts/session-outcomes';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/app/use-session';
import { ReschedulePicker } from '@/features/appointments/components/reschedule-picker';
import { useAppointment, appointmentQuery } from '@/features/appointments/api/collaborator';
import { AppointmentSummary } from '@/features/appointments/components/appointment-summary';
import { canReschedule } from '@/features/appointments/session-window';
import { pageData } from '@/app/page-data';
import { HISTORY, HistoryBackLink } from './history-back-link';

export const loader = pageData('collaborator', ({ uuid = '' }) => [appointmentQuery(uuid)]);

/** /collaborator/app/appointment/{uuid}/reschedule: the same date and slot picker as booking (§17). */
export default function AppointmentReschedulePage() {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useSession('collaborator');
  const appointment = useAppointment(uuid);
  const a = appointment.data;
  // As the cancel screen: another's, a missing or a no longer pending appointment goes back home.
  const invalid =
    appointment.isError || (a && (a.status !== 'pending' || a.collaboratorUuid !== user.uuid));
  if (invalid) return <Navigate to="/collaborator/app/dashboard" replace />;
  const allowed = a ? canReschedule(a, new Date()) : true;
  return (
    <div className="mx-auto grid max-w-2xl gap-4">
      <HistoryBackLink />
      <Card>
        <CardContent className="grid gap-6 sm:p-8">
          <div className="grid gap-1">
            <h1 className="flex items-center gap-2 text-2xl font-extrabold sm:text-3xl">
              <CalendarClock className="size-7 text-brand-600" aria-hidden />
              Remarcar sessão
            </h1>
            <p className="text-[15px] text-sand-600">
              Escolha um novo dia e horário com o mesmo psicólogo. Nenhum crédito é usado; você pode
              remarcar até 2 vezes, com pelo menos 6 horas de antecedência.
            </p>
          </div>
          {!a ? (
            <div role="status" aria-label="Carregando..." className="grid gap-3">
              <Skeleton className="h-12 w-2/3" />
              <Skeleton className="h-20 w-full" />
            </div>
          ) : (
            <>
              <AppointmentSummary appointment={a} />
              {allowed ? (
                <ReschedulePicker
                  appointment={a}
                  onDone={() => navigate(HISTORY, { replace: true })}
                  onBack={() => navigate(HISTORY)}
                />
              ) : (
                <div className="flex items-start gap-3 rounded-2xl bg-yellow-50 p-4 text-[15px] text-yellow-900 ring-1 ring-yellow-200">
                  <TriangleAlert className="mt-0.5 size-5 shrink-0 text-yellow-700" aria-hidden />
                  <p>
                    {SESSION_OUTCOME_MESSAGES.rescheduleTooLate}.{' '}
                    <Link
                      to={`/collaborator/app/appointment/${a.uuid}/cancel`}
                      className="font-semibold underline"
                    >
                      Cancelar a sessão
                    </Link>
                  </p>
                </div>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
