import { sql } from 'drizzle-orm';
import { MESSAGES } from '@acolher/contracts/errors';
import { SESSION_OUTCOME_MESSAGES } from '@acolher/contracts/session-outcomes';
import type { TSeriesDate } from '@acolher/contracts/answers/appointment-series';
import type { AppDeps } from '../../app-context.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';
import { dateRefusal, slotInstants } from './booking.service.ts';
import type { BookingParties } from './booking-parties.ts';

type Hour = NonNullable<BookingParties['hour']>;

/** What already holds the dates: the slot taken, the collaborator busy, its pending count. */
async function readHolds(db: DbOrTx, collaboratorUuid: string, hour: Hour, dates: string[]) {
  const list = sql.join(
    dates.map((d) => sql`${d}::date`),
    sql`, `,
  );
  // Plain arrays, no JSON: the busy sessions as epoch milliseconds, start and end side by side.
  const [row] = await queryRows<{ taken: string[]; busy: number[][]; pending: number }>(
    db,
    sql`select
      array(select to_char(a.date, 'YYYY-MM-DD')
       from ${appointments} a
       where a.opening_hour_uuid = ${hour.uuid}::uuid and a.date in (${list})
         and a.status in ('pending', 'confirmed')) as taken,
      array(select array[floor(extract(epoch from a.starts_at) * 1000),
                          floor(extract(epoch from a.ends_at) * 1000)]::float8[]
       from ${appointments} a
       where a.collaborator_uuid = ${collaboratorUuid}::uuid and a.date in (${list})
         and a.status in ('pending', 'confirmed')) as busy,
      (select count(*)::int from ${appointments} a
       where a.collaborator_uuid = ${collaboratorUuid}::uuid and a.status = 'pending') as pending`,
  );
  const busy = row.busy.map(([startsAt, endsAt]) => ({
    startsAt: Number(startsAt),
    endsAt: Number(endsAt),
  }));
  return { taken: new Set(row.taken), busy, pending: Number(row.pending) };
}

/**
 * Each date of a series with 'ok' or the message that refuses it (domain.md §24): §5's checks of
 * a date (booking.service.ts's `dateRefusal`: rules 5, 6, §17's notice and absences), rule 8 as
 * the database holds it now (the slot taken, the collaborator busy at that time), §17's pending
 * limit and, when `credits` is given, rule 7 — each date counting the ones before it that pass.
 */
export async function evaluateDates(
  deps: Pick<AppDeps, 'env' | 'clock'>,
  db: DbOrTx,
  args: {
    collaboratorUuid: string;
    hour: Hour;
    dates: string[];
    absent: string[];
    credits?: number;
  },
): Promise<TSeriesDate[]> {
  const { hour, dates } = args;
  if (dates.length === 0) return [];
  const holds = await readHolds(db, args.collaboratorUuid, hour, dates);
  let passing = 0;
  return dates.map((date) => {
    const result = (() => {
      const refusal = dateRefusal(deps, hour, date, args.absent);
      if (refusal) return refusal.message;
      if (args.credits !== undefined && args.credits < passing + 1) {
        return MESSAGES.insufficientCredits;
      }
      const { startsAt, endsAt } = slotInstants(deps, hour, date);
      const overlaps = holds.busy.some(
        (b) => b.startsAt < endsAt.getTime() && startsAt.getTime() < b.endsAt,
      );
      if (holds.taken.has(date) || overlaps) return MESSAGES.slotTaken;
      if (holds.pending + passing + 1 > deps.env.MAX_PENDING_PER_COLLABORATOR) {
        return SESSION_OUTCOME_MESSAGES.pendingLimit;
      }
      return 'ok';
    })();
    if (result === 'ok') passing += 1;
    return { date, result };
  });
}
