import { useCallback, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { ExternalLink, Video } from 'lucide-react';
import type { TRoomSide } from '@acolher/contracts/session-room';
import { formatDate, formatName } from '@acolher/contracts/format';
import { buttonClass } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';
import { getSession } from '@/lib/session';
import { useRoomKeepAlive, useSessionRoom } from './api';
import { InCall } from './in-call';
import { useLocalMedia } from './local-media';
import { PreJoin } from './pre-join';
import { RoomFrame } from './room-frame';
import { SessionRating } from './session-rating';
import { localTime } from './time-left';

const HOME = {
  collaborator: {
    back: '/collaborator/app/appointments-history',
    home: '/collaborator/app/dashboard',
  },
  psychologist: { back: '/psychologist/app/appointments', home: '/psychologist/app/dashboard' },
} as const;

/**
 * The session room of one appointment (domain.md §16), for either side: before entering,
 * the call, and after it. `notePanel` is the psychologist's session-note side panel.
 */
export function SessionRoomPage({
  side,
  notePanel,
  gate,
}: {
  side: TRoomSide;
  notePanel?: (uuid: string) => ReactNode;
  /** What stands before the room for a refusal the person can resolve here (the care contract). */
  gate?: (refusal: string, retry: () => void) => ReactNode;
}) {
  const { uuid = '' } = useParams();
  const room = useSessionRoom(uuid);
  useRoomKeepAlive(uuid);
  const [phase, setPhase] = useState<'live' | 'after'>('live');
  const [ended, setEnded] = useState<string | null>(null);
  const links = HOME[side];
  const onLeft = useCallback((refused: string | null) => {
    setEnded(refused);
    setPhase('after');
  }, []);

  if (room.isPending)
    return (
      <RoomFrame back={links.back}>
        <div className="grid place-items-center py-24">
          <Spinner label="Abrindo a sala..." />
        </div>
      </RoomFrame>
    );
  if (room.isError) {
    const known = room.error instanceof ApiError && [403, 404, 409].includes(room.error.status);
    const gated = known && gate?.(room.error.message, () => void room.refetch());
    if (gated) return <RoomFrame back={links.back}>{gated}</RoomFrame>;
    return (
      <RoomFrame back={links.back}>
        <ErrorState
          title={known ? room.error.message : 'Não foi possível abrir a sala.'}
          description={
            known
              ? 'Volte quando a sala estiver aberta: ela abre 15 minutos antes da sessão.'
              : 'Verifique sua conexão e tente de novo.'
          }
          onRetry={() => void room.refetch()}
          retrying={room.isFetching}
        />
      </RoomFrame>
    );
  }
  const data = room.data;
  const peer = formatName(data.peerName);
  const when = `${formatDate(data.startsAt.slice(0, 10))} às ${localTime(data.startsAt)} (horário de Brasília) · 50 min`;

  if (data.provider === 'jitsi' && data.jitsiUrl)
    return (
      <RoomFrame back={links.back}>
        <div className="mx-auto grid max-w-lg gap-4 text-center">
          <Video className="mx-auto size-10 text-brand-700" aria-hidden />
          <h1 className="text-2xl font-bold text-sand-900">Sessão com {peer}</h1>
          <p className="text-sand-600">{when}</p>
          <a
            href={data.jitsiUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('primary', 'lg')}
          >
            Entrar na sala
            <ExternalLink aria-hidden />
          </a>
          <p className="text-sm text-sand-600">A sala abre em uma nova aba, só para vocês dois.</p>
        </div>
      </RoomFrame>
    );

  if (phase === 'after')
    return (
      <RoomFrame back={links.back}>
        <div className="mx-auto grid max-w-lg gap-6">
          {ended && (
            <p role="alert" className="rounded-2xl bg-amber-50 p-4 font-semibold text-amber-950">
              {ended}
            </p>
          )}
          {side === 'collaborator' ? (
            <SessionRating appointmentUuid={data.appointmentUuid} home={links.home} />
          ) : (
            <div className="grid gap-4">
              <h1 className="text-2xl font-bold text-sand-900">Você saiu da sala</h1>
              <p className="text-sand-600">
                Enquanto a sala estiver aberta, você pode voltar para a chamada.
              </p>
            </div>
          )}
          {!ended && (
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => setPhase('live')}
            >
              Voltar para a sala
            </button>
          )}
        </div>
      </RoomFrame>
    );
  return (
    <LiveRoom
      data={data}
      side={side}
      peer={peer}
      when={when}
      back={links.back}
      notePanel={notePanel?.(data.appointmentUuid)}
      onLeft={onLeft}
    />
  );
}

type Room = NonNullable<ReturnType<typeof useSessionRoom>['data']>;

/** Before entering and in the call: one camera and microphone, kept from the preview into the call. */
function LiveRoom(p: {
  data: Room;
  side: TRoomSide;
  peer: string;
  when: string;
  back: string;
  notePanel?: ReactNode;
  onLeft: (refused: string | null) => void;
}) {
  const media = useLocalMedia();
  const [joined, setJoined] = useState(false);
  if (joined) {
    const token = getSession(p.side)?.token ?? '';
    return (
      <InCall room={p.data} token={token} media={media} side={p.notePanel} onLeft={p.onLeft} />
    );
  }
  return (
    <RoomFrame back={p.back}>
      <PreJoin
        media={media}
        heading={`Sessão com ${p.peer}`}
        when={p.when}
        onJoin={() => setJoined(true)}
      />
      {p.data.role === 'collaborator' && (
        <p className="mx-auto mt-8 max-w-5xl text-sm text-sand-600">
          Em sofrimento agora? Ligue{' '}
          <a
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            href="tel:188"
          >
            CVV 188
          </a>{' '}
          (24 h, gratuito).
        </p>
      )}
    </RoomFrame>
  );
}
