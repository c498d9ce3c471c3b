import { describe, expect, it } from 'vitest';
import { monthLabel, recentMonths } from './months';

describe('statement months (São Paulo)', () => {
  it('labels a month in pt-BR', () => {
    expect(monthLabel('2026-11')).toBe('novembro de 2026');
    expect(monthLabel('2027-03')).toBe('março de 2027');
  });
  it('lists the São Paulo month first, across the year boundary', () => {
    // 2026-01-01 01:00 UTC is still 31 December in São Paulo.
    expect(recentMonths(new Date('2026-01-01T01:00:00Z'), 3)).toEqual([
      '2025-12',
      '2025-11',
      '2025-10',
    ]);
    expect(recentMonths(new Date('2026-01-01T04:00:00Z'), 2)).toEqual(['2026-01', '2025-12']);
  });
});
