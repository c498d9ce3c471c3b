/**
 * A time zone's UTC offset at an instant, in milliseconds (São Paulo today: -3 h). The one place
 * where time.ts reads the zone database.
 *
 * Where the runtime has Temporal (Chromium 144+, Firefox 139+), it answers: building the first
 * Intl.DateTimeFormat of a page loads ICU's date-time data, one 60–150 ms task on a slow machine
 * and the largest piece of the booking page's blocking time (decision 1009); Temporal reads the same
 * zone data in ~2 ms. Elsewhere (Node 20, Safari) @date-fns/tz's Intl-based tzOffset answers.
 * Both read the runtime's own IANA data; a test checks they agree.
 */
import { tzOffset } from '@date-fns/tz';

const MINUTE_MS = 60_000;

/** The part of Temporal used here (TypeScript 5.9 has no Temporal types yet). */
export interface TemporalLike {
  Instant: {
    fromEpochMilliseconds(ms: number): {
      toZonedDateTimeISO(zone: string): { offsetNanoseconds: number };
    };
  };
}

export type ZoneOffset = (zone: string, epochMs: number) => number;

/** Offset from @date-fns/tz (Intl), in ms; NaN for an unknown zone. */
export const intlZoneOffset: ZoneOffset = (zone, epochMs) =>
  Math.round(tzOffset(zone, new Date(epochMs)) * MINUTE_MS);

/** Offset from a Temporal implementation, falling back to Intl for what it refuses. */
export function temporalZoneOffset(temporal: TemporalLike): ZoneOffset {
  return (zone, epochMs) => {
    try {
      const zoned = temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(zone);
      return Math.round(zoned.offsetNanoseconds / 1e6);
    } catch {
      return intlZoneOffset(zone, epochMs);
    }
  };
}

const runtimeTemporal = (globalThis as { Temporal?: TemporalLike }).Temporal;

export const zoneOffset: ZoneOffset =
  typeof runtimeTemporal?.Instant?.fromEpochMilliseconds === 'function'
    ? temporalZoneOffset(runtimeTemporal)
    : intlZoneOffset;
