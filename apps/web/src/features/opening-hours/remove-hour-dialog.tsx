import { toast } from '@/lib/toast';
import { TOASTS } from '@acolher/contracts/errors';
import { DAY_NAMES } from '@acolher/contracts/constants';
import { formatTimeRange } from '@acolher/contracts/format';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { errorMessage } from '@/lib/api';
import type { TOpeningHour } from '@acolher/contracts/answers/opening-hours';
import { useRemoveOpeningHour } from './api';

/**
 * Asks before removing an hour (decision 1419). The server refuses while the hour has pending
 * sessions ahead (409 'Este horário possui agendamentos futuros pendentes'): its message is shown.
 */
export function RemoveHourDialog({
  hour,
  onClose,
}: {
  hour: TOpeningHour | null;
  onClose: () => void;
}) {
  const remove = useRemoveOpeningHour();
  const confirm = () => {
    if (!hour) return;
    remove.mutate(hour.uuid, {
      onSuccess: () => {
        toast.success(TOASTS.psychologist.openingHourRemoved);
        onClose();
      },
      onError: (error) => {
        toast.error(errorMessage(error, TOASTS.psychologist.openingHourRemoveError));
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={hour !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Remover horário?"
      description={
        hour ? (
          <>
            O horário <b>{formatTimeRange(hour.startTime, hour.endTime)}</b> de{' '}
            {DAY_NAMES[hour.dayOfWeek]} deixa de receber agendamentos. Sessões pendentes neste
            horário precisam ser canceladas ou remarcadas antes.
          </>
        ) : null
      }
      confirmLabel="Remover horário"
      loadingLabel="Removendo..."
      cancelLabel="Voltar"
      onConfirm={confirm}
      loading={remove.isPending}
    />
  );
}
