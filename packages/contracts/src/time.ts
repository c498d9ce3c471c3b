/**
 * Business time zone helpers (domain.md §1). Calendar days travel as 'yyyy-MM-dd', wall-clock
 * times as 'HH:MM:SS', instants as Date. Every function takes an optional IANA zone; left out,
 * it is the business zone of setBusinessTime (São Paulo unless the API configured another).
 */
import { DEFAULT_TIME_ZONE } from './constants.ts';
import { zoneOffset, type ZoneOffset } from './zone-offset.ts';

type TInstant = Date | string | number;

interface BusinessTime {
  /** IANA zone where "today" and "this month" are counted. */
  zone: string;
  /** The current instant. */
  now: () => TInstant;
}

const business: BusinessTime = { zone: DEFAULT_TIME_ZONE, now: () => Date.now() };

/**
 * Sets the zone and clock that the zone-less helpers and the schemas' rules read ("strictly
 * before today" of ZBirthdate). The API calls it at startup with APP_TIME_ZONE and its clock;
 * the web keeps the default (São Paulo, the system clock). An unknown zone throws a RangeError.
 */
export function setBusinessTime(settings: Partial<BusinessTime>): void {
  if (settings.zone !== undefined) {
    new Intl.DateTimeFormat('en-US', { timeZone: settings.zone }); // throws on an unknown zone
    business.zone = settings.zone;
  }
  if (settings.now !== undefined) business.now = settings.now;
}

/** The configured business zone (default America/Sao_Paulo). */
export function businessTimeZone(): string {
  return business.zone;
}
const pad = (n: number, size = 2) => String(n).padStart(size, '0');
const DAY_MS = 24 * 60 * 60 * 1000;

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

/** '08:30:00' → 510 (seconds ignored: compare and measure times with timeToSeconds). */
export function timeToMinutes(time: string): number {
  const [h, m] = normalizeTime(time).split(':').map(Number);
  return h * 60 + m;
}

/** '08:30:15' → 30615; '08:30' → 30600. */
export function timeToSeconds(time: string): number {
  const [h, m, s] = normalizeTime(time).split(':').map(Number);
  return h * 3600 + m * 60 + s;
}

/** 30615 → '08:30:15'. Wraps past midnight (86400 → '00:00:00'). */
export function secondsToTime(seconds: number): string {
  const t = ((Math.floor(seconds) % 86_400) + 86_400) % 86_400;
  return `${pad(Math.floor(t / 3600))}:${pad(Math.floor(t / 60) % 60)}:${pad(t % 60)}`;
}

/** 510 → '08:30:00'. Wraps past midnight (1440 → '00:00:00'). */
export function minutesToTime(minutes: number): string {
  const m = ((Math.floor(minutes) % 1440) + 1440) % 1440;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}:00`;
}

/**
 * The instant a wall-clock time happens on a local day. A time that did not exist (a DST gap,
 * e.g. 2018-11-04 00:00 in São Paulo) is moved forward by the gap, like a clock would; a time that
 * happened twice (the hour repeated when summer time ends) is its first occurrence.
 */
export function zonedDateTimeToInstant(
  dateYmd: string,
  time: string,
  zone: string = business.zone,
): Date {
  const [y, mo, d] = parseYmd(dateYmd);
  const [h, mi, s] = normalizeTime(time).split(':').map(Number);
  return new Date(wallClockToEpoch(Date.UTC(y, mo - 1, d, h, mi, s), zone));
}

/**
 * `wall`: the local date and time written as if it were UTC. The zone's offsets a day before and
 * a day after are the candidates (a zone changes offset at most once in two days); a candidate is
 * right if the zone has that offset at the instant it gives. Two right: the earlier. None: a gap,
 * read with the offset before it (the later instant, as a clock moved forward).
 */
export function wallClockToEpoch(wall: number, zone: string, offset: ZoneOffset = zoneOffset) {
  const before = offset(zone, wall - DAY_MS);
  const after = offset(zone, wall + DAY_MS);
  const right = [before, after].filter((o) => offset(zone, wall - o) === o);
  return right.length > 0 ? wall - Math.max(...right) : wall - before;
}

/** The local date and time of an instant, written as if it were UTC (read it with getUTC…). */
export function epochToWallClock(instant: TInstant, zone: string, offset: ZoneOffset = zoneOffset) {
  const epoch = new Date(instant).getTime();
  return new Date(epoch + offset(zone, epoch));
}

/** The local calendar day of an instant: 'yyyy-MM-dd'. */
export function instantToLocalDate(instant: TInstant, zone: string = business.zone): string {
  const w = epochToWallClock(instant, zone);
  return `${pad(w.getUTCFullYear(), 4)}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())}`;
}

/** The local wall-clock time of an instant: 'HH:MM:SS'. */
export function instantToLocalTime(instant: TInstant, zone: string = business.zone): string {
  const w = epochToWallClock(instant, zone);
  return `${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}:${pad(w.getUTCSeconds())}`;
}

/** Today's local day in the zone (by default the business zone and clock). */
export function todayLocalDate(
  zone: string = business.zone,
  now: TInstant = business.now(),
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
export function startOfLocalDay(value: TInstant, zone: string = business.zone): Date {
  return zonedDateTimeToInstant(localDayOf(value, zone), '00:00', zone);
}

/** First instant of the next local day: the exclusive end of the day. */
export function startOfNextLocalDay(value: TInstant, zone: string = business.zone): Date {
  return zonedDateTimeToInstant(addDaysYmd(localDayOf(value, zone), 1), '00:00', zone);
}

/** Last millisecond of the local day (inclusive end). Prefer startOfNextLocalDay with `<`. */
export function endOfLocalDay(value: TInstant, zone: string = business.zone): Date {
  return new Date(startOfNextLocalDay(value, zone).getTime() - 1);
}

function monthStart(value: TInstant, zone: string, offset: number): Date {
  const [y, mo] = parseYmd(localDayOf(value, zone));
  const first = new Date(Date.UTC(y, mo - 1 + offset, 1)).toISOString().slice(0, 10);
  return zonedDateTimeToInstant(first, '00:00', zone);
}

export function startOfLocalMonth(value: TInstant, zone: string = business.zone): Date {
  return monthStart(value, zone, 0);
}

export function startOfNextLocalMonth(value: TInstant, zone: string = business.zone): Date {
  return monthStart(value, zone, 1);
}

export function startOfPreviousLocalMonth(value: TInstant, zone: string = business.zone): Date {
  return monthStart(value, zone, -1);
}

/**
 * An instant as ISO 8601 with the zone's offset ('2026-03-01T22:30:00.000-03:00'): the same
 * instant as its UTC form, and its first 10 characters are the local day (domain.md §1).
 * The offset is written in whole minutes, as ISO 8601 allows (zones have had none other since 1914).
 */
export function instantToZonedIso(instant: TInstant, zone: string = business.zone): string {
  const epoch = new Date(instant).getTime();
  const offsetMinutes = Math.round(zoneOffset(zone, epoch) / 60_000);
  const wall = new Date(epoch + offsetMinutes * 60_000).toISOString().slice(0, 23);
  const abs = Math.abs(offsetMinutes);
  const sign = offsetMinutes < 0 ? '-' : '+';
  return `${wall}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
