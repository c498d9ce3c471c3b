import { describe, expect, it } from 'vitest';
import { instantToZonedIso } from '@acolher/contracts/time';
import { localizeDates, serializeWithLocalDates, zonedIso } from './local-dates.ts';

const ZONE = 'America/Sao_Paulo';
const lateEvening = new Date('2026-11-25T01:30:00.000Z'); // 22:30 on the 24th in São Paulo

describe('answers write instants in the business zone (domain.md §1)', () => {
  it('writes every Date, however deep, with the local day first', () => {
    const body = JSON.parse(
      serializeWithLocalDates(ZONE)({
        createdAt: lateEvening,
        list: [{ startsAt: lateEvening, nested: { at: [lateEvening] } }],
        none: null,
      }),
    );
    expect(body).toEqual({
      createdAt: '2026-11-24T22:30:00.000-03:00',
      list: [
        {
          startsAt: '2026-11-24T22:30:00.000-03:00',
          nested: { at: ['2026-11-24T22:30:00.000-03:00'] },
        },
      ],
      none: null,
    });
  });

  it('leaves days, times and other strings alone and copies only what holds a Date', () => {
    const plain = { date: '2026-11-24', startTime: '22:30:00', tags: ['a'], n: 1 };
    expect(localizeDates(plain, ZONE)).toBe(plain);
    const mixed = { keep: plain, at: lateEvening };
    const out = localizeDates(mixed, ZONE) as typeof mixed;
    expect(out).not.toBe(mixed);
    expect(out.keep).toBe(plain);
    expect(mixed.at).toBe(lateEvening); // the service's object is not changed
  });

  it('does not walk into objects that are not plain data', () => {
    const buffer = Buffer.from('x');
    expect(localizeDates({ buffer }, ZONE)).toEqual({ buffer });
  });
});

describe('zonedIso: the offset read once per steady day (decision 1211)', () => {
  const zones = [
    'America/Sao_Paulo',
    'America/New_York',
    'Europe/London',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'Africa/Casablanca',
    'Pacific/Apia',
    'UTC',
  ];
  it('writes what instantToZonedIso writes, on and around every change of offset', () => {
    const from = Date.UTC(1900, 0, 1);
    const to = Date.UTC(2040, 0, 1);
    let state = 1;
    const random = () => ((state = (state * 48_271) % 2_147_483_647) / 2_147_483_647);
    for (const zone of zones) {
      const instants = Array.from({ length: 2_000 }, () => from + Math.floor(random() * (to - from)));
      // The hours around São Paulo's last changes of offset, and New York's, minute by minute.
      for (const edge of [Date.UTC(2018, 10, 4, 3), Date.UTC(2019, 1, 17, 2), Date.UTC(2026, 2, 8, 7)])
        for (let m = -90; m <= 90; m++) instants.push(edge + m * 60_000 - 1, edge + m * 60_000);
      for (const epoch of instants) {
        const at = new Date(epoch);
        expect(zonedIso(at, zone), `${zone} ${at.toISOString()}`).toBe(instantToZonedIso(at, zone));
      }
    }
  });
});
