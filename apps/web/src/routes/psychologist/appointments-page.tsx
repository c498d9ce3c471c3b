import { useState } from 'react';
import { useSession } from '@/app/use-session';
import { PageHeader } from '@/components/ui/page-header';
import type { TAppointment } from '@acolher/contracts/answers/appointments';
import {
  usePsychologistAppointments,
  psychologistAppointmentsQuery,
} from '@/features/appointments/api/psychologist';
import { AppointmentList } from '@/features/appointments/components/appointment-list';
import { CancelAppointmentDialog } from '@/features/appointments/components/cancel-dialog';
import { AttendanceDialog } from '@/features/appointments/components/attendance-dialog';
import { RescheduleAppointmentDialog } from '@/features/appointments/components/reschedule-dialog';
import { LoadMore } from '@/components/load-more';
import { pageData } from '@/app/page-data';

export const loader = pageData('psychologist', (_params, { uuid }) => [
  psychologistAppointmentsQuery(uuid),
]);

/**
 * Every appointment, by start; 'Remarcar' on the pending ones still ahead (§17), 'Cancelar' on the
 * pending ones not ended (docs/domain.md §6, decision 1418).
 */
export default function AppointmentsPage() {
  const { user } = useSession('psychologist');
  const appointments = usePsychologistAppointments(user.uuid);
  const [moving, setMoving] = useState<TAppointment | null>(null);
  const [cancelling, setCancelling] = useState<TAppointment | null>(null);
  const [correcting, setCorrecting] = useState<TAppointment | null>(null);
  return (
    <>
      <PageHeader
        title="Atendimentos"
        description="Todos os seus atendimentos, dos mais recentes aos mais antigos. Horários de Brasília."
      />
      <AppointmentList
        appointments={appointments.data}
        query={appointments}
        empty="Não há atendimentos."
        onCancel={setCancelling}
        hideUncancellable
        onReschedule={setMoving}
        onCorrect={setCorrecting}
      />
      {appointments.data && !appointments.isError && <LoadMore query={appointments} />}
      <CancelAppointmentDialog appointment={cancelling} onClose={() => setCancelling(null)} />
      <RescheduleAppointmentDialog appointment={moving} onClose={() => setMoving(null)} />
      <AttendanceDialog appointment={correcting} onClose={() => setCorrecting(null)} />
    </>
  );
}
