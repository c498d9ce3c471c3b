import { SessionRoomPage } from '@/features/session-room/session-room-page';
import { SessionNotePanel } from '@/features/clinical-record/session-note-panel';

/** /psychologist/app/appointments/:uuid/session, with 'Anotações da sessão' beside the call. */
export default function PsychologistSessionRoomPage() {
  return (
    <SessionRoomPage
      side="psychologist"
      notePanel={(uuid) => <SessionNotePanel appointmentUuid={uuid} />}
    />
  );
}
