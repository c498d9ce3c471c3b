import { Video } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DevicePickers } from './device-pickers';
import { LevelMeter } from './level-meter';
import type { useLocalMedia } from './local-media';
import { MediaProblemNotice } from './media-problem';
import { VideoTile } from './video-tile';

type Media = ReturnType<typeof useLocalMedia>;

/** Before entering: one's own camera, the choosers, the sound level, and 'Entrar na sala'. */
export function PreJoin({
  media,
  heading,
  when,
  onJoin,
}: {
  media: Media;
  heading: string;
  when: string;
  onJoin: () => void;
}) {
  const hasVideo = Boolean(media.stream?.getVideoTracks().length);
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 lg:grid-cols-[1.3fr_1fr] lg:items-start">
      <div className="relative aspect-video overflow-hidden rounded-card bg-sand-900 shadow-soft">
        {hasVideo ? (
          <VideoTile stream={media.stream} muted mirrored label="Sua câmera" />
        ) : (
          <p className="grid size-full place-items-center p-6 text-center text-[15px] text-sand-100">
            {media.asking ? 'Abrindo sua câmera...' : 'Sua câmera está desligada'}
          </p>
        )}
      </div>
      <div className="grid gap-5">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold text-sand-900">{heading}</h1>
          <p className="text-[15px] text-sand-600">{when}</p>
        </div>
        <MediaProblemNotice problem={media.problem} onRetry={() => void media.retry()} />
        <DevicePickers
          devices={media.devices}
          microphoneId={media.microphoneId}
          cameraId={media.cameraId}
          onMicrophone={(id) => void media.chooseMicrophone(id)}
          onCamera={(id) => void media.chooseCamera(id)}
        />
        <LevelMeter stream={media.stream} />
        <Button
          size="lg"
          onClick={onJoin}
          disabled={media.asking}
          loading={media.asking}
          loadingText="Abrindo câmera..."
        >
          <Video aria-hidden />
          Entrar na sala
        </Button>
        {media.problem === 'denied' && (
          <p className="text-sm text-sand-600">
            Você pode entrar mesmo assim: verá e ouvirá a outra pessoa, mas ela não verá nem ouvirá
            você.
          </p>
        )}
      </div>
    </div>
  );
}
