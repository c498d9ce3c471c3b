import { Link, useParams } from 'react-router';
import { ArrowLeft, FileText } from 'lucide-react';
import { formatName } from '@acolher/contracts/format';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useSessionNote, sessionNoteQuery } from '@/features/clinical-record/api';
import { SessionNoteEditor } from '@/features/clinical-record/session-note-editor';
import { localWhen } from '@/features/clinical-record/when';
import { pageData } from '@/app/page-data';

export const loader = pageData('psychologist', ({ uuid = '' }) => [sessionNoteQuery(uuid)]);

/** /psychologist/app/appointments/:uuid/note: 'Anotações da sessão' of one appointment. */
export default function SessionNotePage() {
  const { uuid = '' } = useParams();
  const note = useSessionNote(uuid);
  const view = note.data;
  return (
    <>
      <PageHeader
        title="Anotações da sessão"
        description={
          view
            ? `${formatName(view.collaborator.name)} · sessão de ${localWhen(view.editableFrom)}. Só você lê esta anotação.`
            : 'Só você lê esta anotação.'
        }
        back={
          <Link
            to="/psychologist/app/appointments"
            className={buttonClass('ghost', 'sm', 'justify-self-start')}
          >
            <ArrowLeft aria-hidden /> Atendimentos
          </Link>
        }
        actions={
          view && (
            <Link
              to={`/psychologist/app/records/${view.collaborator.uuid}`}
              className={buttonClass('secondary')}
            >
              <FileText aria-hidden /> Prontuário
            </Link>
          )
        }
      />
      <div className="max-w-3xl rounded-card border border-sand-200 bg-white p-4 shadow-soft sm:p-6">
        <SessionNoteEditor appointmentUuid={uuid} />
      </div>
    </>
  );
}
