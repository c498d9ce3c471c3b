import { instantToZonedIso } from '@acolher/contracts/time';

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
  if (value instanceof Date) return instantToZonedIso(value, zone);
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
