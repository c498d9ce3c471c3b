import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarClock, Check, ChevronRight, Clock } from 'lucide-react';
import { formatCrp, formatName } from '@acolher/contracts/format';
import { Badge } from '@/components/ui/badge';
import { PsychologistAvatar } from '@/components/psychologist-avatar';
import { formatNextSlot } from '../next-slot';
import type { TPsychologistSearchResult } from '@acolher/contracts/answers/psychologists';

/**
 * A search result (domain.md §20): avatar, name, '50 minutos de sessão', CRP, the next free slot
 * (domain.md §19), 3 lines of career, specialties. A match ('Indicados para você') says why instead
 * of the next free slot: the server's reasons, the next free slot last (decision 1382).
 */
export function PsychologistCard({
  psychologist: p,
  reasons,
  preview,
}: {
  psychologist: TPsychologistSearchResult;
  reasons?: string[];
  /** The administrator's review (decision 1405): the same card, not a link. */
  preview?: boolean;
}) {
  const Frame = preview ? PreviewFrame : Link;
  return (
    <li>
      <Frame
        to={`/collaborator/app/psychologists/${p.uuid}`}
        className="group flex h-full flex-col gap-4 rounded-card border border-sand-200/80 bg-white p-5 shadow-soft transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lift focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <div className="flex items-center gap-4">
          <PsychologistAvatar name={p.name} avatarUrl={p.avatarUrl} className="size-16 text-lg" />
          <div className="grid min-w-0 gap-1">
            <h2 className="truncate text-lg font-bold text-sand-900 group-hover:text-brand-800">
              {formatName(p.name)}
            </h2>
            <p className="flex items-center gap-1.5 text-sm font-semibold text-brand-700">
              <Clock className="size-4" aria-hidden />
              50 minutos de sessão
            </p>
            <p className="text-sm text-sand-600">CRP {formatCrp(p.crp)}</p>
          </div>
        </div>
        {reasons ? (
          <ul
            className="grid gap-1.5 rounded-xl bg-brand-50 px-3 py-2.5 text-sm text-sand-800"
            aria-label="Por que indicamos"
          >
            {reasons.map((why) => (
              <li key={why} className="flex items-start gap-2">
                {why.startsWith('Próximo horário') ? (
                  <CalendarClock className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
                ) : (
                  <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
                )}
                <span>{why}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="flex items-start gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm text-sand-800">
            <CalendarClock className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
            {p.nextAvailableAt ? (
              <span>
                Próximo horário:{' '}
                <strong className="font-semibold">{formatNextSlot(p.nextAvailableAt)}</strong>
              </span>
            ) : (
              <span>Sem horários livres nos próximos 30 dias</span>
            )}
          </p>
        )}
        <p className="line-clamp-3 text-[15px] leading-relaxed text-sand-700">
          {p.careerHistory || 'Sem histórico profissional'}
        </p>
        <div className="mt-auto flex items-end justify-between gap-3">
          <ul className="flex flex-wrap gap-1.5" aria-label="Especialidades">
            {p.specialties.length > 0 ? (
              p.specialties.map((s) => (
                <li key={s}>
                  <Badge tone="brand">{s}</Badge>
                </li>
              ))
            ) : (
              <li>
                <Badge>Sem especialidades</Badge>
              </li>
            )}
          </ul>
          <ChevronRight
            className="size-5 shrink-0 text-sand-400 transition group-hover:translate-x-0.5 group-hover:text-brand-700"
            aria-hidden
          />
        </div>
      </Frame>
    </li>
  );
}

function PreviewFrame({
  className,
  children,
}: {
  to: string;
  className: string;
  children: ReactNode;
}) {
  return <div className={className}>{children}</div>;
}
