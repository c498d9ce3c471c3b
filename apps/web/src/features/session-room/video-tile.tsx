import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

/** A <video> showing a stream; `muted` for one's own (no echo), mirrored like a mirror. */
export function VideoTile({
  stream,
  muted = false,
  mirrored = false,
  label,
  fitOnPhone = false,
  className,
}: {
  stream: MediaStream | null;
  muted?: boolean;
  mirrored?: boolean;
  label: string;
  /** Whole picture on a phone (a landscape camera in a portrait frame), filled from `sm` up. */
  fitOnPhone?: boolean;
  className?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || video.srcObject === stream) return;
    video.srcObject = stream;
    if (stream) void video.play().catch(() => undefined);
  }, [stream]);
  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      className={cn(
        'size-full bg-sand-900',
        fitOnPhone ? 'object-contain sm:object-cover' : 'object-cover',
        mirrored && '-scale-x-100',
        className,
      )}
    />
  );
}
