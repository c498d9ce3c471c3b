import { describe, expect, it } from 'vitest';
import {
  addDaysYmd,
  businessTimeZone,
  endOfLocalDay,
  instantToLocalDate,
  instantToLocalTime,
  instantToZonedIso,
  localWeekday,
  minutesToTime,
  normalizeTime,
  secondsToTime,
  setBusinessTime,
  startOfLocalDay,
  startOfLocalMonth,
  startOfNextLocalDay,
  startOfNextLocalMonth,
  startOfPreviousLocalMonth,
  timeToMinutes,
  timeToSeconds,
  todayLocalDate,
  zonedDateTimeToInstant,
} from './time.ts';

const iso = (d: Date) => d.toISOString();

describe('wall clock ↔ instant in São Paulo', () => {
  it('UTC-3 today', () => {
    expect(iso(zonedDateTimeToInstant('2026-03-10', '08:00'))).toBe('2026-03-10T11:00:00.000Z');
    expect(iso(zonedDateTimeToInstant('2026-03-10', '23:30:15'))).toBe('2026-03-11T02:30:15.000Z');
  });
  it('UTC-2 under the 2018 summer time, and the 2018-11-04 midnight gap', () => {
    expect(iso(zonedDateTimeToInstant('2018-01-15', '08:00'))).toBe('2018-01-15T10:00:00.000Z');
    expect(iso(zonedDateTimeToInstant('2018-07-15', '08:00'))).toBe('2018-07-15T11:00:00.000Z');
    // 00:00 did not exist that day: clocks jumped to 01:00 (-02), i.e. 03:00Z.
    expect(iso(startOfLocalDay('2018-11-04'))).toBe('2018-11-04T03:00:00.000Z');
  });
  it('other zones', () => {
    expect(iso(zonedDateTimeToInstant('2026-03-10', '08:00', 'UTC'))).toBe(
      '2026-03-10T08:00:00.000Z',
    );
    expect(iso(zonedDateTimeToInstant('2026-03-10', '08:00', 'America/Manaus'))).toBe(
      '2026-03-10T12:00:00.000Z',
    );
  });
  it('instant → local day at midnight boundaries', () => {
    expect(instantToLocalDate('2026-03-11T02:59:59.999Z')).toBe('2026-03-10');
    expect(instantToLocalDate('2026-03-11T03:00:00.000Z')).toBe('2026-03-11');
    expect(instantToLocalDate(new Date('2026-03-11T02:00:00Z'), 'UTC')).toBe('2026-03-11');
    expect(instantToLocalTime('2026-03-11T02:30:15Z')).toBe('23:30:15');
    expect(todayLocalDate(undefined, '2026-01-01T02:00:00Z')).toBe('2025-12-31');
  });
});

describe('day and month ranges', () => {
  it('day', () => {
    const instant = new Date('2026-03-11T01:00:00Z'); // 22:00 on the 10th locally
    expect(iso(startOfLocalDay(instant))).toBe('2026-03-10T03:00:00.000Z');
    expect(iso(startOfNextLocalDay(instant))).toBe('2026-03-11T03:00:00.000Z');
    expect(iso(endOfLocalDay(instant))).toBe('2026-03-11T02:59:59.999Z');
  });
  it('month boundaries: 31 Jan 23:30 local is still January', () => {
    const instant = new Date('2026-02-01T02:30:00Z');
    expect(iso(startOfLocalMonth(instant))).toBe('2026-01-01T03:00:00.000Z');
    expect(iso(startOfNextLocalMonth(instant))).toBe('2026-02-01T03:00:00.000Z');
    expect(iso(startOfPreviousLocalMonth(instant))).toBe('2025-12-01T03:00:00.000Z');
  });
  it('year boundaries', () => {
    expect(iso(startOfPreviousLocalMonth('2026-01-15'))).toBe('2025-12-01T03:00:00.000Z');
    expect(iso(startOfNextLocalMonth('2025-12-31'))).toBe('2026-01-01T03:00:00.000Z');
  });
});

describe('calendar and clock helpers', () => {
  it('weekday', () => {
    expect(localWeekday('2026-03-08')).toBe(0);
    expect(localWeekday('2026-03-14')).toBe(6);
    expect(localWeekday('2024-02-29')).toBe(4);
  });
  it('addDaysYmd', () => {
    expect(addDaysYmd('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysYmd('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysYmd('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('times', () => {
    expect(normalizeTime('08:00')).toBe('08:00:00');
    expect(normalizeTime('08:00:30')).toBe('08:00:30');
    expect(() => normalizeTime('25:00')).toThrow();
    expect(timeToMinutes('08:50:00')).toBe(530);
    expect(minutesToTime(530)).toBe('08:50:00');
    expect(minutesToTime(1440)).toBe('00:00:00');
    expect(timeToSeconds('08:50:15')).toBe(31815);
    expect(timeToSeconds('08:50')).toBe(31800);
    expect(secondsToTime(31815)).toBe('08:50:15');
    expect(secondsToTime(86_400)).toBe('00:00:00');
  });
});

describe('instants written with the zone offset (domain.md §1)', () => {
  it('starts with the local day and names the same instant', () => {
    const lateEvening = new Date('2026-11-25T01:30:00.123Z'); // 22:30 on the 24th in São Paulo
    const written = instantToZonedIso(lateEvening, 'America/Sao_Paulo');
    expect(written).toBe('2026-11-24T22:30:00.123-03:00');
    expect(new Date(written).getTime()).toBe(lateEvening.getTime());
  });

  it('follows summer time and zones east of UTC', () => {
    expect(instantToZonedIso('2018-12-01T02:00:00.000Z', 'America/Sao_Paulo')).toBe(
      '2018-12-01T00:00:00.000-02:00',
    );
    expect(instantToZonedIso('2026-11-24T20:00:00.000Z', 'Asia/Kolkata')).toBe(
      '2026-11-25T01:30:00.000+05:30',
    );
    expect(instantToZonedIso('2026-11-24T20:00:00.000Z', 'UTC')).toBe(
      '2026-11-24T20:00:00.000+00:00',
    );
  });

  it('agrees with instantToLocalDate at every hour of a year', () => {
    for (let h = 0; h < 24 * 366; h += 1) {
      const instant = Date.UTC(2018, 0, 1) + h * 3_600_000 + 59_000;
      const written = instantToZonedIso(instant, 'America/Sao_Paulo');
      expect(written.slice(0, 10)).toBe(instantToLocalDate(instant, 'America/Sao_Paulo'));
      expect(new Date(written).getTime()).toBe(instant);
    }
  });
});

describe('the business zone and clock (domain.md §1: APP_TIME_ZONE)', () => {
  it('São Paulo and the system clock by default; the zone-less helpers follow a configured zone', () => {
    const instant = '2026-03-10T05:00:00Z'; // 02:00 on 10 March in São Paulo, 22:00 on 9 March in LA
    expect(businessTimeZone()).toBe('America/Sao_Paulo');
    expect(instantToLocalDate(instant)).toBe('2026-03-10');
    try {
      setBusinessTime({ zone: 'America/Los_Angeles', now: () => instant });
      expect(businessTimeZone()).toBe('America/Los_Angeles');
      expect(instantToLocalDate(instant)).toBe('2026-03-09');
      expect(todayLocalDate()).toBe('2026-03-09');
      expect(iso(startOfLocalDay(instant))).toBe('2026-03-09T07:00:00.000Z');
      expect(instantToZonedIso(instant)).toBe('2026-03-09T22:00:00.000-07:00');
      expect(todayLocalDate('America/Sao_Paulo')).toBe('2026-03-10');
      expect(() => setBusinessTime({ zone: 'Mars/Olympus' })).toThrow(RangeError);
      expect(businessTimeZone()).toBe('America/Los_Angeles');
    } finally {
      setBusinessTime({ zone: 'America/Sao_Paulo', now: () => Date.now() });
    }
    expect(instantToLocalDate(instant)).toBe('2026-03-10');
  });
});
