import { cn } from '@/lib/cn';

/** The mark: two sheltering arcs around a heart-shaped person — someone being held. */
export function LogoMark({ className, title }: { className?: string; title?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={cn('size-9 shrink-0', className)} role={title ? 'img' : undefined} aria-hidden={title ? undefined : true}>
      {title && <title>{title}</title>}
      <rect width="40" height="40" rx="12" fill="#17645c" />
      <path d="M9 22.5c0 6.1 4.9 10.5 11 10.5s11-4.4 11-10.5" fill="none" stroke="#7accc0" strokeWidth="2.6" strokeLinecap="round" />
      <path
        d="M20 28.6c-4.9-3-8-6-8-9.4a4.3 4.3 0 0 1 8-2.2 4.3 4.3 0 0 1 8 2.2c0 3.4-3.1 6.4-8 9.4Z"
        fill="#fffaf3"
      />
      <circle cx="20" cy="9.6" r="3" fill="#f77c45" />
    </svg>
  );
}

type LogoProps = { className?: string; markClassName?: string; tone?: 'dark' | 'light'; withText?: boolean };

/** The wordmark "Acolher" beside the mark. Accessible name: "Acolher". */
export function Logo({ className, markClassName, tone = 'dark', withText = true }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)} aria-label="Acolher" role="img">
      <LogoMark className={markClassName} />
      {withText && (
        <svg viewBox="0 0 104 28" className="h-6 w-auto" aria-hidden>
          <text
            x="0"
            y="22"
            fontFamily="'Nunito Variable', ui-sans-serif, system-ui, sans-serif"
            fontWeight="800"
            fontSize="25"
            letterSpacing="-0.4"
            fill={tone === 'dark' ? '#13423e' : '#ffffff'}
          >
            Acolher
          </text>
        </svg>
      )}
    </span>
  );
}
