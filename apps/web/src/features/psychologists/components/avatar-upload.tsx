import { useRef } from 'react';
import { Camera } from 'lucide-react';
import { toast } from '@/lib/toast';
import { AVATAR_MAX_BYTES } from '@acolher/contracts/constants';
import { TOASTS } from '@acolher/contracts/errors';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { PsychologistAvatar } from '@/components/psychologist-avatar';
import { useUploadAvatar } from '../api/profile';
import type { TPsychologist } from '@acolher/contracts/answers/psychologists';

/** Client checks first (type, 5 MB); the server checks the bytes again and re-encodes. */
export function AvatarUpload({
  psychologist,
  onUploaded,
}: {
  psychologist: TPsychologist;
  onUploaded: (p: TPsychologist) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar(psychologist.uuid);
  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return void toast.error(TOASTS.avatar.imageOnly);
    if (file.size > AVATAR_MAX_BYTES) return void toast.error(TOASTS.avatar.tooLarge);
    upload.mutate(file, {
      onSuccess: (updated) => {
        toast.success('Foto atualizada com sucesso.');
        onUploaded(updated);
      },
      onError: (error) => toast.error(errorMessage(error, TOASTS.psychologist.profileError)),
    });
  };
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:gap-6">
      <PsychologistAvatar
        name={psychologist.name}
        avatarUrl={psychologist.avatarUrl}
        className="size-28 text-3xl"
      />
      <div className="grid justify-items-center gap-2 sm:justify-items-start">
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          data-testid="avatar-input"
          onChange={(e) => pick(e.target.files?.[0])}
        />
        <Button
          variant="secondary"
          onClick={() => input.current?.click()}
          loading={upload.isPending}
          loadingText="Enviando foto..."
        >
          <Camera aria-hidden /> {psychologist.avatarUrl ? 'Trocar foto' : 'Enviar foto'}
        </Button>
        <p className="text-sm text-sand-500">JPG, PNG ou WebP, até 5MB.</p>
      </div>
    </div>
  );
}
