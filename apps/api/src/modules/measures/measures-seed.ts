import type { SeedExtension } from '../../db/seed-extensions.ts';
import { measureResponses } from '../../db/tables/measures.ts';
import { measureScore, type TMeasureInstrument } from '@acolher/contracts/measures';

const DAY = 24 * 60 * 60 * 1000;

/**
 * ana's PHQ-9 and GAD-7 over six weeks, showing a response (a drop of 50 % or more) so the trend
 * screens are not empty. The last pair is 15 days old: both are due again in the demo.
 */
const ANA_MEASURES: [TMeasureInstrument, number, number[]][] = [
  ['phq9', 43, [2, 2, 2, 2, 1, 2, 1, 2, 0]], // 14, moderada
  ['phq9', 29, [1, 2, 1, 2, 1, 1, 1, 1, 0]], // 10, moderada
  ['phq9', 15, [1, 1, 1, 1, 0, 1, 1, 0, 0]], // 6, leve: resposta
  ['gad7', 43, [2, 2, 2, 2, 1, 2, 1]], // 12, moderada
  ['gad7', 29, [2, 1, 2, 1, 1, 1, 1]], // 9, leve
  ['gad7', 15, [1, 1, 1, 1, 0, 1, 0]], // 5, leve: resposta
];

export const seedMeasures: SeedExtension = async (deps, tx, ids) => {
  const now = deps.clock().getTime();
  await tx.insert(measureResponses).values(
    ANA_MEASURES.map(([instrument, daysAgo, answers]) => ({
      collaboratorUuid: ids.anaUuid,
      instrument,
      answers,
      score: measureScore(answers),
      crisis: false,
      createdAt: new Date(now - daysAgo * DAY),
    })),
  );
};
