import { useSession } from '@/app/use-session';
import { RoomCarePanel } from '@/features/care-contract/care-panel';
import { SessionRoomPage } from '@/features/session-room/session-room-page';
import { SessionNotePanel } from '@/features/clinical-record/session-note-panel';

/**
 * /psychologist/app/appointments/:uuid/session, with 'Anotações da sessão' beside the call, and
 * under it the contract's acceptance and the emergency contact (domain.md §18).
 */
export default function PsychologistSessionRoomPage() {
  const { user } = useSession('psychologist');
  return (
    <SessionRoomPage
      side="psychologist"
      notePanel={(uuid) => (
        <div className="flex flex-col border-white/10 bg-sand-800 lg:w-96 lg:overflow-y-auto lg:border-l">
          <SessionNotePanel appointmentUuid={uuid} />
          <div className="px-4 pb-4">
            <div className="rounded-2xl bg-white p-4 text-sand-900">
              <RoomCarePanel appointmentUuid={uuid} psychologistUuid={user.uuid} />
            </div>
          </div>
        </div>
      )}
    />
  );
}
