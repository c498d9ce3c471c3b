import { describe, expect, it, vi } from 'vitest';
import {
  absentDays,
  busyKeys,
  firstAvailableDate,
  isSelectableDay,
  slotsFor,
  type TOpeningHour,
} from './slots';

const hours: TOpeningHour[] = [
  { uuid: 'h10', dayOfWeek: 3, startTime: '10:00:00', endTime: '10:50:00' },
  { uuid: 'h09', dayOfWeek: 3, startTime: '09:00:00', endTime: '09:50:00' },
  { uuid: 'm08', dayOfWeek: 1, startTime: '08:00:00', endTime: '08:50:00' },
];
// Monday 2026-03-02 09:00 in São Paulo.
const NOW = new Date('2026-03-02T12:00:00.000Z');

describe('slotsFor', () => {
  it('lists the weekday’s hours by start, busy for pending or confirmed, selected', () => {
    const busy = busyKeys([
      { date: '2026-03-04', status: 'pending', openingHour: { uuid: 'h09' } },
      { date: '2026-03-04', status: 'cancelled_by_psychologist', openingHour: { uuid: 'h10' } },
    ]);
    const slots = slotsFor('2026-03-04', hours, busy, 'h10', NOW);
    expect(slots.map((s) => [s.hour.uuid, s.state])).toEqual([
      ['h09', 'busy'],
      ['h10', 'selected'],
    ]);
  });
  it('marks slots that already started: today by the clock, every slot of yesterday', () => {
    expect(slotsFor('2026-03-02', hours, new Set(), undefined, NOW)[0].state).toBe('past');
    // Sunday 2026-03-01 23:30 in São Paulo: Monday 00:00 not yet; Sunday 23:00 started.
    const lateSunday = new Date('2026-03-02T02:30:00.000Z');
    const night: TOpeningHour[] = [
      { uuid: 'mon0', dayOfWeek: 1, startTime: '00:00:00', endTime: '00:50:00' },
      { uuid: 'sun23', dayOfWeek: 0, startTime: '23:00:00', endTime: '23:50:00' },
    ];
    expect(slotsFor('2026-03-02', night, new Set(), undefined, lateSunday)[0].state).toBe('free');
    expect(slotsFor('2026-03-01', night, new Set(), undefined, lateSunday)[0].state).toBe('past');
    expect(slotsFor('2026-02-23', night, new Set(), undefined, NOW)[0].state).toBe('past');
    expect(slotsFor('2026-03-08', night, new Set(), undefined, NOW)[0].state).toBe('free');
  });
  it('on the 90th day, a slot more than 90 days away is not bookable yet (domain.md §5.6)', () => {
    // Monday 2026-03-02 09:00: Sunday 2026-05-31 is today + 90; its 08:00 starts 89 days and 23
    // hours from now, its 09:00 exactly 90 days from now, its 10:00 an hour too far.
    const sunday: TOpeningHour[] = ['08', '09', '10'].map((h) => ({
      uuid: `s${h}`,
      dayOfWeek: 0,
      startTime: `${h}:00:00`,
      endTime: `${h}:50:00`,
    }));
    const states = slotsFor('2026-05-31', sunday, new Set(), undefined, NOW).map((s) => s.state);
    expect(states).toEqual(['free', 'free', 'later']);
    // A week earlier every slot of the day is free.
    expect(slotsFor('2026-05-24', sunday, new Set(), undefined, NOW).map((s) => s.state)).toEqual([
      'free',
      'free',
      'free',
    ]);
  });
  it('nothing on a day without hours', () => {
    expect(slotsFor('2026-03-03', hours, new Set(), undefined, NOW)).toEqual([]);
  });
});

describe('dates', () => {
  it('allows only weekdays with hours, from yesterday on', () => {
    expect(isSelectableDay('2026-03-04', hours, '2026-03-02')).toBe(true);
    expect(isSelectableDay('2026-03-03', hours, '2026-03-02')).toBe(false);
    expect(isSelectableDay('2026-03-02', hours, '2026-03-03')).toBe(true); // yesterday
    expect(isSelectableDay('2026-02-23', hours, '2026-03-02')).toBe(false);
    // At most 90 days ahead, as the server books (domain.md §5.6): 2026-05-31 is today + 90.
    const sunday = [{ uuid: 's', dayOfWeek: 0, startTime: '09:00:00', endTime: '09:50:00' }];
    expect(isSelectableDay('2026-05-31', sunday, '2026-03-02')).toBe(true);
    expect(isSelectableDay('2026-06-07', sunday, '2026-03-02')).toBe(false);
  });
  it('preselects the first day with a free slot within 30 days', () => {
    // Today's 08:00 is past: Wednesday is the first bookable day.
    expect(firstAvailableDate(hours, new Set(), NOW)).toBe('2026-03-04');
    const busy = busyKeys([
      { date: '2026-03-04', status: 'pending', openingHour: { uuid: 'h09' } },
      { date: '2026-03-04', status: 'confirmed', openingHour: { uuid: 'h10' } },
    ]);
    expect(firstAvailableDate(hours, busy, NOW)).toBe('2026-03-09');
    expect(firstAvailableDate([], new Set(), NOW)).toBeUndefined();
  });
});

describe('the booking screen builds no ICU collator', () => {
  it('orders and picks slots without localeCompare (its first call costs 20–60 ms in a page)', () => {
    const compare = vi.spyOn(String.prototype, 'localeCompare');
    try {
      const many = [
        ...hours,
        { uuid: 'h07', dayOfWeek: 3, startTime: '07:30:00', endTime: '08:20:00' },
      ];
      expect(firstAvailableDate(many, new Set(), NOW)).toBe('2026-03-04'); // Monday 08:00 has started
      expect(
        slotsFor('2026-03-04', many, new Set(), undefined, NOW).map((s) => s.hour.uuid),
      ).toEqual(['h07', 'h09', 'h10']);
      expect(compare).not.toHaveBeenCalled();
    } finally {
      compare.mockRestore();
    }
  });
});

describe('absences (§17)', () => {
  const hours = [{ uuid: 'h10', dayOfWeek: 3, startTime: '10:00:00', endTime: '10:50:00' }];
  const isAbsent = absentDays([{ startDate: '2026-03-04', endDate: '2026-03-11' }]);
  it('marks every slot of an absent day unavailable, both ends included', () => {
    expect(isAbsent('2026-03-03')).toBe(false);
    expect(isAbsent('2026-03-04')).toBe(true);
    expect(isAbsent('2026-03-11')).toBe(true);
    expect(isAbsent('2026-03-12')).toBe(false);
    expect(slotsFor('2026-03-11', hours, new Set(), 'h10', NOW, isAbsent)[0].state).toBe('absent');
    expect(slotsFor('2026-03-18', hours, new Set(), undefined, NOW, isAbsent)[0].state).toBe(
      'free',
    );
  });
  it('the first available day skips the absence', () => {
    expect(firstAvailableDate(hours, new Set(), NOW, isAbsent)).toBe('2026-03-18');
  });
});
