import { instantToZonedIso } from '@acolher/contracts/time';
import { zoneOffset } from '@acolher/contracts/zone-offset';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const KEPT_DAYS = 4096;
/** Per zone, the offset in minutes of each UTC day within which the zone's offset does not change. */
const steadyDays = new Map<string, Map<number, number>>();

/**
 * The zone's offset at `epoch`, in whole minutes, as instantToZonedIso counts it. Reading the zone
 * database (Intl) costs microseconds per instant, and a list of 100 rows writes 100 of them
 * (decision 1211): a UTC day whose first and last millisecond have the same offset has it
 * throughout (no zone changes its offset twice within a day), and is remembered; a day with a
 * change is read instant by instant.
 */
function offsetMinutesAt(zone: string, epoch: number): number {
  const day = Math.floor(epoch / DAY_MS);
  let days = steadyDays.get(zone);
  if (!days) steadyDays.set(zone, (days = new Map()));
  const known = days.get(day);
  if (known !== undefined) return known;
  const first = Math.round(zoneOffset(zone, day * DAY_MS) / MINUTE_MS);
  const last = Math.round(zoneOffset(zone, day * DAY_MS + DAY_MS - 1) / MINUTE_MS);
  if (first !== last) return Math.round(zoneOffset(zone, epoch) / MINUTE_MS);
  if (days.size >= KEPT_DAYS) days.clear();
  days.set(day, first);
  return first;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** instantToZonedIso's answer for a Date, with the zone's offset read once per steady day. */
export function zonedIso(value: Date, zone: string): string {
  const epoch = value.getTime();
  if (!Number.isFinite(epoch)) return instantToZonedIso(value, zone);
  const offset = offsetMinutesAt(zone, epoch);
  if (!Number.isFinite(offset)) return instantToZonedIso(value, zone);
  const wall = new Date(epoch + offset * MINUTE_MS).toISOString().slice(0, 23);
  const abs = Math.abs(offset);
  return `${wall}${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * docs/domain.md §1: "Dates are returned as ISO strings whose first 10 characters are the local day."
 * Every instant an answer carries (a `Date` from the database or a service) is written with the
 * business zone's offset ('2026-11-24T22:30:00.000-03:00') instead of JSON's UTC form, which would
 * name the next day for anything after 21:00 in São Paulo. Calendar days ('yyyy-MM-dd') and
 * wall-clock times are strings already and pass unchanged.
 *
 * Copy on write: containers without a Date inside are returned as they are (no copy), so the
 * common answer costs one walk and JSON.stringify keeps its fast path (Date#toJSON does not).
 */
export function localizeDates(value: unknown, zone: string): unknown {
  if (value instanceof Date) return zonedIso(value, zone);
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (item === null || typeof item !== 'object') continue;
      const local = localizeDates(item, zone);
      if (local !== item) (copy ??= value.slice())[i] = local;
    }
    return copy ?? value;
  }
  if (value === null || typeof value !== 'object' || !isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    if (item === null || typeof item !== 'object') continue;
    const local = localizeDates(item, zone);
    if (local !== item) (copy ??= { ...value })[key] = local;
  }
  return copy ?? value;
}

function isPlainObject(value: object) {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** The JSON body of an answer: instants in the business zone, the rest as JSON.stringify writes it. */
export function serializeWithLocalDates(zone: string) {
  return (payload: unknown) => JSON.stringify(localizeDates(payload, zone));
}
