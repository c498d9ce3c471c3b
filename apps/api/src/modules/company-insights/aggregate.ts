import { MIN_GROUP_SIZE, type TSuppressionReason } from '@acolher/contracts/company-insights';
import type {
  TCountCell,
  TDimensionAverages,
  TGroupCell,
  TMonthInsights,
} from '@acolher/contracts/answers/company-insights';
import { RADAR_DIMENSIONS, type TRadarDimension } from '@acolher/contracts/well-being-radar';
import type { TRadarScores } from '@acolher/contracts/answers/radar';
import { mergeSuppressions, suppressPartition, type PartitionSuppression } from './k-anonymity.ts';

/** One recorded radar response, already reduced to what aggregation needs (never returned). */
export interface ResponseFact {
  person: string;
  sectorUuid: string;
  monthKey: string;
  at: number;
  scores: TRadarScores;
}

/**
 * A month's booked (pending) and held (confirmed) sessions of the company's collaborators, counted
 * by the database: sessions and distinct people, in all and by status.
 */
export interface SessionCounts {
  booked: number;
  held: number;
  people: number;
  peopleHeld: number;
  peoplePending: number;
}

export const NO_SESSIONS: SessionCounts = { booked: 0, held: 0, people: 0, peopleHeld: 0, peoplePending: 0 };

export interface SectorRef {
  uuid: string;
  name: string;
  /** Active sectors are listed every month; a deleted one only in months it has answers. */
  active: boolean;
}

interface Group {
  people: number;
  latest: TRadarScores[];
}

const round = (n: number) => Math.round(n);

/** One vote per person per month: the latest answer of the month, in the sector it was given in. */
function latestPerPerson(facts: readonly ResponseFact[]): ResponseFact[] {
  const byPerson = new Map<string, ResponseFact>();
  for (const f of facts) {
    const prev = byPerson.get(f.person);
    if (!prev || f.at > prev.at) byPerson.set(f.person, f);
  }
  return [...byPerson.values()];
}

function contributors(group: Group, d: TRadarDimension): number {
  return group.latest.filter((s) => typeof s.dimensions?.[d] === 'number').length;
}

function averages(group: Group, shown: (d: TRadarDimension) => boolean): TDimensionAverages {
  return Object.fromEntries(
    RADAR_DIMENSIONS.map((d) => {
      const values = group.latest
        .map((s) => s.dimensions?.[d])
        .filter((v): v is number => typeof v === 'number');
      return [
        d,
        shown(d) && values.length > 0
          ? round(values.reduce((a, b) => a + b, 0) / values.length)
          : null,
      ];
    }),
  ) as TDimensionAverages;
}

function groupCell(
  group: Group,
  reason: TSuppressionReason | null,
  closed: boolean,
  dimensionShown: (d: TRadarDimension) => boolean,
): TGroupCell {
  if (reason) return { suppressed: true, reason };
  const care = group.latest.filter((s) => s.needsCare === true).length;
  return {
    suppressed: false,
    respondents: group.people,
    averages: closed ? averages(group, dimensionShown) : null,
    careShare: closed ? round((care / group.people) * 100) : null,
  };
}

function countCell(count: number, reason: TSuppressionReason | null): TCountCell {
  return reason ? { suppressed: true, reason } : { suppressed: false, count };
}

/**
 * Everything the company may see about one month, with the k-anonymity rule applied to
 * participation, to each dimension (its own contributors) and to the session counts.
 */
export function buildMonth(input: {
  monthKey: string;
  closed: boolean;
  sectors: readonly SectorRef[];
  responses: readonly ResponseFact[];
  sessions: SessionCounts;
  k?: number;
}): TMonthInsights {
  const k = input.k ?? MIN_GROUP_SIZE;
  const latest = latestPerPerson(input.responses);
  const company: Group = { people: latest.length, latest: latest.map((f) => f.scores) };
  const withAnswers = new Set(latest.map((f) => f.sectorUuid));
  const sectors = input.sectors.filter((s) => s.active || withAnswers.has(s.uuid));
  const groups: Group[] = sectors.map((s) => {
    const mine = latest.filter((f) => f.sectorUuid === s.uuid);
    return { people: mine.length, latest: mine.map((f) => f.scores) };
  });

  const participation = suppressPartition(
    company.people,
    groups.map((g) => g.people),
    k,
  );
  const perDimension = new Map<TRadarDimension, PartitionSuppression>(
    RADAR_DIMENSIONS.map((d) => [
      d,
      mergeSuppressions(
        participation,
        suppressPartition(
          contributors(company, d),
          groups.map((g) => contributors(g, d)),
          k,
        ),
      ),
    ]),
  );

  const counts = input.sessions;
  const sessionRule = suppressPartition(counts.people, [counts.peopleHeld, counts.peoplePending], k);

  return {
    month: input.monthKey,
    closed: input.closed,
    company: groupCell(
      company,
      participation.total,
      input.closed,
      (d) => perDimension.get(d)!.total === null,
    ),
    sectors: sectors.map((s, i) => ({
      sectorUuid: s.uuid,
      name: s.name,
      cell: groupCell(
        groups[i],
        participation.parts[i],
        input.closed,
        (d) => perDimension.get(d)!.parts[i] === null,
      ),
    })),
    sessions: {
      booked: countCell(counts.booked, sessionRule.total),
      held: countCell(
        counts.held,
        sessionRule.total ?? sessionRule.parts[0],
      ),
    },
  };
}
