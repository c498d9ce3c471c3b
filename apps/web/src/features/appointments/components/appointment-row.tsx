import type { KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { CalendarDays, Clock, Mail, NotebookPen, Phone, Video } from 'lucide-react';
import { appointmentStatusLabel, type TTone } from '@acolher/contracts/labels';
import { formatDate, formatName, formatPhone, formatTimeRange } from '@acolher/contracts/format';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { StatusDot, type StatusTone } from '@/components/ui/status-dot';
import { SeriesBadge } from './series-badge';
import type { TAppointment } from '@acolher/contracts/answers/appointments';
import { buttonClass } from '@/components/ui/button';
import {
  canJoin,
  inCorrectionWindow,
  psychologistCanReschedule,
  roomOpensAt,
} from '../session-window';
import { useNow } from '@/lib/use-now';
import { correctionLabel } from './attendance-dialog';

const psychologistRoomPath = (uuid: string) => `/psychologist/app/appointments/${uuid}/session`;

/** 'Entrar na sala': a link while the room is open (§16), greyed out with its opening time before. */
export function JoinRoomButton({ appointment: a }: { appointment: TAppointment }) {
  const now = useNow();
  const upcoming = a.status === 'pending' && Date.parse(a.endsAt) + 10 * 60_000 > now.getTime();
  if (!upcoming) return null;
  const stop = {
    onClick: (e: { stopPropagation(): void }) => e.stopPropagation(),
    onKeyDown: (e: { stopPropagation(): void }) => e.stopPropagation(),
  };
  if (canJoin(a, now))
    return (
      <Link to={psychologistRoomPath(a.uuid)} className={buttonClass('primary', 'sm')} {...stop}>
        <Video aria-hidden />
        Entrar na sala
      </Link>
    );
  return (
    <span
      aria-disabled="true"
      className={buttonClass('secondary', 'sm')}
      title={`A sala abre às ${roomOpensAt(a.startsAt)}`}
    >
      <Video aria-hidden />
      Entrar na sala
      <span className="sr-only">(abre às {roomOpensAt(a.startsAt)})</span>
    </span>
  );
}

/**
 * 'Anotações' once the session has started (domain.md §18); a cancelled one has none
 * (decision 1161). The note's page says when it locks and takes addenda after.
 */
function NoteButton({ appointment: a }: { appointment: TAppointment }) {
  const now = useNow(60_000);
  if (a.status.startsWith('cancelled') || Date.parse(a.startsAt) > now.getTime()) return null;
  return (
    <Link
      to={`/psychologist/app/appointments/${a.uuid}/note`}
      className={buttonClass('secondary', 'sm')}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
    >
      <NotebookPen aria-hidden />
      Anotações
    </Link>
  );
}

const TONES: Record<TTone, StatusTone> = {
  yellow: 'pending',
  green: 'success',
  red: 'danger',
  gray: 'unknown',
};

export function AppointmentStatus({ status }: { status: string }) {
  const { label, tone } = appointmentStatusLabel(status);
  return <StatusDot tone={TONES[tone]} label={label} />;
}

type RowProps = {
  appointment: TAppointment;
  /** Shows 'Cancelar' in the 'Ações' menu; `cancelDisabled` greys it out. */
  onCancel?: (appointment: TAppointment) => void;
  cancelDisabled?: boolean;
  /** Shows 'Remarcar' in the 'Ações' menu while the appointment is pending and ahead (§17). */
  onReschedule?: (appointment: TAppointment) => void;
  /** Shows the switch between 'Realizada' and 'Falta do colaborador' within 48 hours (§17). */
  onCorrect?: (appointment: TAppointment) => void;
};

/** One appointment: who, when, status. Clicking it (or Enter) opens that collaborator's reviews. */
export function AppointmentRow({
  appointment: a,
  onCancel,
  cancelDisabled,
  onReschedule,
  onCorrect,
}: RowProps) {
  const reschedulable = onReschedule && psychologistCanReschedule(a, new Date());
  const correctable = onCorrect && inCorrectionWindow(a, new Date());
  const navigate = useNavigate();
  const name = a.collaborator?.name ? formatName(a.collaborator.name) : 'Sem nome';
  const open = () =>
    navigate(`/psychologist/app/reviews/${a.collaboratorUuid ?? a.collaborator?.uuid}`);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') open();
  };
  return (
    <li className="list-none">
      <div
        role="link"
        tabIndex={0}
        aria-label={`Avaliações de ${name}`}
        onClick={open}
        onKeyDown={onKeyDown}
        className="group flex cursor-pointer flex-wrap items-start gap-3 rounded-2xl border border-sand-200 bg-white p-4 shadow-soft transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:flex-nowrap sm:items-center sm:gap-4 sm:px-5"
      >
        <div className="grid min-w-0 flex-1 basis-full gap-2 sm:basis-0 sm:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_13.5rem] sm:items-center sm:gap-4">
          <div className="grid min-w-0 gap-1">
            <p className="truncate text-base font-bold text-sand-900 group-hover:text-brand-800">
              {name}
            </p>
            <p className="flex min-w-0 items-center gap-1.5 text-sm text-sand-600">
              <Mail aria-hidden className="size-4 shrink-0 text-sand-400" />
              <span className="truncate">{a.collaborator?.email || 'Sem e-mail'}</span>
            </p>
            <p className="flex items-center gap-1.5 text-sm text-sand-600">
              <Phone aria-hidden className="size-4 shrink-0 text-sand-400" />
              {a.collaborator?.phone ? formatPhone(a.collaborator.phone) : 'Sem telefone'}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm font-medium text-sand-700">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden className="size-4 text-brand-600" />
              {formatDate(a.date)}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden className="size-4 text-brand-600" />
              {formatTimeRange(a.openingHour?.startTime, a.openingHour?.endTime)}
            </span>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <AppointmentStatus status={a.status} />
            <SeriesBadge appointment={a} role="psychologist" />
          </div>
        </div>
        <JoinRoomButton appointment={a} />
        <NoteButton appointment={a} />
        {(onCancel || reschedulable || correctable) && (
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger
              onClick={(e) => e.stopPropagation()}
              onKeyDown={(e) => e.stopPropagation()}
              className="h-9 shrink-0 cursor-pointer rounded-lg border border-sand-300 bg-white px-3 text-sm font-semibold text-sand-800 hover:border-brand-300 hover:bg-brand-50 data-[state=open]:bg-brand-50"
            >
              Ações
            </DropdownMenuTrigger>
            <DropdownMenuContent onClick={(e) => e.stopPropagation()}>
              {reschedulable && (
                <DropdownMenuItem onSelect={() => onReschedule(a)}>Remarcar</DropdownMenuItem>
              )}
              {correctable && (
                <DropdownMenuItem onSelect={() => onCorrect(a)}>
                  {correctionLabel(a.status)}
                </DropdownMenuItem>
              )}
              {onCancel && (
                <DropdownMenuItem
                  destructive
                  disabled={cancelDisabled}
                  onSelect={() => onCancel(a)}
                >
                  Cancelar
                </DropdownMenuItem>
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </div>
    </li>
  );
}
