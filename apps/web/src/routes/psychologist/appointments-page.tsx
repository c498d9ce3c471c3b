import { useSession } from '@/app/use-session';
import { PageHeader } from '@/components/ui/page-header';
import { usePsychologistAppointments } from '@/features/psychologist-appointments/api';
import { AppointmentList } from '@/features/psychologist-appointments/appointment-list';

/** Read-only list of every appointment, by start. */
export default function AppointmentsPage() {
  const { user } = useSession('psychologist');
  const appointments = usePsychologistAppointments(user.uuid);
  return (
    <>
      <PageHeader title="Atendimentos" description="Todos os seus atendimentos, dos mais recentes aos mais antigos. Horários de Brasília." />
      <AppointmentList appointments={appointments.data ? [...appointments.data].reverse() : undefined} query={appointments} empty="Não há atendimentos." />
    </>
  );
}
