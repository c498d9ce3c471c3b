import { collaboratorAppointmentStatusLabel, type TTone } from '@acolher/contracts/labels';
import type { TAppointment } from '@acolher/contracts/answers/appointments';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { inProgress } from '../session-window';

const TONE: Record<TTone, BadgeTone> = {
  yellow: 'pending',
  green: 'success',
  red: 'danger',
  gray: 'unknown',
};
const DOT: Record<TTone, string> = {
  yellow: 'bg-status-pending',
  green: 'bg-status-success',
  red: 'bg-status-danger',
  gray: 'bg-status-unknown',
};

/**
 * The one word the collaborator reads for a session's state, wherever it shows (history, next
 * session, success page; decision 1425): 'Pendente' until it happens, 'Em andamento' from its start
 * until settled (domain.md §17), then its outcome.
 */
export function CollaboratorStatusBadge({
  appointment: a,
  now,
}: {
  appointment: Pick<TAppointment, 'status' | 'startsAt'>;
  now: Date;
}) {
  const status = inProgress(a, now)
    ? { label: 'Em andamento', tone: 'yellow' as const }
    : collaboratorAppointmentStatusLabel(a.status);
  return (
    <Badge tone={TONE[status.tone]}>
      <span aria-hidden className={`size-2 rounded-full ${DOT[status.tone]}`} />
      {status.label}
    </Badge>
  );
}
