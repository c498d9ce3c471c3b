import type { TOpeningHour as TOpeningHourAnswer } from '@acolher/contracts/answers/opening-hours';
import type { TAbsence } from '@acolher/contracts/answers/session-outcomes';
import type { TRedactedAppointment } from '@acolher/contracts/answers/appointments';
import {
  BOOKING_DEFAULT_SEARCH_DAYS,
  DEFAULT_TIME_ZONE,
  MAX_BOOKING_AHEAD_MS,
  MAX_BOOKING_DAYS_AHEAD,
} from '@acolher/contracts/constants';
import {
  addDaysYmd,
  localWeekday,
  todayLocalDate,
  zonedDateTimeToInstant,
} from '@acolher/contracts/time';

export type TOpeningHour = Pick<TOpeningHourAnswer, 'uuid' | 'dayOfWeek' | 'startTime' | 'endTime'>;
/** What the slots read of the psychologist's appointments (the booking screen's answer has no identity). */
export type BusyAppointment = Pick<TRedactedAppointment, 'date' | 'status'> & {
  openingHour: Pick<TRedactedAppointment['openingHour'], 'uuid'>;
};
/** 'later': on the 90th day, a slot more than 90 days away; it opens as the clock reaches it (§5.6). */
/** 'absent': a day inside one of the psychologist's absences (domain.md §17, 'Indisponível'). */
type TSlotState = 'free' | 'busy' | 'past' | 'later' | 'absent' | 'selected';
export type Slot = { hour: TOpeningHour; state: TSlotState };

const ACTIVE = new Set(['pending', 'confirmed']);
const key = (date: string, hourUuid: string) => `${date}|${hourUuid}`;

/** Today in the business zone, whatever the browser's zone. */
export const todayYmd = (now: Date = new Date()) => todayLocalDate(DEFAULT_TIME_ZONE, now);

/** 'yyyy-MM-dd' ↔ a Date at local noon (the day picker works with the browser's calendar). */
export function ymdToDate(ymd: string): Date {
  const [y, m, d] = ymd.split('-').map(Number);
  return new Date(y, m - 1, d, 12);
}
export function dateToYmd(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}`;
}

/** A psychologist's absence as the booking screen reads it: whole days, both ends included. */
export type TAbsentPeriod = Pick<TAbsence, 'startDate' | 'endDate'>;

/** Whether `date` ('yyyy-MM-dd') falls inside one of the periods. */
export function absentDays(periods: readonly TAbsentPeriod[]): (date: string) => boolean {
  return (date) => periods.some((p) => p.startDate <= date && date <= p.endDate);
}
const NEVER_ABSENT = () => false;

export function busyKeys(appointments: BusyAppointment[]): Set<string> {
  return new Set(
    appointments
      .filter((a) => ACTIVE.has(a.status))
      .map((a) => key(a.date.slice(0, 10), a.openingHour.uuid)),
  );
}

/**
 * The day's slots by start time: Ocupado when pending or confirmed, encerrado when already started,
 * unavailable when it starts more than 90 days from now (only on the last bookable day).
 */
export function slotsFor(
  date: string,
  hours: TOpeningHour[],
  busy: Set<string>,
  selectedUuid: string | undefined,
  now: Date,
  isAbsent: (date: string) => boolean = NEVER_ABSENT,
): Slot[] {
  const absent = isAbsent(date);
  const weekday = localWeekday(date);
  const today = todayYmd(now);
  // Only today's slots need the time-zone arithmetic (Intl, the slow part of the first render):
  // every slot of an earlier day has started, none of a later day has.
  const startOf = (hour: TOpeningHour) =>
    zonedDateTimeToInstant(date, hour.startTime, DEFAULT_TIME_ZONE).getTime();
  const hasStarted = (hour: TOpeningHour) =>
    date !== today ? date < today : startOf(hour) <= now.getTime();
  const lastDay = date === addDaysYmd(today, MAX_BOOKING_DAYS_AHEAD);
  const tooFar = (hour: TOpeningHour) =>
    lastDay && startOf(hour) > now.getTime() + MAX_BOOKING_AHEAD_MS;
  // 'HH:MM:SS' strings sort as plain strings; `localeCompare` would build ICU's collator, 20–60 ms
  // on this VM the first time in a page (decision 1009).
  return hours
    .filter((h) => h.dayOfWeek === weekday)
    .sort((a, b) => (a.startTime < b.startTime ? -1 : a.startTime > b.startTime ? 1 : 0))
    .map((hour) => {
      const started = hasStarted(hour);
      const state: TSlotState = busy.has(key(date, hour.uuid))
        ? 'busy'
        : started
          ? 'past'
          : absent
            ? 'absent'
            : tooFar(hour)
              ? 'later'
              : hour.uuid === selectedUuid
                ? 'selected'
                : 'free';
      return { hour, state };
    });
}

/** docs/domain.md §20: only weekdays that have hours, never before yesterday. */
export function isSelectableDay(date: string, hours: TOpeningHour[], today: string): boolean {
  return (
    date >= addDaysYmd(today, -1) &&
    date <= addDaysYmd(today, MAX_BOOKING_DAYS_AHEAD) &&
    hours.some((h) => h.dayOfWeek === localWeekday(date))
  );
}

/**
 * The first day within the next 30 days with opening hours (domain.md §22), preferring one that still has
 * a free slot, so the screen opens on something bookable.
 */
export function firstAvailableDate(
  hours: TOpeningHour[],
  busy: Set<string>,
  now: Date,
  isAbsent: (date: string) => boolean = NEVER_ABSENT,
): string | undefined {
  const today = todayYmd(now);
  let firstWithHours: string | undefined;
  for (let i = 0; i <= BOOKING_DEFAULT_SEARCH_DAYS; i++) {
    const day = addDaysYmd(today, i);
    if (!isSelectableDay(day, hours, today)) continue;
    firstWithHours ??= day;
    if (slotsFor(day, hours, busy, undefined, now, isAbsent).some((s) => s.state === 'free'))
      return day;
  }
  return firstWithHours;
}
