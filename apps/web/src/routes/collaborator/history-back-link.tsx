import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';

/** The appointments' history, where the cancel and reschedule screens go back to. */
export const HISTORY = '/collaborator/app/appointments-history';

/** 'Voltar' to the history, at the top of the cancel and reschedule screens. */
export function HistoryBackLink() {
  return (
    <Link to={HISTORY} className={buttonClass('ghost', 'sm', 'w-fit -ml-3')}>
      <ArrowLeft className="size-4" aria-hidden />
      Voltar
    </Link>
  );
}
