import { bookingNoticeMessage } from '@acolher/contracts/session-outcomes';
import type { AppDeps } from '../../app-context.ts';
import { badRequest } from '../../lib/errors.ts';

/**
 * §17: a session is booked (or moved to) at least MIN_BOOKING_NOTICE_MINUTES before its start.
 * 400 with the number of minutes (decision 1172); 0 (the default) leaves §5's rule 6 alone.
 */
export function assertBookingNotice(deps: Pick<AppDeps, 'env' | 'clock'>, startsAt: Date) {
  const minutes = deps.env.MIN_BOOKING_NOTICE_MINUTES;
  if (minutes <= 0) return;
  if (startsAt.getTime() - deps.clock().getTime() < minutes * 60_000) {
    throw badRequest(bookingNoticeMessage(minutes));
  }
}
