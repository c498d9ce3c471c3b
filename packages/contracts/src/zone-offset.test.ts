import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { TZDate } from '@date-fns/tz';
import { Temporal } from '@js-temporal/polyfill';
import { epochToWallClock, wallClockToEpoch } from './time.ts';
import { intlZoneOffset, temporalZoneOffset, type TemporalLike } from './zone-offset.ts';

const temporalOffset = temporalZoneOffset(Temporal as unknown as TemporalLike);
const ZONES = [
  'America/Sao_Paulo',
  'America/Manaus',
  'America/Noronha',
  'America/New_York',
  'Europe/London',
  'Australia/Lord_Howe', // 30-minute summer time
  'UTC',
];
const epochs = fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2060, 0, 1) });
const zones = fc.constantFrom(...ZONES);

describe('zone offset: Temporal and Intl read the same zone data', () => {
  it('same offset at any instant 1970–2060', () => {
    fc.assert(
      fc.property(zones, epochs, (zone, epoch) => {
        expect(temporalOffset(zone, epoch)).toBe(intlZoneOffset(zone, epoch));
      }),
      { numRuns: 2000 },
    );
  }, 60_000);
  it('São Paulo: -2 h under the 2018 summer time, -3 h since 2019', () => {
    for (const offset of [temporalOffset, intlZoneOffset]) {
      expect(offset('America/Sao_Paulo', Date.UTC(2018, 0, 15, 12))).toBe(-2 * 3_600_000);
      expect(offset('America/Sao_Paulo', Date.UTC(2026, 10, 23, 12))).toBe(-3 * 3_600_000);
    }
  });
  it('an unknown zone: NaN on both paths (an Invalid Date downstream, as before)', () => {
    expect(intlZoneOffset('Mars/Olympus', 0)).toBeNaN();
    expect(temporalOffset('Mars/Olympus', 0)).toBeNaN();
  });
});

/** What time.ts did before: @date-fns/tz's TZDate. */
const viaTzDate = (wall: number, zone: string) => {
  const w = new Date(wall);
  return new TZDate(
    w.getUTCFullYear(),
    w.getUTCMonth(),
    w.getUTCDate(),
    w.getUTCHours(),
    w.getUTCMinutes(),
    w.getUTCSeconds(),
    zone,
  ).getTime();
};

/**
 * Both paths give TZDate's answer, except where TZDate broke the rule it otherwise follows: for a
 * wall time at the very start of a repeated hour it answered the second occurrence. There both paths
 * must give the earlier instant, and both instants must read back as that wall time.
 */
function expectFirstOccurrenceOrTzDate(wall: number, zone: string) {
  const expected = viaTzDate(wall, zone);
  const got = wallClockToEpoch(wall, zone, intlZoneOffset);
  expect(wallClockToEpoch(wall, zone, temporalOffset)).toBe(got);
  if (got === expected) return;
  expect(got).toBeLessThan(expected);
  expect(epochToWallClock(got, zone, intlZoneOffset).getTime()).toBe(wall);
  expect(epochToWallClock(expected, zone, intlZoneOffset).getTime()).toBe(wall);
}

describe('wall clock → instant, as TZDate did it (gaps forward, repeated hours first)', () => {
  it('every half hour around São Paulo’s summer-time changes 2008–2019', () => {
    let checked = 0;
    for (let year = 2008; year <= 2019; year++) {
      for (const month of [1, 9, 10]) {
        for (let day = 1; day <= 31; day++) {
          for (let half = 0; half < 48; half++) {
            const wall = Date.UTC(year, month, day, 0, half * 30);
            const expected = viaTzDate(wall, 'America/Sao_Paulo');
            expect(wallClockToEpoch(wall, 'America/Sao_Paulo', intlZoneOffset)).toBe(expected);
            expect(wallClockToEpoch(wall, 'America/Sao_Paulo', temporalOffset)).toBe(expected);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(50_000);
  }, 60_000); // 50,000+ conversions: seconds on a busy 2-core machine (a limit, not a speed target)
  it('any wall time in any zone, 1971–2059', () => {
    fc.assert(
      fc.property(zones, epochs, (zone, epoch) => {
        const wall = epoch - (epoch % 60_000);
        expectFirstOccurrenceOrTzDate(wall, zone);
      }),
      { numRuns: 1000 },
    );
  }, 60_000);
  it('a repeated hour that starts exactly at the change is the first too (TZDate took the second)', () => {
    // London, 1974-10-27: 03:00 BST went back to 02:00 GMT, so 02:00 was lived twice (01:00Z, 02:00Z).
    expect(wallClockToEpoch(Date.UTC(1974, 9, 27, 2), 'Europe/London')).toBe(
      Date.UTC(1974, 9, 27, 1),
    );
    expectFirstOccurrenceOrTzDate(Date.UTC(1974, 9, 27, 2), 'Europe/London');
  });
  it('the 2018-11-04 midnight gap moves forward; the 2019-02-16 23:30 repeat is the first', () => {
    const sp = 'America/Sao_Paulo';
    expect(new Date(wallClockToEpoch(Date.UTC(2018, 10, 4, 0, 30), sp)).toISOString()).toBe(
      '2018-11-04T03:30:00.000Z', // 01:30 (-02)
    );
    expect(new Date(wallClockToEpoch(Date.UTC(2019, 1, 16, 23, 30), sp)).toISOString()).toBe(
      '2019-02-17T01:30:00.000Z', // 23:30 (-02), before the clocks went back
    );
  });
  it('instant → wall clock round-trips through both offsets', () => {
    fc.assert(
      fc.property(zones, epochs, (zone, epoch) => {
        const a = epochToWallClock(epoch, zone, intlZoneOffset).getTime();
        expect(epochToWallClock(epoch, zone, temporalOffset).getTime()).toBe(a);
        expect(a - epoch).toBe(intlZoneOffset(zone, epoch));
      }),
      { numRuns: 500 },
    );
  }, 60_000);
});

describe('the runtime’s own Temporal is used when there is one', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  /** Counts the Intl.DateTimeFormat objects built from now on. */
  function countDateTimeFormats() {
    const built = { count: 0 };
    const DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        built.count++;
        return new target(...args);
      },
    });
    vi.stubGlobal('Intl', Object.assign(Object.create(Intl) as typeof Intl, { DateTimeFormat }));
    return built;
  }

  /** time.ts loaded afresh in a runtime with (or without) Temporal, counting Intl formatters. */
  async function loadTime(temporal: unknown) {
    vi.stubGlobal('Temporal', temporal);
    vi.resetModules();
    const built = countDateTimeFormats();
    return { built, time: await import('./time.ts') };
  }

  it('no Intl.DateTimeFormat is built when Temporal exists (the slow start of decision 1009)', async () => {
    const { built, time } = await loadTime(Temporal);
    expect(time.instantToLocalDate(Date.UTC(2026, 10, 23, 2), 'Asia/Kolkata')).toBe('2026-11-23');
    expect(time.zonedDateTimeToInstant('2026-11-23', '08:00', 'Asia/Kolkata').toISOString()).toBe(
      '2026-11-23T02:30:00.000Z',
    );
    expect(built.count).toBe(0);
  });

  it('without Temporal, Intl answers', async () => {
    const { built, time } = await loadTime(undefined);
    expect(time.instantToLocalDate(Date.UTC(2026, 10, 23, 2), 'Asia/Tokyo')).toBe('2026-11-23');
    expect(built.count).toBeGreaterThan(0);
  });
});
