import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import { MESSAGES } from '@acolher/contracts/errors';
import { bookingNoticeMessage } from '@acolher/contracts/session-outcomes';
import type { AppDeps } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { psychologistAbsences } from '../../db/tables/session-outcomes.ts';
import { AppError, badRequest } from '../../lib/errors.ts';

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

/**
 * §17: no slot inside one of the psychologist's absences can be booked or moved to. Answered like
 * a taken slot (409 'Horário indisponível'): the booking screen shows those slots 'Indisponível'.
 */
export async function assertNotAbsent(db: DbOrTx, psychologistUuid: string, date: string) {
  const [hit] = await db
    .select({ uuid: psychologistAbsences.uuid })
    .from(psychologistAbsences)
    .where(
      and(
        eq(psychologistAbsences.psychologistUuid, psychologistUuid),
        isNull(psychologistAbsences.deletedAt),
        lte(psychologistAbsences.startDate, date),
        gte(psychologistAbsences.endDate, date),
      ),
    )
    .limit(1);
  if (hit) throw new AppError(409, MESSAGES.slotTaken);
}
