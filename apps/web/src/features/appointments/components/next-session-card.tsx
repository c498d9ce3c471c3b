import { Link } from 'react-router';
import { CalendarClock, CalendarX2, Video, X } from 'lucide-react';
import { formatDate, formatName } from '@acolher/contracts/format';
import { buttonClass } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { PsychologistAvatar } from '@/components/psychologist-avatar';
import { useMyAppointments } from '../api/collaborator';
import { nextSession } from '../history-order';
import {
  canJoin,
  canReschedule,
  collaboratorRoomPath,
  reschedulePath,
  roomOpensAt,
} from '../session-window';
import { useNow } from '@/lib/use-now';
import { SeriesBadge } from './series-badge';
import { CollaboratorStatusBadge } from './status-badge';

/** 'em 2 dias', 'em 3 h 20 min', 'em 14 min', 'agora' until the start. */
export function countdown(startsAt: string, now: Date): string {
  const minutes = Math.ceil((Date.parse(startsAt) - now.getTime()) / 60_000);
  if (minutes <= 0) return 'agora';
  if (minutes < 60) return `em ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `em ${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  const days = Math.round(hours / 24);
  return days === 1 ? 'em 1 dia' : `em ${days} dias`;
}

/** The dashboard's first card: the next session, its countdown, and the way into its room. */
export function NextSessionCard({ collaboratorUuid }: { collaboratorUuid: string }) {
  const list = useMyAppointments(collaboratorUuid);
  const now = useNow(15_000);
  if (list.isPending)
    return (
      <div role="status" aria-label="Carregando...">
        <Skeleton className="h-40 rounded-card" />
      </div>
    );
  const next = list.data ? nextSession(list.data, now) : undefined;
  if (!next) return null;
  const name = formatName(next.psychologist?.name) || 'Psicólogo';
  const open = canJoin(next, now);
  return (
    <section
      aria-labelledby="proxima-sessao"
      className="grid gap-4 rounded-card border-2 border-brand-200 bg-white p-5 shadow-soft sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="proxima-sessao"
          className="flex items-center gap-2 text-lg font-extrabold text-sand-900"
        >
          <CalendarClock className="size-5 text-brand-700" aria-hidden />
          Sua próxima sessão
        </h2>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-800 tabular-nums">
          {countdown(next.startsAt, now)}
        </span>
      </div>
      <div className="flex min-w-0 items-center gap-3">
        <PsychologistAvatar
          name={name}
          avatarUrl={next.psychologist?.avatarUrl}
          className="size-12"
        />
        <div className="grid min-w-0">
          <span className="text-base font-bold text-sand-900">{name}</span>
          <span className="text-[15px] text-sand-700 tabular-nums">
            {formatDate(next.date)} às {next.startsAt.slice(11, 16)} (horário de Brasília)
          </span>
          <div className="mt-1 flex flex-wrap gap-2">
            <CollaboratorStatusBadge appointment={next} now={now} />
            <SeriesBadge appointment={next} role="collaborator" />
          </div>
        </div>
      </div>
      {!open && (
        <p className="text-sm text-sand-600">
          A sala abre às {roomOpensAt(next.startsAt)}, 15 minutos antes do início.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {open && (
          <Link to={collaboratorRoomPath(next.uuid)} className={buttonClass('primary')}>
            <Video aria-hidden />
            Entrar na sala
          </Link>
        )}
        {/* Rescheduling is allowed up to 6 hours before the start (domain.md §17). */}
        {canReschedule(next, now) && (
          <Link
            to={reschedulePath(next.uuid)}
            className={buttonClass('secondary')}
            aria-label={`Remarcar sessão de ${formatDate(next.date)}`}
          >
            <CalendarX2 aria-hidden />
            Remarcar
          </Link>
        )}
        <Link
          to={`/collaborator/app/appointment/${next.uuid}/cancel`}
          className={buttonClass('ghost')}
          aria-label={`Cancelar sessão de ${formatDate(next.date)}`}
        >
          <X aria-hidden />
          Cancelar
        </Link>
      </div>
    </section>
  );
}
