import { ExternalLink } from 'lucide-react';

/** A third-party page (dashboard, action plan) in a sandboxed frame, with a way to open it in a new tab. */
export function EmbeddedFrame({ src, title }: { src: string; title: string }) {
  return (
    <div className="grid gap-2">
      <div className="overflow-hidden rounded-card border border-sand-200/80 bg-white shadow-soft">
        <iframe
          src={src}
          title={title}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
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

/** Only https links are embedded (the CSP allows https frames; a `javascript:` link must never become a frame). */
export function isEmbeddableLink(link: string | null | undefined): link is string {
  if (!link) return false;
  try {
    const url = new URL(link);
    return url.protocol === 'https:';
  } catch {
    return false;
  }
}
