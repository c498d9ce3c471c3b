import { CalendarX2 } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonList } from '@/components/ui/skeleton';
import type { TAppointment } from '@acolher/contracts/answers/appointments';
import { AppointmentRow } from './appointment-row';
import { psychologistCanCancel } from '../session-window';

type ListProps = {
  appointments: TAppointment[] | undefined;
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'refetch' | 'isRefetching'>;
  empty: string;
  onCancel?: (appointment: TAppointment) => void;
  /** Today's list: 'Cancelar' only for pending appointments. */
  onlyPendingCancellable?: boolean;
  /** 'Cancelar' only where the server accepts it: pending and not ended (docs/domain.md §6). */
  hideUncancellable?: boolean;
  onReschedule?: (appointment: TAppointment) => void;
  onCorrect?: (appointment: TAppointment) => void;
};

export function AppointmentList({
  appointments,
  query,
  empty,
  onCancel,
  onlyPendingCancellable,
  hideUncancellable,
  onReschedule,
  onCorrect,
}: ListProps) {
  if (query.isPending) return <SkeletonList rows={3} />;
  if (query.isError)
    return <ErrorState onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  if (!appointments || appointments.length === 0)
    return <EmptyState icon={CalendarX2} title={empty} />;
  return (
    <ul className="grid gap-3">
      {appointments.map((a) => (
        <AppointmentRow
          key={a.uuid}
          appointment={a}
          onCancel={
            hideUncancellable && !psychologistCanCancel(a, new Date()) ? undefined : onCancel
          }
          cancelDisabled={onlyPendingCancellable && a.status !== 'pending'}
          onReschedule={onReschedule}
          onCorrect={onCorrect}
        />
      ))}
    </ul>
  );
}
