import { describe, expect, it } from 'vitest';
import { localizeDates, serializeWithLocalDates } from './local-dates.ts';

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
