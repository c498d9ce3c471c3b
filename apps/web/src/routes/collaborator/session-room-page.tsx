import { useParams } from 'react-router';
import { CARE_CONTRACT_MESSAGES } from '@acolher/contracts/care-contract';
import { RoomContractGate } from '@/features/care-contract/room-contract-gate';
import { SessionRoomPage } from '@/features/session-room/session-room-page';

/** /collaborator/app/appointment/:uuid/session; the care contract first, until accepted (domain.md §16). */
export default function CollaboratorSessionRoomPage() {
  const { uuid = '' } = useParams();
  return (
    <SessionRoomPage
      side="collaborator"
      gate={(refusal, retry) =>
        refusal === CARE_CONTRACT_MESSAGES.roomNeedsContract ? (
          <RoomContractGate appointmentUuid={uuid} onAccepted={retry} />
        ) : null
      }
    />
  );
}
