import { toast } from '@/lib/toast';
import { formatDate, formatTime } from '@acolher/contracts/format';
import type { TAppointment } from '@acolher/contracts/answers/appointments';
import { errorMessage } from '@/lib/api';
import { useCreateDispute } from '../api/outcomes';
import { ReasonDialog } from './reason-dialog';

/** 'Contestar' (domain.md §17): the collaborator tells the administrator what happened. */
export function DisputeDialog({
  appointment: a,
  onClose,
}: {
  appointment: TAppointment | null;
  onClose: () => void;
}) {
  const dispute = useCreateDispute();
  return (
    <ReasonDialog
      open={a !== null}
      onClose={onClose}
      title="Contestar sessão"
      description={
        a ? (
          <>
            Sessão de {formatDate(a.date)} às {formatTime(a.openingHour?.startTime)}. Conte o que
            aconteceu: o administrador analisa a contestação e pode devolver o seu crédito.
          </>
        ) : null
      }
      reasonLabel="O que aconteceu?"
      submitLabel="Enviar contestação"
      loadingLabel="Enviando..."
      loading={dispute.isPending}
      onSubmit={(reason) =>
        a &&
        dispute.mutate(
          { uuid: a.uuid, reason },
          {
            onSuccess: () => {
              toast.success('Contestação enviada. O administrador vai analisar.');
              onClose();
            },
            onError: (err) => toast.error(errorMessage(err, 'Erro ao enviar contestação.')),
          },
        )
      }
    />
  );
}
