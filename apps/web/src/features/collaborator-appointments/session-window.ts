import { REFUND_WINDOW_HOURS, REMINDER_MINUTES_BEFORE } from '@acolher/contracts/constants';
import type { TAppointment } from './types';

const MINUTE = 60_000;

/** 'Entrar na sessão' shows from 15 minutes before the start until the end, for an active session. */
export function canJoin(
  a: Pick<TAppointment, 'status' | 'startsAt' | 'endsAt'>,
  now: Date,
): boolean {
  if (a.status !== 'pending' && a.status !== 'confirmed') return false;
  const t = now.getTime();
  return (
    t >= new Date(a.startsAt).getTime() - REMINDER_MINUTES_BEFORE * MINUTE &&
    t < new Date(a.endsAt).getTime()
  );
}

/** The server's refund rule (domain-rules §6), to warn before a cancel: at least 6 hours ahead. */
export function cancelRefunds(startsAt: string, now: Date): boolean {
  return new Date(startsAt).getTime() - now.getTime() >= REFUND_WINDOW_HOURS * 60 * MINUTE;
}
