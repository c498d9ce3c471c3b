import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { CalendarClock, TriangleAlert, Info } from 'lucide-react';
import { TOASTS } from '@acolher/contracts/errors';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/app/use-session';
import {
  useAppointment,
  useCancelAppointment,
  appointmentQuery,
} from '@/features/appointments/api/collaborator';
import { AppointmentSummary } from '@/features/appointments/components/appointment-summary';
import {
  cancelRefunds,
  canReschedule,
  inProgress,
  reschedulePath,
} from '@/features/appointments/session-window';
import { collaboratorKey, type TCollaboratorUser } from '@/app/use-collaborator';
import { errorMessage } from '@/lib/api';
import { pageData } from '@/app/page-data';
import { HISTORY, HistoryBackLink } from './history-back-link';

export const loader = pageData('collaborator', ({ uuid = '' }) => [appointmentQuery(uuid)]);

/** /collaborator/app/appointment/{uuid}/cancel. */
export default function AppointmentCancelPage() {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { user, update } = useSession<TCollaboratorUser>('collaborator');
  const appointment = useAppointment(uuid);
  const cancel = useCancelAppointment();

  // docs/domain.md §20: back to the dashboard when it fails to load, is not pending or not this
  // collaborator's; §17: nor once it has started.
  const a = appointment.data;
  const invalid =
    appointment.isError ||
    (a && (a.status !== 'pending' || a.collaboratorUuid !== user.uuid || inProgress(a, new Date())));
  if (invalid && !cancel.isPending && !cancel.isSuccess) return <Navigate to="/collaborator/app/dashboard" replace />;

  function confirm() {
    if (cancel.isPending) return;
    cancel.mutate(uuid, {
      onSuccess: (result) => {
        update({ credits: result.newCollaboratorCredits });
        void client.invalidateQueries({ queryKey: collaboratorKey(user.uuid) });
        toast.success(TOASTS.appointment.cancelledByCollaborator);
        navigate(HISTORY, { replace: true });
      },
      onError: (err) => toast.error(errorMessage(err, TOASTS.appointment.cancelError)),
    });
  }

  const refunds = a ? cancelRefunds(a.startsAt, new Date()) : true;
  return (
    <div className="mx-auto grid max-w-xl gap-4">
      <HistoryBackLink />
      <Card>
        <CardContent className="grid gap-6 sm:p-8">
          <div className="grid gap-1">
            <h1 className="text-2xl font-extrabold sm:text-3xl">Cancelar agendamento</h1>
            <p className="text-[15px] text-sand-600">Confira os dados antes de confirmar.</p>
          </div>
          {!a ? (
            <div role="status" aria-label="Carregando..." className="grid gap-3">
              <Skeleton className="h-12 w-2/3" />
              <Skeleton className="h-20 w-full" />
              <Skeleton className="h-20 w-full" />
            </div>
          ) : (
            <>
              <AppointmentSummary appointment={a} />
              <div
                className={
                  refunds
                    ? 'flex items-start gap-3 rounded-2xl bg-brand-50 p-4 text-[15px] text-brand-900'
                    : 'flex items-start gap-3 rounded-2xl bg-yellow-50 p-4 text-[15px] text-yellow-900 ring-1 ring-yellow-200'
                }
              >
                {refunds ? (
                  <Info className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
                ) : (
                  <TriangleAlert className="mt-0.5 size-5 shrink-0 text-yellow-700" aria-hidden />
                )}
                <p>
                  Cancelamentos feitos com pelo menos 6 horas de antecedência devolvem 1 crédito; depois disso, o
                  crédito não é devolvido.{' '}
                  <strong>
                    {refunds
                      ? 'Se você cancelar agora, o crédito volta para a sua conta.'
                      : 'Faltam menos de 6 horas para esta sessão: o crédito não será devolvido.'}
                  </strong>
                </p>
              </div>
              {canReschedule(a, new Date()) && (
                <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-sand-200 p-4 text-[15px] text-sand-700">
                  <p>Prefere outro horário? Remarque sem perder o crédito.</p>
                  <Link to={reschedulePath(a.uuid)} className={buttonClass('secondary', 'sm')}>
                    <CalendarClock className="size-4" aria-hidden />
                    Remarcar
                  </Link>
                </div>
              )}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Link to={HISTORY} className={buttonClass('secondary')} aria-disabled={cancel.isPending}>
                  Voltar
                </Link>
                <Button variant="destructive" onClick={confirm} loading={cancel.isPending} loadingText="Cancelando...">
                  Confirmar cancelamento
                </Button>
              </div>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
