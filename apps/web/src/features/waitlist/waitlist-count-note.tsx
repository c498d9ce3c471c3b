import { Hourglass } from 'lucide-react';
import { useWaitlistCount } from './api';

/**
 * The psychologist's line (domain.md §26): how many wait for a slot, never who. Shown on 'Horários',
 * where new hours free slots for them. Nothing while it loads or fails: it is a note, not the page.
 */
export function WaitlistCountNote() {
  const count = useWaitlistCount();
  if (!count.isSuccess) return null;
  const n = count.data.count;
  return (
    <p className="mb-6 flex items-start gap-2 rounded-card border border-brand-200 bg-brand-50 px-4 py-3 text-[15px] text-brand-900">
      <Hourglass className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
      {n === 0
        ? 'Ninguém está na sua lista de espera.'
        : n === 1
          ? '1 pessoa está na sua lista de espera. Novos horários são oferecidos a ela primeiro.'
          : `${n} pessoas estão na sua lista de espera. Novos horários são oferecidos a elas primeiro, por ordem de chegada.`}
    </p>
  );
}
