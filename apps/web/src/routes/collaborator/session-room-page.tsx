import { SessionRoomPage } from '@/features/session-room/session-room-page';

/** /collaborator/app/appointment/:uuid/session */
export default function CollaboratorSessionRoomPage() {
  return <SessionRoomPage side="collaborator" />;
}
