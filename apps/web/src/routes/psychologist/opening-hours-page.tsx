import { useState } from 'react';
import { toast } from '@/lib/toast';
import { DAY_NAMES } from '@acolher/contracts/constants';
import { formatTimeRange } from '@acolher/contracts/format';
import { useSession } from '@/app/use-session';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useDeleteOpeningHour, useGroupedOpeningHours, type TOpeningHour } from '@/features/opening-hours/api';
import { AddHourDialog } from '@/features/opening-hours/add-hour-dialog';
import { DayCard } from '@/features/opening-hours/day-card';

export default function OpeningHoursPage() {
  const { user } = useSession('psychologist');
  const hours = useGroupedOpeningHours(user.uuid);
  const remove = useDeleteOpeningHour();
  const [addingDay, setAddingDay] = useState<number | null>(null);
  const [removing, setRemoving] = useState<TOpeningHour | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.uuid, {
      onSuccess: () => {
        toast.success('Horário removido com sucesso.');
        setRemoving(null);
      },
      onError: (error) => toast.error(errorMessage(error, 'Erro ao remover horário.')),
    });
  };

  return (
    <>
      <PageHeader
        title="Horários"
        description="Seus horários semanais de atendimento (horário de Brasília). Cada sessão dura 50 minutos."
        actions={hours.isFetching && !hours.isPending ? <Spinner size="sm" label="Atualizando horários..." /> : undefined}
      />
      {hours.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner label="Carregando horários..." />
        </div>
      ) : hours.isError ? (
        <ErrorState onRetry={() => void hours.refetch()} retrying={hours.isRefetching} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {DAY_NAMES.map((_, day) => (
            <DayCard key={day} dayOfWeek={day} hours={hours.data[day] ?? []} onAdd={setAddingDay} onRemove={setRemoving} />
          ))}
        </div>
      )}
      <AddHourDialog dayOfWeek={addingDay} psychologistUuid={user.uuid} onClose={() => setAddingDay(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remover horário?"
        description={
          removing ? (
            <>
              O horário <b>{formatTimeRange(removing.startTime, removing.endTime)}</b> de {DAY_NAMES[removing.dayOfWeek]} deixará de aparecer para agendamento. Os
              atendimentos já realizados continuam no histórico.
            </>
          ) : null
        }
        confirmLabel="Remover"
        loadingLabel="Removendo..."
        onConfirm={confirmRemove}
        loading={remove.isPending}
      />
    </>
  );
}
