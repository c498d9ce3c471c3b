import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { SERIES_HORIZON } from '@acolher/contracts/appointment-series';
import { SESSION_OUTCOME_MESSAGES } from '@acolher/contracts/session-outcomes';
import type { AppDeps } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { appointmentSeries } from '../../db/schema.ts';
import { pgCode, pgConstraint } from '../../db/errors.ts';
import { MESSAGES } from '@acolher/contracts/errors';
import { AppError } from '../../lib/errors.ts';
import { bookingMessages } from '../messaging/appointment-reminders.ts';
import { kickDelivery } from '../messaging/delivery.service.ts';
import { insertBooking, slotInstants } from './booking.service.ts';
import { readBookingParties, type BookingParties } from './booking-parties.ts';
import { evaluateDates } from './series-checks.ts';
import { seriesDates, stepDays } from './series-dates.ts';
import { tellDateSkipped, tellPaused } from './series-messages.ts';
import { addDaysYmd } from '@acolher/contracts/time';

type SeriesRow = typeof appointmentSeries.$inferSelect;
type Hour = NonNullable<BookingParties['hour']>;

/**
 * The rolling horizon (domain.md §24), a durable job (jobs/recurring-jobs.ts): every active or
 * paused series keeps booked the dates up to the fourth whose session has not ended. Each date is
 * tried once — `next_date` moves past it in the transaction that books or skips it, under the
 * series' row lock — so two instances running the job at once book a date once.
 */
export async function extendSeries(deps: AppDeps) {
  const { db } = deps.database;
  const open = await db
    .select({ uuid: appointmentSeries.uuid })
    .from(appointmentSeries)
    .where(inArray(appointmentSeries.status, ['active', 'paused']));
  let booked = 0;
  let changed = false;
  for (const { uuid } of open) {
    booked += await db.transaction(async (tx) => {
      const [series] = await tx
        .select()
        .from(appointmentSeries)
        .where(eq(appointmentSeries.uuid, uuid))
        .for('update');
      if (!series || series.status === 'ended') return 0;
      const result = await extendOne(deps, tx, series);
      changed ||= result.changed;
      return result.booked;
    });
  }
  // Bookings and statuses changed behind every request: the read cache forgets (read-cache.ts).
  if (changed) deps.readCache?.changed();
  if (booked > 0) kickDelivery(deps);
  return { booked };
}

/** The dates a series should hold now: up to the fourth whose session has not ended. */
function horizonEnd(deps: AppDeps, series: SeriesRow, hour: Hour) {
  const now = deps.clock().getTime();
  let first = series.startDate;
  while (slotInstants(deps, hour, first).endsAt.getTime() <= now) {
    first = addDaysYmd(first, stepDays(series.frequency));
  }
  return seriesDates(first, series.frequency, SERIES_HORIZON).at(-1)!;
}

async function extendOne(deps: AppDeps, tx: DbOrTx, series: SeriesRow) {
  const parties = await readBookingParties(tx, series.collaboratorUuid, {
    psychologistUuid: series.psychologistUuid,
    openingHourUuid: series.openingHourUuid,
    dates: [series.nextDate],
  });
  const { collaborator, psychologist, hour } = parties;
  // A deleted person or a removed hour: the series can book nothing more.
  if (!collaborator || !psychologist || !hour) {
    await setSeries(tx, series.uuid, { status: 'ended' });
    return { booked: 0, changed: true };
  }
  const last = horizonEnd(deps, series, hour);
  const dates = seriesDates(series.nextDate, series.frequency, 100, series.endDate).filter(
    (d) => d <= last,
  );
  const { absent } = await readBookingParties(tx, series.collaboratorUuid, {
    psychologistUuid: series.psychologistUuid,
    openingHourUuid: series.openingHourUuid,
    dates: dates.length ? dates : [series.nextDate],
  });
  const people = {
    collaborator: { ...collaborator, uuid: series.collaboratorUuid },
    psychologist,
  };
  const now = deps.clock().getTime();
  let credits = collaborator.credits;
  let status = series.status;
  let booked = 0;
  let next = series.nextDate;
  for (const date of dates) {
    // A date that passed while the series was paused is not booked nor reported again.
    if (slotInstants(deps, hour, date).startsAt.getTime() > now) {
      if (credits < 1) {
        if (status === 'active') await tellPaused(tx, people);
        status = 'paused';
        break;
      }
      status = 'active';
      const [check] = await evaluateDates(deps, tx, {
        collaboratorUuid: series.collaboratorUuid,
        hour,
        dates: [date],
        absent,
      });
      const refusal =
        check.result === 'ok' ? await bookDate(deps, tx, series, people, hour, date) : check.result;
      if (refusal) await tellDateSkipped(tx, people, { date, startTime: hour.startTime }, refusal);
      else {
        credits -= 1;
        booked += 1;
      }
    }
    next = addDaysYmd(date, stepDays(series.frequency));
  }
  const finished = series.endDate !== null && next > series.endDate;
  const after = { nextDate: next, status: finished ? 'ended' : status };
  const changed = after.nextDate !== series.nextDate || after.status !== series.status;
  if (changed) await setSeries(tx, series.uuid, after);
  return { booked, changed };
}

function setSeries(tx: DbOrTx, uuid: string, values: Partial<SeriesRow>) {
  return tx.update(appointmentSeries).set(values).where(eq(appointmentSeries.uuid, uuid));
}

/**
 * One occurrence by the single booking's statement, in a savepoint: a refusal of the database
 * (the slot taken meanwhile, the pending limit, no credit) leaves the series' transaction going
 * and answers its message.
 */
async function bookDate(
  deps: AppDeps,
  tx: DbOrTx,
  series: SeriesRow,
  people: Parameters<typeof bookingMessages>[2] & { collaborator: { uuid: string } },
  hour: Hour,
  date: string,
): Promise<string | null> {
  const appointment = {
    uuid: randomUUID(),
    collaboratorUuid: series.collaboratorUuid,
    psychologistUuid: series.psychologistUuid,
    ...slotInstants(deps, hour, date),
  };
  try {
    const row = await tx.transaction((sp) =>
      insertBooking(
        sp,
        {
          ...appointment,
          openingHourUuid: hour.uuid,
          date,
          seriesUuid: series.uuid,
          actorRole: 'system',
        },
        bookingMessages(deps, appointment, people),
        deps.env.MAX_PENDING_PER_COLLABORATOR,
      ),
    );
    return row ? null : SESSION_OUTCOME_MESSAGES.pendingLimit;
  } catch (error) {
    if (error instanceof AppError) return error.message;
    const code = pgCode(error);
    if (
      (code === '23505' || code === '23P01') &&
      /^appointments_/.test(pgConstraint(error) ?? '')
    ) {
      return MESSAGES.slotTaken;
    }
    throw error;
  }
}
