/**
 * Business time zone helpers (domain-rules §1). Calendar days travel as 'yyyy-MM-dd', wall-clock
 * times as 'HH:MM:SS', instants as Date. Every function takes an optional IANA zone.
 */
import { TZDate } from '@date-fns/tz';
import { DEFAULT_TIME_ZONE } from './constants.ts';

type TInstant = Date | string | number;
const pad = (n: number, size = 2) => String(n).padStart(size, '0');

function parseYmd(dateYmd: string): [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateYmd);
  if (!m) throw new RangeError(`Invalid date: ${dateYmd}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** '08:00' → '08:00:00'; '08:00:00' stays; anything else throws. */
export function normalizeTime(time: string): string {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(time.trim());
  if (!m) throw new RangeError(`Invalid time: ${time}`);
  return `${m[1]}:${m[2]}:${m[3] ?? '00'}`;
}

/** '08:30:00' → 510 (seconds ignored). */
export function timeToMinutes(time: string): number {
  const [h, m] = normalizeTime(time).split(':').map(Number);
  return h * 60 + m;
}

/** 510 → '08:30:00'. Wraps past midnight (1440 → '00:00:00'). */
export function minutesToTime(minutes: number): string {
  const m = ((Math.floor(minutes) % 1440) + 1440) % 1440;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}:00`;
}

/**
 * The instant a wall-clock time happens on a local day. A time that did not exist (a DST gap,
 * e.g. 2018-11-04 00:00 in São Paulo) is moved forward by the gap, like a clock would.
 */
export function zonedDateTimeToInstant(
  dateYmd: string,
  time: string,
  zone: string = DEFAULT_TIME_ZONE,
): Date {
  const [y, mo, d] = parseYmd(dateYmd);
  const [h, mi, s] = normalizeTime(time).split(':').map(Number);
  return new Date(new TZDate(y, mo - 1, d, h, mi, s, zone).getTime());
}

function zoned(instant: TInstant, zone: string): TZDate {
  return new TZDate(new Date(instant).getTime(), zone);
}

/** The local calendar day of an instant: 'yyyy-MM-dd'. */
export function instantToLocalDate(instant: TInstant, zone: string = DEFAULT_TIME_ZONE): string {
  const z = zoned(instant, zone);
  return `${pad(z.getFullYear(), 4)}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}`;
}

/** The local wall-clock time of an instant: 'HH:MM:SS'. */
export function instantToLocalTime(instant: TInstant, zone: string = DEFAULT_TIME_ZONE): string {
  const z = zoned(instant, zone);
  return `${pad(z.getHours())}:${pad(z.getMinutes())}:${pad(z.getSeconds())}`;
}

/** Today's local day in the zone. */
export function todayLocalDate(
  zone: string = DEFAULT_TIME_ZONE,
  now: TInstant = Date.now(),
): string {
  return instantToLocalDate(now, zone);
}

/** Weekday of a calendar day, 0 Sunday … 6 Saturday (no zone involved: a day is a day). */
export function localWeekday(dateYmd: string): number {
  const [y, mo, d] = parseYmd(dateYmd);
  return new Date(Date.UTC(y, mo - 1, d)).getUTCDay();
}

/** Calendar arithmetic on 'yyyy-MM-dd'. */
export function addDaysYmd(dateYmd: string, days: number): string {
  const [y, mo, d] = parseYmd(dateYmd);
  return new Date(Date.UTC(y, mo - 1, d + days)).toISOString().slice(0, 10);
}

function localDayOf(value: TInstant, zone: string): string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? value
    : instantToLocalDate(value, zone);
}

/** First instant of the local day of `value` (an instant, or a 'yyyy-MM-dd' day). */
export function startOfLocalDay(value: TInstant, zone: string = DEFAULT_TIME_ZONE): Date {
  return zonedDateTimeToInstant(localDayOf(value, zone), '00:00', zone);
}

/** First instant of the next local day: the exclusive end of the day. */
export function startOfNextLocalDay(value: TInstant, zone: string = DEFAULT_TIME_ZONE): Date {
  return zonedDateTimeToInstant(addDaysYmd(localDayOf(value, zone), 1), '00:00', zone);
}

/** Last millisecond of the local day (inclusive end). Prefer startOfNextLocalDay with `<`. */
export function endOfLocalDay(value: TInstant, zone: string = DEFAULT_TIME_ZONE): Date {
  return new Date(startOfNextLocalDay(value, zone).getTime() - 1);
}

function monthStart(value: TInstant, zone: string, offset: number): Date {
  const [y, mo] = parseYmd(localDayOf(value, zone));
  const first = new Date(Date.UTC(y, mo - 1 + offset, 1)).toISOString().slice(0, 10);
  return zonedDateTimeToInstant(first, '00:00', zone);
}

export function startOfLocalMonth(value: TInstant, zone: string = DEFAULT_TIME_ZONE): Date {
  return monthStart(value, zone, 0);
}

export function startOfNextLocalMonth(value: TInstant, zone: string = DEFAULT_TIME_ZONE): Date {
  return monthStart(value, zone, 1);
}

export function startOfPreviousLocalMonth(value: TInstant, zone: string = DEFAULT_TIME_ZONE): Date {
  return monthStart(value, zone, -1);
}
