import { useEffect, type ReactNode } from 'react';
import { Loader2, MicOff, Phone, Signal, VideoOff } from 'lucide-react';
import type { TSessionRoom } from '@acolher/contracts/answers/session-room';
import { formatName } from '@acolher/contracts/format';
import { useNow } from '@/lib/use-now';
import { CallControls } from './call-controls';
import type { useLocalMedia } from './local-media';
import { timeLeft } from './time-left';
import { useCall } from './use-call';
import { VideoTile } from './video-tile';
import { cn } from '@/lib/cn';

const WAITING = {
  collaborator: 'Sua psicóloga entrará em instantes',
  psychologist: 'Aguardando o colaborador',
} as const;

const QUALITY = { boa: 'Conexão boa', instável: 'Conexão instável', ruim: 'Conexão ruim' } as const;

/** Inside the room: the other person large, oneself small, the time left, the controls. */
export function InCall({
  room,
  token,
  media,
  side,
  onLeft,
}: {
  room: TSessionRoom;
  token: string;
  media: ReturnType<typeof useLocalMedia>;
  /** The psychologist's session-note panel (or its place). */
  side?: ReactNode;
  onLeft: (refused: string | null) => void;
}) {
  const call = useCall(room, token, media.stream);
  const now = useNow(15_000);
  const peer = formatName(room.peerName);
  const showRemote = call.remote && (call.state === 'in-call' || call.state === 'reconnecting');
  const refused = call.refused;
  useEffect(() => {
    if (refused) onLeft(refused);
  }, [refused, onLeft]);

  const choose = async (mic?: string, cam?: string) => {
    const next = mic
      ? await media.chooseMicrophone(mic)
      : cam
        ? await media.chooseCamera(cam)
        : null;
    if (next) await call.switchTo(next);
  };

  return (
    <div className="flex min-h-dvh flex-col bg-sand-900 text-white lg:flex-row">
      <section aria-label="Chamada" className="relative flex min-h-dvh flex-1 flex-col">
        <header className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
          <div className="grid">
            <h1 className="text-lg font-bold text-white">Sessão com {peer}</h1>
            <p className="text-sm text-sand-200 tabular-nums" aria-live="polite">
              {timeLeft(room.startsAt, room.endsAt, now)}
            </p>
          </div>
          <div className="flex items-center gap-2">
            {call.quality && (
              <span className="flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-sm">
                <Signal className="size-4" aria-hidden />
                {QUALITY[call.quality]}
              </span>
            )}
            {room.role === 'collaborator' && (
              <a
                href="tel:188"
                className="flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm font-bold text-sand-900 hover:bg-sand-100"
              >
                <Phone className="size-4" aria-hidden />
                CVV 188
              </a>
            )}
          </div>
        </header>
        <div className="relative mx-2 mb-2 flex-1 overflow-hidden rounded-3xl bg-black/40">
          <VideoTile
            stream={showRemote ? call.remote : null}
            label={`Vídeo de ${peer}`}
            fitOnPhone
            className={cn(
              // The frame's height comes from flex, not from the video: pinned to its four sides so
              // a landscape camera is centred on a portrait phone instead of sitting at the top.
              'absolute inset-0',
              !(showRemote && call.peerMedia.video) && 'invisible',
            )}
          />
          {!showRemote && (
            <div className="absolute inset-0 grid place-items-center p-6 text-center" role="status">
              <div className="grid justify-items-center gap-3">
                <Loader2 className="size-8 animate-spin text-brand-200" aria-hidden />
                <p className="text-lg font-semibold">
                  {call.state === 'waiting'
                    ? WAITING[room.role]
                    : call.state === 'reconnecting'
                      ? 'Reconectando...'
                      : 'Conectando...'}
                </p>
                {call.state === 'waiting' && (
                  <p className="text-sm text-sand-200">
                    Deixe esta página aberta: a chamada começa sozinha.
                  </p>
                )}
              </div>
            </div>
          )}
          {showRemote && !call.peerMedia.video && (
            <p className="absolute inset-0 grid place-items-center text-lg font-semibold">
              <span className="flex items-center gap-2">
                <VideoOff className="size-5" aria-hidden />
                {peer} desligou a câmera
              </span>
            </p>
          )}
          {showRemote && call.state === 'reconnecting' && (
            <p
              role="status"
              className="absolute inset-x-0 top-3 mx-auto w-fit rounded-full bg-black/60 px-4 py-1.5 text-sm"
            >
              Reconectando...
            </p>
          )}
          {showRemote && !call.peerMedia.audio && (
            <p
              className="absolute bottom-3 left-3 flex items-center gap-1.5 rounded-full bg-black/60 px-3 py-1.5 text-sm"
              role="status"
            >
              <MicOff className="size-4" aria-hidden />
              Microfone desligado
            </p>
          )}
          <div className="absolute right-3 bottom-3 aspect-video w-28 overflow-hidden rounded-2xl border-2 border-white/30 shadow-lg sm:w-48">
            <VideoTile
              stream={call.stream}
              muted
              mirrored
              label="Sua câmera"
              className={call.video ? '' : 'invisible'}
            />
          </div>
        </div>
        <div className="px-4 pt-2 pb-[max(1rem,env(safe-area-inset-bottom))]">
          <CallControls
            audio={call.audio}
            video={call.video}
            onAudio={call.toggleAudio}
            onVideo={call.toggleVideo}
            onLeave={() => {
              call.leave();
              onLeft(null);
            }}
            devices={media.devices}
            microphoneId={media.microphoneId}
            cameraId={media.cameraId}
            onMicrophone={(id) => void choose(id)}
            onCamera={(id) => void choose(undefined, id)}
          />
        </div>
      </section>
      {side}
    </div>
  );
}
