import { useState } from 'react';
import { Mic, MicOff, PhoneOff, Settings2, Video, VideoOff } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { DevicePickers } from './device-pickers';
import type { Devices } from './local-media';

const round =
  'grid size-13 cursor-pointer place-items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white [&_svg]:size-6';

/** Mute, camera off, switch devices, leave: big round buttons, each with its name for screen readers. */
export function CallControls(p: {
  audio: boolean;
  video: boolean;
  onAudio: () => void;
  onVideo: () => void;
  onLeave: () => void;
  devices: Devices;
  microphoneId?: string;
  cameraId?: string;
  onMicrophone: (id: string) => void;
  onCamera: (id: string) => void;
}) {
  const [choosing, setChoosing] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const toggle = (on: boolean) =>
    on ? 'bg-white/15 text-white hover:bg-white/25' : 'bg-white text-sand-900 hover:bg-sand-100';
  return (
    <div
      className="flex items-center justify-center gap-3"
      role="toolbar"
      aria-label="Controles da chamada"
    >
      <button
        type="button"
        className={cn(round, toggle(p.audio))}
        aria-pressed={!p.audio}
        aria-label={p.audio ? 'Desligar microfone' : 'Ligar microfone'}
        onClick={p.onAudio}
      >
        {p.audio ? <Mic aria-hidden /> : <MicOff aria-hidden />}
      </button>
      <button
        type="button"
        className={cn(round, toggle(p.video))}
        aria-pressed={!p.video}
        aria-label={p.video ? 'Desligar câmera' : 'Ligar câmera'}
        onClick={p.onVideo}
      >
        {p.video ? <Video aria-hidden /> : <VideoOff aria-hidden />}
      </button>
      <button
        type="button"
        className={cn(round, toggle(true))}
        aria-label="Trocar microfone ou câmera"
        onClick={() => setChoosing(true)}
      >
        <Settings2 aria-hidden />
      </button>
      <button
        type="button"
        className={cn(round, 'w-20 bg-status-danger text-white hover:bg-red-700')}
        aria-label="Sair da sala"
        onClick={() => setLeaving(true)}
      >
        <PhoneOff aria-hidden />
      </button>
      <Dialog open={choosing} onOpenChange={setChoosing}>
        <DialogContent
          title="Microfone e câmera"
          description="A troca vale na hora, sem sair da chamada."
        >
          <DevicePickers
            devices={p.devices}
            microphoneId={p.microphoneId}
            cameraId={p.cameraId}
            onMicrophone={p.onMicrophone}
            onCamera={p.onCamera}
          />
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title="Sair da sala?"
        description="A chamada termina para você. Enquanto a sala estiver aberta, você pode voltar por esta mesma página."
        confirmLabel="Sair da sala"
        cancelLabel="Continuar na chamada"
        onConfirm={() => {
          setLeaving(false);
          p.onLeave();
        }}
      />
    </div>
  );
}
