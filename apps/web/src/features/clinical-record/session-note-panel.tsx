import { NotebookPen } from 'lucide-react';
import { SessionNoteEditor } from './session-note-editor';

/** The session room's side panel (domain.md §16, §18): the psychologist writes during the call. */
export function SessionNotePanel({ appointmentUuid }: { appointmentUuid: string }) {
  return (
    <aside
      aria-labelledby="anotacoes-sala"
      className="border-t border-white/10 bg-sand-800 p-4 lg:w-96 lg:overflow-y-auto lg:border-t-0 lg:border-l"
    >
      <h2
        id="anotacoes-sala"
        className="mb-3 flex items-center gap-2 text-base font-bold text-white"
      >
        <NotebookPen className="size-5" aria-hidden />
        Anotações da sessão
      </h2>
      <div className="rounded-2xl bg-white p-4 text-sand-900">
        <SessionNoteEditor appointmentUuid={appointmentUuid} />
      </div>
    </aside>
  );
}
