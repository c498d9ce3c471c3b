import { describe, expect, it } from 'vitest';
import { canJoin, cancelRefunds, roomOpensAt } from './session-window';

const a = {
  status: 'pending',
  startsAt: '2026-03-04T12:00:00.000Z',
  endsAt: '2026-03-04T12:50:00.000Z',
};
const at = (iso: string) => new Date(iso);

describe('canJoin', () => {
  it('opens 15 minutes before the start and closes 10 minutes after the end (§16)', () => {
    expect(canJoin(a, at('2026-03-04T11:44:59.000Z'))).toBe(false);
    expect(canJoin(a, at('2026-03-04T11:45:00.000Z'))).toBe(true);
    expect(canJoin(a, at('2026-03-04T12:59:59.000Z'))).toBe(true);
    expect(canJoin(a, at('2026-03-04T13:00:00.000Z'))).toBe(false);
  });
  it('never for a cancelled session', () => {
    expect(
      canJoin({ ...a, status: 'cancelled_by_psychologist' }, at('2026-03-04T12:10:00.000Z')),
    ).toBe(false);
  });
});

describe('cancelRefunds', () => {
  it('refunds from 6 hours before the start', () => {
    expect(cancelRefunds(a.startsAt, at('2026-03-04T05:59:00.000Z'))).toBe(true);
    expect(cancelRefunds(a.startsAt, at('2026-03-04T06:00:00.000Z'))).toBe(true);
    expect(cancelRefunds(a.startsAt, at('2026-03-04T06:01:00.000Z'))).toBe(false);
  });
});

describe('roomOpensAt', () => {
  it('is 15 minutes before the local start, across midnight too', () => {
    expect(roomOpensAt('2026-03-04T09:00:00.000-03:00')).toBe('08:45');
    expect(roomOpensAt('2026-03-04T00:10:00.000-03:00')).toBe('23:55');
  });
});
