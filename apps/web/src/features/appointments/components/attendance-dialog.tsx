import { toast } from '@/lib/toast';
import { formatDate, formatName, formatTime } from '@acolher/contracts/format';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import type { TAppointment } from '@acolher/contracts/answers/appointments';
import { errorMessage } from '@/lib/api';
import { useAttendanceCorrection } from '../api/outcomes';

/** The status the correction switches to: 'Realizada' ↔ 'Falta do colaborador' (§17). */
const correctedStatus = (status: string) =>
  status === 'no_show_collaborator' ? 'confirmed' : 'no_show_collaborator';

export const correctionLabel = (status: string) =>
  status === 'no_show_collaborator' ? 'Marcar como realizada' : 'Marcar falta do colaborador';

/** The psychologist's correction of its own session within 48 hours, asked before it is sent. */
export function AttendanceDialog({
  appointment: a,
  onClose,
}: {
  appointment: TAppointment | null;
  onClose: () => void;
}) {
  const correct = useAttendanceCorrection();
  const toNoShow = a ? correctedStatus(a.status) === 'no_show_collaborator' : true;
  const who = a?.collaborator?.name ? formatName(a.collaborator.name) : 'o colaborador';
  return (
    <ConfirmDialog
      open={a !== null}
      onOpenChange={(open) => !open && onClose()}
      title={toNoShow ? 'Registrar falta do colaborador?' : 'Registrar sessão como realizada?'}
      description={
        a ? (
          <>
            Atendimento com <b>{who}</b> em {formatDate(a.date)} às{' '}
            {formatTime(a.openingHour?.startTime)}.{' '}
            {toNoShow
              ? 'O colaborador não compareceu; o crédito não é devolvido.'
              : 'O colaborador compareceu à sessão.'}{' '}
            Correções são possíveis até 48 horas após o fim da sessão.
          </>
        ) : null
      }
      confirmLabel={a ? correctionLabel(a.status) : ''}
      loadingLabel="Salvando..."
      cancelLabel="Voltar"
      destructive={false}
      loading={correct.isPending}
      onConfirm={() =>
        a &&
        correct.mutate(
          { uuid: a.uuid, status: correctedStatus(a.status) },
          {
            onSuccess: () => {
              toast.success('Atendimento corrigido.');
              onClose();
            },
            onError: (err) => toast.error(errorMessage(err, 'Erro ao corrigir atendimento.')),
          },
        )
      }
    />
  );
}
