import { ROOM_CLOSES_MINUTES_AFTER } from '@acolher/contracts/session-room';
import type { TAppointment } from '@acolher/contracts/answers/appointments';

const isUpcoming = (a: Pick<TAppointment, 'endsAt'> & { status: string }, now: Date) =>
  a.status === 'pending' &&
  new Date(a.endsAt).getTime() + ROOM_CLOSES_MINUTES_AFTER * 60_000 > now.getTime();

/**
 * The history's order: sessions still to come (or in progress) first, soonest first; then the
 * others, newest first. 14 minutes before today's session it is the first card.
 */
export function historyOrder<
  T extends Pick<TAppointment, 'startsAt' | 'endsAt'> & { status: string },
>(list: T[], now: Date): T[] {
  const start = (a: T) => new Date(a.startsAt).getTime();
  const upcoming = list.filter((a) => isUpcoming(a, now)).sort((a, b) => start(a) - start(b));
  const past = list.filter((a) => !isUpcoming(a, now)).sort((a, b) => start(b) - start(a));
  return [...upcoming, ...past];
}

/** The next session to show on the dashboard: the first upcoming one, if any. */
export function nextSession<
  T extends Pick<TAppointment, 'startsAt' | 'endsAt'> & { status: string },
>(list: T[], now: Date): T | undefined {
  const first = historyOrder(list, now)[0];
  return first && isUpcoming(first, now) ? first : undefined;
}
