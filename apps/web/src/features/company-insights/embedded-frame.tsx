import { ExternalLink } from 'lucide-react';
import { isSitePath } from '@acolher/contracts/fields';

/** A third-party page (dashboard, action plan) in a sandboxed frame, with a way to open it in a new tab. */
export function EmbeddedFrame({ src, title }: { src: string; title: string }) {
  return (
    <div className="grid gap-2">
      <div className="overflow-hidden rounded-card border border-sand-200/80 bg-white shadow-soft">
        <iframe
          src={src}
          title={title}
          // A page of this site (the demo's samples) gets an opaque origin: same origin plus scripts
          // would lift the sandbox. A third-party panel keeps its scripts, in its own origin.
          sandbox={isSitePath(src) ? 'allow-scripts' : 'allow-scripts allow-same-origin allow-forms allow-popups'}
          referrerPolicy="no-referrer"
          loading="lazy"
          className="block h-[calc(100dvh-15rem)] min-h-[480px] w-full"
        />
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
