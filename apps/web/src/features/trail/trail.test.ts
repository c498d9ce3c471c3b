import { describe, expect, it } from 'vitest';
import { trailProgress } from './trail';

describe('trailProgress', () => {
  it.each([
    [0, 0, 0, [0, 0, 0], false],
    [1, 0, 1, [1, 0, 0], false],
    [9, 0, 9, [9, 0, 0], false],
    [10, 1, 0, [10, 0, 0], false],
    [23, 2, 3, [10, 10, 3], false],
    [30, 3, 0, [10, 10, 10], true],
    [35, 3, 0, [10, 10, 10], true],
  ])(
    '%i medals → %i cycles, %i in the current one',
    (medals, cycles, current, perCycle, unlocked) => {
      const p = trailProgress(medals);
      expect(p.completedCycles).toBe(cycles);
      expect(p.inCurrentCycle).toBe(current);
      expect(p.perCycle).toEqual(perCycle);
      expect(p.superRewardsUnlocked).toBe(unlocked);
    },
  );
});
