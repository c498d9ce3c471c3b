import { sql } from 'drizzle-orm';
import { addDaysYmd, todayLocalDate } from '@acolher/contracts/time';
import type { AppDeps } from '../../app-context.ts';

/** How far ahead the search looks for a psychologist's next free slot (domain.md §19). */
const NEXT_SLOT_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * A scalar subquery, correlated with the outer `psychologists` row: the epoch milliseconds of the
 * start of its next free slot, or null. Free means what booking accepts (§5, §17): an active
 * opening hour on that weekday, no pending or confirmed appointment on it that day, no absence
 * covering the day, starting after now plus MIN_BOOKING_NOTICE_MINUTES, and within the window.
 * One statement for the whole page, whatever its size (query-count.test.ts; decision 1201).
 * The slots are sorted first (`offset 0` keeps that subquery apart) and checked in order until the
 * first free one: a few appointment lookups per psychologist instead of one per slot of the month
 * (a search matching 111 of the bench's psychologists: 23,088 lookups and 64 ms → 122 and 20 ms).
 */
export function nextAvailableSql(deps: Pick<AppDeps, 'env' | 'clock'>) {
  const zone = deps.env.APP_TIME_ZONE;
  const now = deps.clock();
  const notice = Math.max(0, deps.env.MIN_BOOKING_NOTICE_MINUTES) * 60_000;
  const earliest = new Date(now.getTime() + notice).toISOString();
  const latest = new Date(now.getTime() + NEXT_SLOT_WINDOW_DAYS * DAY_MS).toISOString();
  const today = todayLocalDate(zone, now);
  // One day more than the window: the last day's early slots can still be inside it.
  const lastDay = addDaysYmd(today, NEXT_SLOT_WINDOW_DAYS + 1);
  return sql<number | null>`(
    select floor(extract(epoch from slot.starts_at) * 1000)::float8
    from (
      select (day.d + oh.start_time) at time zone ${zone} as starts_at, oh.uuid as hour_uuid, day.d
      from generate_series(${today}::date, ${lastDay}::date, interval '1 day') as gs(ts)
      cross join lateral (select gs.ts::date as d) as day
      join opening_hours oh
        on oh.psychologist_uuid = "psychologists"."uuid"
       and oh.deleted_at is null
       and oh.day_of_week = extract(dow from day.d)::int
      order by 1
      offset 0
    ) as slot
    where slot.starts_at >= ${earliest}::timestamptz
      and slot.starts_at > ${now.toISOString()}::timestamptz
      and slot.starts_at <= ${latest}::timestamptz
      and not exists (
        select 1 from appointments a
        where a.opening_hour_uuid = slot.hour_uuid and a.date = slot.d
          and a.status in ('pending', 'confirmed'))
      and not exists (
        select 1 from psychologist_absences ab
        where ab.psychologist_uuid = "psychologists"."uuid" and ab.deleted_at is null
          and slot.d between ab.start_date and ab.end_date)
    order by slot.starts_at
    limit 1
  )`.mapWith((v: unknown) => (v === null ? null : Number(v)));
}
