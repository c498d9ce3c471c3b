import { useEffect, useState } from 'react';

/** How loud the microphone is, 0–100: the person sees that it hears them before entering. */
export function LevelMeter({ stream }: { stream: MediaStream | null }) {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    const track = stream?.getAudioTracks()[0];
    if (!stream || !track || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(new MediaStream([track])).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const id = window.setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      let peak = 0;
      for (const s of samples) peak = Math.max(peak, Math.abs(s - 128));
      setLevel(Math.min(100, Math.round((peak / 128) * 140)));
    }, 120);
    return () => {
      window.clearInterval(id);
      void context.close();
    };
  }, [stream]);
  return (
    <div className="grid gap-1.5">
      <span id="nivel-microfone" className="text-sm font-semibold text-sand-700">
        Nível do microfone
      </span>
      <div
        role="meter"
        aria-labelledby="nivel-microfone"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={level}
        className="h-2.5 overflow-hidden rounded-full bg-sand-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-100"
          style={{ width: `${level}%` }}
        />
      </div>
    </div>
  );
}
