import { formatDate, formatName, formatTime } from '@acolher/contracts/format';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ReschedulePicker } from './reschedule-picker';
import type { TAppointment } from '@acolher/contracts/answers/appointments';

/** The psychologist's 'Remarcar' (domain.md §17): its own free slots; the server tells the collaborator. */
export function RescheduleAppointmentDialog({
  appointment,
  onClose,
}: {
  appointment: TAppointment | null;
  onClose: () => void;
}) {
  const who = appointment?.collaborator?.name
    ? formatName(appointment.collaborator.name)
    : 'o colaborador';
  return (
    <Dialog open={appointment !== null} onOpenChange={(open) => !open && onClose()}>
      {appointment && (
        <DialogContent
          size="lg"
          title="Remarcar atendimento"
          description={
            <>
              Atendimento com <b>{who}</b> em {formatDate(appointment.date)} às{' '}
              {formatTime(appointment.openingHour?.startTime)} (horário de Brasília). Escolha o novo
              dia e horário; o colaborador será avisado.
            </>
          }
        >
          <ReschedulePicker appointment={appointment} onDone={onClose} onBack={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}
