import { TRAIL_CYCLES, TRAIL_MEDALS_PER_CYCLE, trailStage } from '@acolher/contracts/constants';

export type TrailProgress = {
  medals: number;
  completedCycles: number;
  /** Index (0-based) of the cycle in progress; TRAIL_CYCLES when all are complete. */
  currentCycle: number;
  /** Medals in the current cycle (0–9). */
  inCurrentCycle: number;
  toNextCycle: number;
  superRewardsUnlocked: boolean;
  /** Medals counted inside each cycle (0–10). */
  perCycle: number[];
};

/** Medals = responses; 3 cycles of 10; completed = floor(medals/10), at most 3; the rest is the current cycle. */
export function trailProgress(count: number): TrailProgress {
  const medals = Math.max(0, Math.floor(count));
  const completedCycles = trailStage(medals);
  const done = completedCycles >= TRAIL_CYCLES;
  const inCurrentCycle = done ? 0 : medals % TRAIL_MEDALS_PER_CYCLE;
  return {
    medals,
    completedCycles,
    currentCycle: completedCycles,
    inCurrentCycle,
    toNextCycle: done ? 0 : TRAIL_MEDALS_PER_CYCLE - inCurrentCycle,
    superRewardsUnlocked: done,
    perCycle: Array.from({ length: TRAIL_CYCLES }, (_, i) =>
      Math.min(TRAIL_MEDALS_PER_CYCLE, Math.max(0, medals - i * TRAIL_MEDALS_PER_CYCLE)),
    ),
  };
}
