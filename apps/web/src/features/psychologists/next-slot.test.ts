import { describe, expect, it } from 'vitest';
import { formatNextSlot } from './next-slot';

describe('formatNextSlot', () => {
  it('reads the instant in São Paulo whatever its offset', () => {
    expect(formatNextSlot('2026-03-02T10:00:00.000-03:00')).toBe('segunda, 02/03 às 10:00');
    expect(formatNextSlot('2026-03-07T02:30:00.000Z')).toBe('sexta, 06/03 às 23:30');
    expect(formatNextSlot('2026-03-08T09:00:00.000-03:00')).toBe('domingo, 08/03 às 09:00');
  });
});
