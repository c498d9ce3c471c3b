import { useState } from 'react';
import { useSession } from '@/app/use-session';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { DAY_NAMES } from '@acolher/contracts/constants';
import { useGroupedOpeningHours, groupedOpeningHoursQuery } from '@/features/opening-hours/api';
import { AddHourDialog } from '@/features/opening-hours/add-hour-dialog';
import { DayCard } from '@/features/opening-hours/day-card';
import { WaitlistCountNote } from '@/features/waitlist/waitlist-count-note';
import { AbsencesSection } from '@/features/appointments/components/absences-section';
import { absencesQuery } from '@/features/appointments/api/outcomes';
import { waitlistCountQuery } from '@/features/waitlist/api';
import { pageData } from '@/app/page-data';

export const loader = pageData('psychologist', (_params, { uuid }) => [
  groupedOpeningHoursQuery(uuid),
  absencesQuery(uuid),
  waitlistCountQuery(),
]);

/**
 * docs/domain.md §21: hours are added per day; "No edit or delete of hours is shown in the product" (the API's
 * DELETE /opening-hours/{uuid} stays, beyond the spec, for other clients).
 */
export default function OpeningHoursPage() {
  const { user } = useSession('psychologist');
  const hours = useGroupedOpeningHours(user.uuid);
  const [addingDay, setAddingDay] = useState<number | null>(null);

  return (
    <>
      <PageHeader
        title="Horários"
        description="Seus horários semanais de atendimento (horário de Brasília). Cada sessão dura 50 minutos."
        actions={hours.isFetching && !hours.isPending ? <Spinner size="sm" label="Atualizando horários..." /> : undefined}
      />
      <WaitlistCountNote />
      {hours.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner label="Carregando horários..." />
        </div>
      ) : hours.isError ? (
        <ErrorState onRetry={() => void hours.refetch()} retrying={hours.isRefetching} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {DAY_NAMES.map((_, day) => (
            <DayCard key={day} dayOfWeek={day} hours={hours.data[day] ?? []} onAdd={setAddingDay} />
          ))}
        </div>
      )}
      <div className="mt-8">
        <AbsencesSection psychologistUuid={user.uuid} />
      </div>
      <AddHourDialog dayOfWeek={addingDay} psychologistUuid={user.uuid} onClose={() => setAddingDay(null)} />
    </>
  );
}
