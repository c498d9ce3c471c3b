import { eq } from 'drizzle-orm';
import { startOfLocalMonth, startOfPreviousLocalMonth } from '@acolher/contracts/time';
import type { SeedExtension } from '../../db/seed-extensions.ts';
import { collaborators, radarResponses } from '../../db/schema.ts';
import { QUESTIONS } from './questionnaire.ts';
import { scoreAnswers, type Answer } from './scoring.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A plausible answer set: WHO-5 items around `who5`, work-life items around `work`, varied by seed. */
function demoAnswers(seed: number, who5: number, work: number, stress: number): Answer[] {
  return QUESTIONS.map((q, i) => {
    const jitter = ((seed * 7 + i * 5) % 3) - 1; // -1, 0 or 1
    const base = q.instrument === 'who5' ? who5 : q.id === 'stress' ? stress : work;
    const max = q.instrument === 'who5' ? 5 : 4;
    return { questionId: q.id, value: Math.max(0, Math.min(max, base + jitter)) };
  });
}

/** [last month, this month] profiles per colleague: [who5, work, stress]. */
const COLLEAGUE_PROFILES: [number, number, number][][] = [
  [
    [3, 3, 2],
    [4, 3, 1],
  ],
  [
    [2, 2, 3],
    [3, 2, 2],
  ],
  [
    [4, 3, 1],
    [4, 4, 1],
  ],
  [
    [3, 2, 2],
    [3, 3, 2],
  ],
  [
    [2, 3, 2],
    [3, 3, 2],
  ],
  [
    [4, 2, 3],
    [3, 2, 3],
  ],
];

/**
 * Demo radar responses (decision record 0704): ana answered last month and this month; each colleague
 * in Tecnologia answered once last month and once this month; bruno never answered (his journey
 * starts with the radar). The company dashboard thus has groups of 5+ in both months.
 */
export const seedRadarResponses: SeedExtension = async (deps, tx, ids) => {
  const now = deps.clock();
  const zone = deps.env.APP_TIME_ZONE;
  const lastMonth = startOfPreviousLocalMonth(now, zone).getTime();
  const thisMonth = startOfLocalMonth(now, zone).getTime();
  const elapsed = Math.max(1, now.getTime() - thisMonth);
  const inLastMonth = (i: number) => new Date(lastMonth + (4 + i * 3) * DAY + 10 * 3600_000);
  const inThisMonth = (i: number, n: number) =>
    new Date(thisMonth + Math.floor((elapsed * (i + 1)) / (n + 2)));

  const [tecnologia] = ids.sectorUuids;
  const people: { uuid: string; profiles: [number, number, number][] }[] = [
    {
      uuid: ids.anaUuid,
      profiles: [
        [2, 2, 3],
        [3, 3, 2],
      ],
    },
    ...ids.colleagueUuids.map((uuid, i) => ({
      uuid,
      profiles: COLLEAGUE_PROFILES[i % COLLEAGUE_PROFILES.length],
    })),
  ];
  const n = people.length;
  for (const [i, person] of people.entries()) {
    const dates = [inLastMonth(i), inThisMonth(i, n)];
    const rows = person.profiles.map(([w, k, st], j) => {
      const answers = demoAnswers(i * 2 + j, w, k, st);
      return {
        collaboratorUuid: person.uuid,
        companyUuid: ids.companyUuid,
        sectorUuid: tecnologia,
        provider: 'builtin',
        answers,
        scores: scoreAnswers(answers),
        createdAt: dates[j],
      };
    });
    await tx.insert(radarResponses).values(rows);
    await tx
      .update(collaborators)
      .set({ hasSentForm: true, lastSentFormAt: dates[1] })
      .where(eq(collaborators.uuid, person.uuid));
  }
};
