import { toast } from '@/lib/toast';
import { TOASTS } from '@acolher/contracts/errors';
import { formatDate, formatName, formatTime } from '@acolher/contracts/format';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { errorMessage } from '@/lib/api';
import type { TAppointment } from '@acolher/contracts/answers/appointments';
import { useCancelByPsychologist } from '../api/psychologist';

/** Asks before cancelling; the collaborator gets the credit back and a message. */
export function CancelAppointmentDialog({
  appointment,
  onClose,
}: {
  appointment: TAppointment | null;
  onClose: () => void;
}) {
  const cancel = useCancelByPsychologist();
  const confirm = () => {
    if (!appointment) return;
    cancel.mutate(appointment.uuid, {
      onSuccess: () => {
        toast.success(TOASTS.appointment.cancelledByPsychologist);
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, TOASTS.appointment.cancelError)),
    });
  };
  const who = appointment?.collaborator?.name
    ? formatName(appointment.collaborator.name)
    : 'o colaborador';
  return (
    <ConfirmDialog
      open={appointment !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Cancelar agendamento?"
      description={
        appointment ? (
          <>
            O atendimento com <b>{who}</b> em {formatDate(appointment.date)} às{' '}
            {formatTime(appointment.openingHour?.startTime)} (horário de Brasília) será cancelado. O
            crédito volta para o colaborador, que será avisado.
          </>
        ) : null
      }
      confirmLabel="Cancelar agendamento"
      loadingLabel="Cancelando..."
      cancelLabel="Voltar"
      onConfirm={confirm}
      loading={cancel.isPending}
    />
  );
}
