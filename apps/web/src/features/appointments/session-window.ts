import { REFUND_WINDOW_HOURS } from '@acolher/contracts/constants';
import { CORRECTION_WINDOW_HOURS } from '@acolher/contracts/session-outcomes';
import {
  ROOM_CLOSES_MINUTES_AFTER,
  ROOM_OPENS_MINUTES_BEFORE,
} from '@acolher/contracts/session-room';
import type { TAppointment } from '@acolher/contracts/answers/appointments';

const MINUTE = 60_000;

/** The room is open from 15 minutes before the start to 10 minutes after the end (domain.md §16). */
export function canJoin(
  a: Pick<TAppointment, 'startsAt' | 'endsAt'> & { status: string },
  now: Date,
): boolean {
  if (a.status !== 'pending' && a.status !== 'confirmed') return false;
  const t = now.getTime();
  return (
    t >= new Date(a.startsAt).getTime() - ROOM_OPENS_MINUTES_BEFORE * MINUTE &&
    t < new Date(a.endsAt).getTime() + ROOM_CLOSES_MINUTES_AFTER * MINUTE
  );
}

/**
 * A pending session from its start on is under way: the collaborator no longer cancels or moves it
 * (domain.md §17, the server answers 409 'A sessão já começou'); settling (§17) gives its outcome.
 */
export function inProgress(a: Pick<TAppointment, 'startsAt'> & { status: string }, now: Date) {
  return a.status === 'pending' && new Date(a.startsAt).getTime() <= now.getTime();
}

/** The server's refund rule (domain.md §6), to warn before a cancel: at least 6 hours ahead. */
export function cancelRefunds(startsAt: string, now: Date): boolean {
  return new Date(startsAt).getTime() - now.getTime() >= REFUND_WINDOW_HOURS * 60 * MINUTE;
}

/** When the room opens: 15 minutes before the start, as 'HH:MM' in the business zone. */
export function roomOpensAt(startsAt: string): string {
  const [h, m] = startsAt.slice(11, 16).split(':').map(Number);
  const minutes = (h! * 60 + m! - ROOM_OPENS_MINUTES_BEFORE + 24 * 60) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export const collaboratorRoomPath = (uuid: string) =>
  `/collaborator/app/appointment/${uuid}/session`;

/**
 * 'Remarcar' is offered while the server would accept it (domain.md §17): a pending appointment at
 * least 6 hours ahead. The two-moves limit is not in the appointment's answer: the server's message
 * ('Este agendamento já foi remarcado 2 vezes') says it on refusal.
 */
export function canReschedule(
  a: Pick<TAppointment, 'startsAt'> & { status: string },
  now: Date,
): boolean {
  return a.status === 'pending' && cancelRefunds(a.startsAt, now);
}

/** The psychologist moves its own pending appointment until its start (§17). */
export function psychologistCanReschedule(
  a: Pick<TAppointment, 'startsAt'> & { status: string },
  now: Date,
): boolean {
  return a.status === 'pending' && new Date(a.startsAt).getTime() > now.getTime();
}

/** The psychologist cancels its own pending appointment until its end (docs/domain.md §6). */
export function psychologistCanCancel(
  a: Pick<TAppointment, 'endsAt'> & { status: string },
  now: Date,
): boolean {
  return a.status === 'pending' && new Date(a.endsAt).getTime() > now.getTime();
}

export const reschedulePath = (uuid: string) => `/collaborator/app/appointment/${uuid}/reschedule`;

const CORRECTABLE = new Set(['confirmed', 'no_show_collaborator']);

/**
 * Within 48 hours after the end (domain.md §17), a 'confirmed' or 'no_show_collaborator' session
 * may be contested by the collaborator and switched by the psychologist.
 */
export function inCorrectionWindow(
  a: Pick<TAppointment, 'endsAt'> & { status: string },
  now: Date,
): boolean {
  const end = new Date(a.endsAt).getTime();
  return (
    CORRECTABLE.has(a.status) &&
    now.getTime() >= end &&
    now.getTime() <= end + CORRECTION_WINDOW_HOURS * 60 * MINUTE
  );
}
