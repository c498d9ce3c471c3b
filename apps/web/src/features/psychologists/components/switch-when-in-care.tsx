import { useSession } from '@/app/use-session';
import { pagedQuery, usePagedList } from '@/lib/paged-query';
import type { TAppointment } from '@acolher/contracts/answers/appointments';
import { queryKeys } from '@/lib/query-keys';
import { SwitchPsychologistButton } from './switch-psychologist';

/**
 * 'Trocar de psicólogo' on the page of a psychologist the person has had sessions with (decision
 * 1383); nothing otherwise. Loaded lazily by the psychologist's page.
 */
export default function SwitchWhenInCare({
  psychologist,
}: {
  psychologist: { uuid: string; name: string };
}) {
  const { user } = useSession('collaborator');
  const mine = usePagedList(
    pagedQuery<TAppointment[]>(
      queryKeys.appointments.mine(user.uuid),
      `/appointments/collaborators/${user.uuid}`,
    ),
  );
  if (!mine.data?.some((a) => a.psychologistUuid === psychologist.uuid)) return null;
  return <SwitchPsychologistButton psychologist={psychologist} className="w-full sm:w-auto" />;
}
