import { NotebookPen } from 'lucide-react';
import { SessionRoomPage } from '@/features/session-room/session-room-page';

/**
 * The place of the session-note side panel. Helper clinical's `SessionNotePanel`
 * (features/clinical-record/components/session-note-panel.tsx) goes here once it is on main.
 */
function NotePanelPlace() {
  return (
    <aside
      aria-label="Anotações da sessão"
      className="border-t border-white/10 bg-sand-800 p-5 text-sand-100 lg:w-96 lg:border-t-0 lg:border-l"
    >
      <h2 className="flex items-center gap-2 text-base font-bold text-white">
        <NotebookPen className="size-5" aria-hidden />
        Anotações da sessão
      </h2>
      <p className="mt-2 text-sm">O prontuário da sessão aparece aqui em breve.</p>
    </aside>
  );
}

/** /psychologist/app/appointments/:uuid/session */
export default function PsychologistSessionRoomPage() {
  return <SessionRoomPage side="psychologist" notePanel={() => <NotePanelPlace />} />;
}
