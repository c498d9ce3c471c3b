import { CameraOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { MediaProblem } from './local-media';

const TEXT: Record<Exclude<MediaProblem, null>, { title: string; how: string }> = {
  denied: {
    title: 'O navegador não deixou o Acolher usar sua câmera e seu microfone.',
    how: 'Para permitir: toque no cadeado (ou no ícone de câmera) ao lado do endereço da página, escolha “Permitir” para câmera e microfone e toque em “Tentar de novo”. No celular, veja também se o navegador tem permissão nos ajustes do aparelho.',
  },
  missing: {
    title: 'Não encontramos uma câmera neste aparelho.',
    how: 'Você pode entrar só com o microfone, ou conectar uma câmera e tocar em “Tentar de novo”.',
  },
  busy: {
    title: 'Sua câmera está sendo usada por outro aplicativo.',
    how: 'Feche o outro aplicativo ou aba que usa a câmera (uma chamada, por exemplo) e toque em “Tentar de novo”.',
  },
  unsupported: {
    title: 'Este navegador não consegue fazer chamadas de vídeo.',
    how: 'Abra esta página no Chrome, Edge, Firefox ou Safari atualizados.',
  },
};

/** What went wrong with the camera or microphone, and how to allow it, in plain words. */
export function MediaProblemNotice({
  problem,
  onRetry,
}: {
  problem: MediaProblem;
  onRetry: () => void;
}) {
  if (!problem) return null;
  const text = TEXT[problem];
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <CameraOff className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="grid gap-2">
        <p className="font-semibold">{text.title}</p>
        <p className="text-[15px] leading-relaxed">{text.how}</p>
        {problem !== 'unsupported' && (
          <div>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Tentar de novo
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
