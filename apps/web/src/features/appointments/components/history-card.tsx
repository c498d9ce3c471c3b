import { Link } from 'react-router';
import { CalendarClock, CalendarDays, Clock, MessageSquareWarning, Video, X } from 'lucide-react';
import { formatDate, formatName, formatTimeRange } from '@acolher/contracts/format';
import { SeriesBadge } from './series-badge';
import { Button, buttonClass } from '@/components/ui/button';
import { PsychologistAvatar } from '@/components/psychologist-avatar';
import {
  canJoin,
  canReschedule,
  collaboratorRoomPath,
  inCorrectionWindow,
  inProgress,
  reschedulePath,
  roomOpensAt,
} from '../session-window';
import { AddToCalendarButton } from './add-to-calendar';
import { DeclarationButton } from './declaration-button';
import type { TAppointment } from '@acolher/contracts/answers/appointments';
import type { TDispute } from '@acolher/contracts/answers/session-outcomes';
import { DisputeStatus } from './dispute-status';
import { CollaboratorStatusBadge } from './status-badge';

/** One appointment of the collaborator's history. */
export function HistoryCard({
  appointment: a,
  now,
  dispute,
  onDispute,
}: {
  appointment: TAppointment;
  now: Date;
  /** Its dispute (null: none; undefined: not known yet, so no 'Contestar'; decision 1412). */
  dispute?: TDispute | null;
  /** 'Contestar' within 48 h of a confirmed or no-show session (domain.md §17). */
  onDispute?: (appointment: TAppointment) => void;
}) {
  const running = inProgress(a, now);
  const name = formatName(a.psychologist?.name) || 'Psicólogo';
  const joinable = canJoin(a, now);
  const pending = a.status === 'pending';
  const upcoming =
    (pending || a.status === 'confirmed') && new Date(a.endsAt).getTime() > now.getTime();
  const contestable = onDispute && dispute === null && inCorrectionWindow(a, now);
  // Held ('Realizada'): its attendance declaration (decision 1375).
  const held = a.status === 'confirmed' && !running && !upcoming;
  return (
    <li className="flex flex-col gap-4 rounded-card border border-sand-200/80 bg-white p-5 shadow-soft">
      <div className="flex flex-wrap gap-2">
        <CollaboratorStatusBadge appointment={a} now={now} />
        <SeriesBadge appointment={a} role="collaborator" />
      </div>
      <div className="flex min-w-0 items-center gap-3">
        <PsychologistAvatar name={name} avatarUrl={a.psychologist?.avatarUrl} className="size-12" />
        <div className="grid min-w-0">
          <span className="text-base font-bold text-sand-900">{name}</span>
          <span className="text-sm text-sand-500">Sessão on-line · 50 min</span>
        </div>
      </div>
      <div className="flex flex-wrap gap-x-5 gap-y-1 text-[15px] text-sand-700">
        <span className="flex items-center gap-1.5 tabular-nums">
          <CalendarDays className="size-4 text-brand-600" aria-hidden />
          {formatDate(a.date)}
        </span>
        <span className="flex items-center gap-1.5 tabular-nums">
          <Clock className="size-4 text-brand-600" aria-hidden />
          {formatTimeRange(a.openingHour?.startTime, a.openingHour?.endTime)}
        </span>
      </div>
      {pending && !joinable && new Date(a.startsAt).getTime() > now.getTime() && (
        <p className="text-sm text-sand-600">
          A sala abre às {roomOpensAt(a.startsAt)} (horário de Brasília) do dia da sessão.
        </p>
      )}
      {dispute && <DisputeStatus dispute={dispute} />}
      {(joinable || pending || upcoming || contestable || held) && (
        <div className="mt-auto flex flex-wrap gap-2 border-t border-sand-100 pt-4">
          {joinable && (
            <Link to={collaboratorRoomPath(a.uuid)} className={buttonClass('primary', 'sm')}>
              <Video className="size-4" aria-hidden />
              Entrar na sessão
            </Link>
          )}
          {canReschedule(a, now) && (
            <Link
              to={reschedulePath(a.uuid)}
              className={buttonClass('secondary', 'sm')}
              aria-label={`Remarcar sessão de ${formatDate(a.date)}`}
            >
              <CalendarClock className="size-4" aria-hidden />
              Remarcar
            </Link>
          )}
          {contestable && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onDispute(a)}
              aria-label={`Contestar sessão de ${formatDate(a.date)}`}
            >
              <MessageSquareWarning className="size-4" aria-hidden />
              Contestar
            </Button>
          )}
          {pending && !running && (
            <Link
              to={`/collaborator/app/appointment/${a.uuid}/cancel`}
              className={buttonClass('secondary', 'sm')}
              aria-label={`Cancelar sessão de ${formatDate(a.date)}`}
            >
              <X className="size-4" aria-hidden />
              Cancelar
            </Link>
          )}
          {held && <DeclarationButton uuid={a.uuid} date={a.date} />}
          {upcoming && (
            <AddToCalendarButton
              uuid={a.uuid}
              size="sm"
              label={`Adicionar à agenda a sessão de ${formatDate(a.date)}`}
            />
          )}
        </div>
      )}
    </li>
  );
}
