import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useRoomAppointment } from './api';
import { ContractReader } from './contract-reader';

/**
 * The room's lobby while the collaborator has not accepted the psychologist's contract
 * (domain.md §16, decision 1370): the contract to read and accept, then the room.
 */
export function RoomContractGate({
  appointmentUuid,
  onAccepted,
}: {
  appointmentUuid: string;
  onAccepted: () => void;
}) {
  const appointment = useRoomAppointment(appointmentUuid);
  if (appointment.isPending) return <Skeleton className="mx-auto h-96 w-full max-w-3xl" />;
  if (appointment.isError)
    return (
      <ErrorState onRetry={() => void appointment.refetch()} retrying={appointment.isRefetching} />
    );
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4">
      <ContractReader
        psychologistUuid={appointment.data.psychologistUuid}
        onAccepted={onAccepted}
        intro={
          <p className="rounded-2xl bg-brand-50 p-4 text-[15px] text-brand-900">
            Antes da primeira sessão, leia o contrato de atendimento e aceite se concordar. A sala
            abre logo depois.
          </p>
        }
      />
    </div>
  );
}
