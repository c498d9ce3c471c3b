import { describe, expect, it } from 'vitest';
import { historyOrder, nextSession } from './history-order';

const at = (startsAt: string, status = 'pending') => ({
  status,
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 50 * 60_000).toISOString(),
});
const NOW = new Date('2026-03-04T11:46:00.000Z');

describe('historyOrder', () => {
  it('lists upcoming sessions first, soonest first, then past ones newest first', () => {
    const tomorrow = at('2026-03-05T12:00:00.000Z');
    const today = at('2026-03-04T12:00:00.000Z');
    const yesterday = at('2026-03-03T12:00:00.000Z', 'confirmed');
    const lastWeek = at('2026-02-25T12:00:00.000Z', 'confirmed');
    const cancelled = at('2026-03-06T12:00:00.000Z', 'cancelled_by_psychologist');
    expect(historyOrder([cancelled, tomorrow, lastWeek, today, yesterday], NOW)).toEqual([
      today,
      tomorrow,
      cancelled,
      yesterday,
      lastWeek,
    ]);
  });
  it('keeps a session in progress on top until its room closes', () => {
    const now = at('2026-03-04T11:00:00.000Z');
    expect(nextSession([at('2026-03-05T12:00:00.000Z'), now], NOW)).toBe(now);
    expect(nextSession([now], new Date('2026-03-04T12:01:00.000Z'))).toBeUndefined();
  });
});
