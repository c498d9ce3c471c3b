import { useEffect, useState } from 'react';
import { ExternalLink, TriangleAlert } from 'lucide-react';
import { isSitePath } from '@acolher/contracts/fields';
import { Spinner } from '@/components/ui/spinner';

/** How long a frame may take before the page says it could not load (decision 1206). */
export const FRAME_TIMEOUT_MS = 15_000;

/**
 * A third-party page (dashboard, action plan) in a sandboxed frame, with a way to open it in a new
 * tab. While it loads a spinner covers it; when it has not loaded after FRAME_TIMEOUT_MS (an
 * address that is down, or refuses to be framed without telling) a pt-BR message says so.
 */
export function EmbeddedFrame({
  src,
  title,
  what = 'a página',
}: {
  src: string;
  title: string;
  /** What the frame shows, for the messages ('o painel da empresa'). */
  what?: string;
}) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  useEffect(() => {
    setState('loading');
    const timer = window.setTimeout(
      () => setState((s) => (s === 'loading' ? 'failed' : s)),
      FRAME_TIMEOUT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [src]);

  return (
    <div className="grid gap-2">
      <div className="relative overflow-hidden rounded-card border border-sand-200/80 bg-white shadow-soft">
        <iframe
          src={src}
          title={title}
          // A page of this site (the demo's samples) gets an opaque origin: same origin plus scripts
          // would lift the sandbox. A third-party panel keeps its scripts, in its own origin.
          sandbox={
            isSitePath(src)
              ? 'allow-scripts'
              : 'allow-scripts allow-same-origin allow-forms allow-popups'
          }
          referrerPolicy="no-referrer"
          onLoad={() => setState('loaded')}
          className="block h-[calc(100dvh-15rem)] min-h-[480px] w-full"
        />
        {state !== 'loaded' && (
          <div className="absolute inset-0 grid place-items-center bg-white p-6 text-center">
            {state === 'loading' ? (
              <div className="grid justify-items-center gap-3 text-sand-700">
                <Spinner size="lg" className="text-brand-600" label={`Carregando ${what}...`} />
                <p aria-hidden className="text-[15px]">
                  Carregando {what}...
                </p>
              </div>
            ) : (
              <div role="alert" className="grid max-w-md justify-items-center gap-3 text-sand-700">
                <TriangleAlert aria-hidden className="size-8 text-yellow-700" />
                <p className="text-base font-semibold text-sand-900">
                  Não foi possível carregar {what}.
                </p>
                <p className="text-[15px]">
                  O endereço pode estar fora do ar ou não permitir ser exibido dentro do Acolher.
                  Tente abrir em uma nova aba; se o problema continuar, fale com o seu contato na
                  Acolher.
                </p>
              </div>
            )}
          </div>
        )}
      </div>
      <a
        href={src}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1.5 justify-self-end text-sm font-semibold text-brand-700 hover:underline"
      >
        Abrir em uma nova aba <ExternalLink aria-hidden className="size-4" />
      </a>
    </div>
  );
}

/**
 * Embedded: https links (the CSP allows https frames) and pages of this site (the demo company's
 * samples). A `javascript:` or plain-http link never becomes a frame.
 */
export function isEmbeddableLink(link: string | null | undefined): link is string {
  if (!link) return false;
  if (isSitePath(link)) return true;
  try {
    const url = new URL(link);
    return url.protocol === 'https:';
  } catch {
    return false;
  }
}
