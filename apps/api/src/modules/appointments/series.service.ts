import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@acolher/contracts/errors';
import { SESSION_OUTCOME_MESSAGES } from '@acolher/contracts/session-outcomes';
import { SERIES_HORIZON, SERIES_MESSAGES } from '@acolher/contracts/appointment-series';
import type { TCreateSeries } from '@acolher/contracts/appointment-series';
import type { TSeriesDate } from '@acolher/contracts/answers/appointment-series';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { appointmentSeries } from '../../db/schema.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { bookingMessages } from '../messaging/appointment-reminders.ts';
import { kickDelivery } from '../messaging/delivery.service.ts';
import {
  newSeriesText,
  PSYCHOLOGIST_NOTICE_KINDS,
  tellPsychologist,
} from '../messaging/psychologist-notices.ts';
import {
  checkParties,
  insertBooking,
  insertWithRetry,
  slotInstants,
} from './booking.service.ts';
import { readBookingParties } from './booking-parties.ts';
import { evaluateDates } from './series-checks.ts';
import { seriesDates } from './series-dates.ts';
import { readSeries } from './series-view.ts';

/** 409 'Nem todas as datas estão disponíveis' with each date's answer (domain.md §24). */
function refused(occurrences: TSeriesDate[]) {
  return new AppError(409, SERIES_MESSAGES.notAll, { occurrences });
}

const anyRefused = (dates: TSeriesDate[]) => dates.some((d) => d.result !== 'ok');

/**
 * POST /appointments/series (domain.md §24). §5's rules 1 to 4 for the request (booking.service.ts's
 * `checkParties`), then each of the first four dates (series-checks.ts). `dryRun` answers the
 * dates and writes nothing. Otherwise the dates are booked all or nothing in ONE transaction, each
 * by the single booking's own statement (`insertBooking`: the exclusion constraints, the debit,
 * the pending limit, the reminders), so a race with ordinary bookings leaves one appointment per
 * slot and either the whole series or nothing of it.
 */
export async function createSeries(
  deps: AppDeps,
  auth: AuthContext,
  input: TCreateSeries,
  dryRun: boolean,
) {
  const { db } = deps.database;
  const dates = seriesDates(input.startDate, input.frequency, SERIES_HORIZON, input.endDate);
  const parties = await readBookingParties(db, auth.uuid, { ...input, dates });
  const { collaborator, psychologist, hour } = checkParties(auth, input, parties);
  const evaluate = (credits?: number) =>
    evaluateDates(deps, db, {
      collaboratorUuid: auth.uuid,
      hour,
      dates,
      absent: parties.absent,
      credits,
    });

  if (dryRun) return { preview: { occurrences: await evaluate(collaborator.credits) } };

  const first = await evaluate();
  if (anyRefused(first)) throw refused(first);
  if (collaborator.credits < dates.length) throw badRequest(MESSAGES.insufficientCredits);

  const seriesUuid = randomUUID();
  const contacts = { collaborator, psychologist };
  const after = seriesDates(input.startDate, input.frequency, SERIES_HORIZON + 1).at(-1)!;
  try {
    await insertWithRetry(() =>
      db.transaction(async (tx) => {
        await tx.insert(appointmentSeries).values({
          uuid: seriesUuid,
          collaboratorUuid: auth.uuid,
          psychologistUuid: psychologist.uuid,
          openingHourUuid: hour.uuid,
          frequency: input.frequency,
          startDate: input.startDate,
          endDate: input.endDate ?? null,
          nextDate: after,
        });
        for (const date of dates) {
          const appointment = {
            uuid: randomUUID(),
            collaboratorUuid: auth.uuid,
            psychologistUuid: psychologist.uuid,
            ...slotInstants(deps, hour, date),
          };
          const row = await insertBooking(
            tx,
            { ...appointment, openingHourUuid: hour.uuid, date, seriesUuid },
            bookingMessages(deps, appointment, contacts),
            deps.env.MAX_PENDING_PER_COLLABORATOR,
          );
          if (!row) throw new AppError(409, SESSION_OUTCOME_MESSAGES.pendingLimit);
        }
        // One notice of the whole series to the psychologist, not one per date (decision 1392).
        await tellPsychologist(tx, psychologist.uuid, PSYCHOLOGIST_NOTICE_KINDS.seriesCreated, () =>
          newSeriesText({
            name: psychologist.name,
            collaboratorName: collaborator.name,
            startsAt: slotInstants(deps, hour, dates[0]!).startsAt,
            frequency: input.frequency,
            zone: deps.env.APP_TIME_ZONE,
          }),
        );
      }),
    );
  } catch (error) {
    // Someone took a date meanwhile (or the limit was reached): nothing was written; each
    // date's answer as it stands now.
    if (error instanceof AppError && error.statusCode === 409) {
      const now = await evaluate();
      throw anyRefused(now) ? refused(now) : error;
    }
    throw error;
  }
  kickDelivery(deps);
  return { series: await readSeries(deps, auth, seriesUuid) };
}
