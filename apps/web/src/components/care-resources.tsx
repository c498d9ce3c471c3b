import { Link } from 'react-router';
import {
  CalendarHeart,
  HeartHandshake,
  MessageCircle,
  Phone,
  Siren,
  type LucideIcon,
} from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const BOOKING_PATH = '/collaborator/app/psychologists';

/** The crisis lines, written once: the full card and the compact strip both read them. */
const CRISIS_LINES: readonly {
  href: string;
  name: string;
  detail: string;
  Icon: LucideIcon;
  iconClass: string;
  softIconClass: string;
}[] = [
  {
    href: 'tel:188',
    name: 'CVV 188',
    detail: 'Centro de Valorização da Vida · 24 h, gratuito',
    Icon: Phone,
    iconClass: 'bg-brand-700',
    softIconClass: 'bg-brand-100 text-brand-800',
  },
  {
    href: 'tel:192',
    name: 'SAMU 192',
    detail: 'Emergência médica · 24 h',
    Icon: Siren,
    iconClass: 'bg-status-danger',
    softIconClass: 'bg-red-50 text-status-danger',
  },
];

/**
 * The compact, calm version (one line on a phone): CVV 188 and SAMU 192 one tap away on screens
 * where distress can show but nothing is wrong yet (radar intro and questions).
 */
export function CareQuickLinks({ className }: { className?: string }) {
  return (
    <aside
      aria-label="Ajuda agora"
      className={cn(
        'flex flex-wrap items-center gap-x-2.5 gap-y-1.5 rounded-2xl border border-brand-100 bg-brand-50/60 py-1.5 pr-1.5 pl-3',
        className,
      )}
    >
      <p className="flex grow basis-20 items-center gap-1.5 text-sm leading-tight font-semibold text-balance text-sand-700">
        <HeartHandshake className="hidden size-4 shrink-0 text-brand-700 sm:block" aria-hidden />
        Precisa de ajuda agora?
      </p>
      <ul className="ml-auto flex gap-1.5">
        {CRISIS_LINES.map(({ href, name, detail, Icon, softIconClass }) => (
          <li key={href}>
            <a
              href={href}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-sand-200 bg-white py-1 pr-2.5 pl-1 text-[15px] font-bold whitespace-nowrap text-sand-900 transition-colors hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span
                className={cn(
                  'grid size-6.5 shrink-0 place-items-center rounded-full',
                  softIconClass,
                )}
              >
                <Icon className="size-3.5" aria-hidden />
              </span>
              {name}
              <span className="sr-only"> ({detail})</span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/**
 * The ways to get help right now (apps/web/README.md "Words"): CVV 188, SAMU 192, booking a session.
 * `tone="urgent"` is the prominent version shown when answers show distress.
 */
export function CareResources({
  tone = 'calm',
  title,
  intro,
  className,
  headingLevel = 2,
}: {
  tone?: 'calm' | 'urgent';
  title?: string;
  intro?: string;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const urgent = tone === 'urgent';
  return (
    <section
      role={urgent ? 'alert' : undefined}
      aria-label={title ?? 'Ajuda agora'}
      className={cn(
        'grid gap-4 rounded-card border p-5 sm:p-6',
        urgent ? 'border-accent-200 bg-accent-50 shadow-soft' : 'border-brand-100 bg-brand-50/60',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'grid size-11 shrink-0 place-items-center rounded-2xl bg-white shadow-soft',
            urgent ? 'text-accent-600' : 'text-brand-700',
          )}
        >
          <HeartHandshake className="size-6" aria-hidden />
        </span>
        <div className="grid gap-1">
          <H className="text-lg font-bold text-sand-900">{title ?? 'Você não está sozinho(a)'}</H>
          <p className="text-[15px] leading-relaxed text-sand-700">
            {intro ??
              'Se estiver difícil agora, fale com alguém. Essas ajudas são gratuitas e funcionam a qualquer hora.'}
          </p>
        </div>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {CRISIS_LINES.map(({ href, name, detail, Icon, iconClass }) => (
          <li key={href}>
            <a
              href={href}
              className="flex h-full items-center gap-3 rounded-2xl border border-sand-200 bg-white p-4 transition-colors hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span
                className={cn(
                  'grid size-10 shrink-0 place-items-center rounded-full text-white',
                  iconClass,
                )}
              >
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="grid">
                <span className="text-xl font-extrabold text-sand-900">{name}</span>
                <span className="text-sm text-sand-600">{detail}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <a
          href="https://cvv.org.br"
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-2 text-[15px] font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          <MessageCircle className="size-4" aria-hidden />
          Prefere escrever? Converse por chat em cvv.org.br
        </a>
        <Link
          to={BOOKING_PATH}
          className={buttonClass(urgent ? 'accent' : 'primary', 'md', 'w-full sm:w-auto')}
        >
          <CalendarHeart aria-hidden />
          Agendar uma sessão
        </Link>
      </div>
    </section>
  );
}
