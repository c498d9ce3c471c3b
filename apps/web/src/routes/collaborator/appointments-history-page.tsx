import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarHeart } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/app/use-session';
import { useMyAppointments, myAppointmentsQuery } from '@/features/appointments/api/collaborator';
import { HistoryCard } from '@/features/appointments/components/history-card';
import { useNow } from '@/lib/use-now';
import { historyOrder } from '@/features/appointments/history-order';
import type { TAppointment } from '@acolher/contracts/answers/appointments';
import { DisputeDialog } from '@/features/appointments/components/dispute-dialog';
import { useMyDisputes, myDisputesQuery } from '@/features/appointments/api/outcomes';
import { LoadMore } from '@/components/load-more';
import { SwitchPsychologistButton } from '@/features/psychologists/components/switch-psychologist';
import { formatName } from '@acolher/contracts/format';
import { pageData } from '@/app/page-data';

/** The psychologists of the history, the most recent first, each with 'Trocar de psicólogo' (decision 1383). */
function YourPsychologists({ appointments }: { appointments: TAppointment[] }) {
  const seen = new Map<string, string>();
  for (const a of appointments)
    if (a.psychologist && !seen.has(a.psychologistUuid)) seen.set(a.psychologistUuid, formatName(a.psychologist.name));
  if (seen.size === 0) return null;
  return (
    <section aria-labelledby="your-psychologists" className="mb-6 grid gap-3 rounded-card border border-sand-200/80 bg-white p-5 shadow-soft">
      <h2 id="your-psychologists" className="text-base font-bold text-sand-900">
        {seen.size === 1 ? 'Seu psicólogo' : 'Seus psicólogos'}
      </h2>
      <ul className="grid gap-3">
        {[...seen].slice(0, 3).map(([uuid, name]) => (
          <li key={uuid} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <span className="text-[15px] font-semibold text-sand-800">{name}</span>
            <SwitchPsychologistButton psychologist={{ uuid, name }} size="sm" className="self-start sm:self-auto" />
          </li>
        ))}
      </ul>
    </section>
  );
}

export const loader = pageData('collaborator', (_params, { uuid }) => [
  myAppointmentsQuery(uuid),
  myDisputesQuery(uuid),
]);

/** /collaborator/app/appointments-history ('Minhas sessões'): upcoming first, then past; 'Cancelar' on pending ones. */
export default function AppointmentsHistoryPage() {
  const { user } = useSession('collaborator');
  const list = useMyAppointments(user.uuid);
  const now = useNow();
  // Each card's dispute: unknown while loading (no 'Contestar' yet); if the call fails the server
  // still refuses a second dispute (decision 1412).
  const disputes = useMyDisputes(user.uuid);
  const disputeOf = (uuid: string) =>
    disputes.isPending ? undefined : (disputes.data?.find((d) => d.appointmentUuid === uuid) ?? null);
  const [contesting, setContesting] = useState<TAppointment | null>(null);
  const schedule = (
    <Link to="/collaborator/app/psychologists" className={buttonClass('primary')}>
      Agendar uma sessão
    </Link>
  );
  return (
    <>
      <PageHeader
        title="Minhas sessões"
        description="Suas próximas sessões primeiro, depois as anteriores, no horário de Brasília. A sala abre 15 minutos antes do início."
        actions={list.data && list.data.length > 0 ? schedule : undefined}
      />
      {list.isPending ? (
        <div
          role="status"
          aria-label="Carregando..."
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-44 rounded-card" />
          ))}
        </div>
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : !list.data?.length ? (
        <EmptyState
          icon={CalendarHeart}
          title="Você ainda não tem atendimentos."
          description="Quando você agendar uma sessão, ela aparece aqui."
          action={schedule}
        />
      ) : (
        <>
        <YourPsychologists appointments={list.data} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Atendimentos">
          {historyOrder(list.data, now).map((a) => (
            <HistoryCard
              key={a.uuid}
              appointment={a}
              now={now}
              dispute={disputeOf(a.uuid)}
              onDispute={setContesting}
            />
          ))}
        </ul>
        </>
      )}
      {list.data && !list.isError && <LoadMore query={list} className="mt-6" />}
      <DisputeDialog appointment={contesting} onClose={() => setContesting(null)} />
    </>
  );
}
