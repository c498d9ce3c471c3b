import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import type { Devices } from './local-media';

const options = (list: MediaDeviceInfo[], fallback: string) =>
  list.map((d, i) => ({ value: d.deviceId, label: d.label || `${fallback} ${i + 1}` }));

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
      <FormField label="Microfone">
        <Select
          options={options(devices.microphones, 'Microfone')}
          value={microphoneId}
          onValueChange={onMicrophone}
          placeholder="Nenhum microfone"
          disabled={devices.microphones.length === 0}
        />
      </FormField>
      <FormField label="Câmera">
        <Select
          options={options(devices.cameras, 'Câmera')}
          value={cameraId}
          onValueChange={onCamera}
          placeholder="Nenhuma câmera"
          disabled={devices.cameras.length === 0}
        />
      </FormField>
    </div>
  );
}
