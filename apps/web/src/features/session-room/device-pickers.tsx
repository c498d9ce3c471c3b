import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import type { Devices } from './local-media';

const options = (list: MediaDeviceInfo[], fallback: string) =>
  list.map((d, i) => ({ value: d.deviceId, label: d.label || `${fallback} ${i + 1}` }));

/**
 * Without a device (or before the browser allows one) a plain readable line instead of a disabled
 * chooser, whose greyed placeholder failed the contrast check (axe, 2.36:1).
 */
function NoDevice({ label, text }: { label: string; text: string }) {
  return (
    <div className="grid gap-1.5">
      <span className="text-sm font-medium text-sand-900">{label}</span>
      <p className="rounded-xl border border-sand-200 px-3 py-2.5 text-[15px] text-sand-600">
        {text}
      </p>
    </div>
  );
}

/** The microphone and camera choosers (before entering and during the call). */
export function DevicePickers({
  devices,
  microphoneId,
  cameraId,
  onMicrophone,
  onCamera,
}: {
  devices: Devices;
  microphoneId?: string;
  cameraId?: string;
  onMicrophone: (id: string) => void;
  onCamera: (id: string) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {devices.microphones.length === 0 ? (
        <NoDevice label="Microfone" text="Nenhum microfone disponível" />
      ) : (
        <FormField label="Microfone">
          <Select
            options={options(devices.microphones, 'Microfone')}
            value={microphoneId}
            onValueChange={onMicrophone}
            placeholder="Escolha o microfone"
          />
        </FormField>
      )}
      {devices.cameras.length === 0 ? (
        <NoDevice label="Câmera" text="Nenhuma câmera disponível" />
      ) : (
        <FormField label="Câmera">
          <Select
            options={options(devices.cameras, 'Câmera')}
            value={cameraId}
            onValueChange={onCamera}
            placeholder="Escolha a câmera"
          />
        </FormField>
      )}
    </div>
  );
}
