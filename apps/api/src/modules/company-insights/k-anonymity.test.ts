import { describe, expect, it } from 'vitest';
import type { TRadarScores } from '@acolher/contracts/answers/radar';
import { buildMonth, NO_SESSIONS, type ResponseFact, type SessionCounts } from './aggregate.ts';
import { mergeSuppressions, suppressPartition } from './k-anonymity.ts';

describe('suppressPartition (k = 5)', () => {
  it('shows every group of 5 or more', () => {
    expect(suppressPartition(12, [5, 7])).toEqual({ total: null, parts: [null, null] });
  });

  it('hides a group of 4 and, by subtraction, the next-smallest group too', () => {
    expect(suppressPartition(15, [6, 4, 5])).toEqual({
      total: null,
      parts: [null, 'small-group', 'complementary'],
    });
  });

  it('needs no complementary suppression when the hidden groups together reach 5', () => {
    expect(suppressPartition(13, [8, 2, 3])).toEqual({
      total: null,
      parts: [null, 'small-group', 'small-group'],
    });
  });

  it('keeps hiding until the hidden union reaches 5', () => {
    expect(suppressPartition(12, [1, 1, 1, 9])).toEqual({
      total: null,
      parts: ['small-group', 'small-group', 'small-group', 'complementary'],
    });
  });

  it('hides the total when it is below 5 (and every part with it)', () => {
    expect(suppressPartition(4, [3, 1])).toEqual({
      total: 'small-group',
      parts: ['small-group', 'small-group'],
    });
  });

  it('treats an empty group as hidden but with nothing to protect by subtraction', () => {
    expect(suppressPartition(7, [7, 0])).toEqual({ total: null, parts: [null, 'small-group'] });
  });

  it('hides the total when no part is left to hide (parts that do not add up)', () => {
    expect(suppressPartition(6, [3])).toEqual({ total: 'complementary', parts: ['small-group'] });
  });

  it('never leaves a derivable group of 1 to 4 people: exhaustive check on small partitions', () => {
    for (let a = 0; a <= 9; a++)
      for (let b = 0; b <= 9; b++)
        for (let c = 0; c <= 9; c++) {
          const sizes = [a, b, c];
          const total = a + b + c;
          const r = suppressPartition(total, sizes);
          for (const [i, n] of sizes.entries()) if (n < 5) expect(r.parts[i]).not.toBeNull();
          if (r.total === null) {
            const hidden = sizes.reduce((s, n, i) => (r.parts[i] ? s + n : s), 0);
            expect(hidden === 0 || hidden >= 5).toBe(true);
          }
        }
  });

  it('merges two runs: a group is shown only when both show it', () => {
    expect(
      mergeSuppressions(
        { total: null, parts: [null, 'small-group', null] },
        { total: null, parts: ['complementary', null, null] },
      ),
    ).toEqual({ total: null, parts: ['complementary', 'small-group', null] });
  });
});

const scores = (v: number, needsCare = false): TRadarScores => ({
  who5Raw: null,
  who5Percent: v,
  dimensions: { wellbeing: v, sleep: v, stress: v, workload: v, relationships: v, balance: v },
  needsCare,
});
const answers = (sector: string, values: number[], from = 0): ResponseFact[] =>
  values.map((v, i) => ({
    person: `${sector}-${i + from}`,
    sectorUuid: sector,
    monthKey: '2026-10',
    at: 1000 + i,
    scores: scores(v, v < 50),
  }));
const SECTORS = [
  { uuid: 'a', name: 'A', active: true },
  { uuid: 'b', name: 'B', active: true },
];

describe('buildMonth', () => {
  it('averages the latest answer of each person, rounds, and hides the small sector and its complement', () => {
    const month = buildMonth({
      monthKey: '2026-10',
      closed: true,
      sectors: SECTORS,
      responses: [
        ...answers('a', [40, 60, 80, 70, 50, 90]),
        // a-0 answered again later in the month: only the later answer counts
        { ...answers('a', [100])[0], at: 5000 },
        ...answers('b', [10, 20]),
      ],
      sessions: NO_SESSIONS,
    });
    expect(month.company).toMatchObject({ suppressed: false, respondents: 8 });
    expect(month.sectors.map((s) => s.cell.suppressed)).toEqual([true, true]);
    expect(month.sectors[0].cell).toEqual({ suppressed: true, reason: 'complementary' });
    expect(month.sectors[1].cell).toEqual({ suppressed: true, reason: 'small-group' });
    if (month.company.suppressed) throw new Error('unexpected');
    // (100+60+80+70+50+90+10+20)/8 = 60
    expect(month.company.averages?.wellbeing).toBe(60);
    expect(month.company.careShare).toBe(25);
  });

  it('shows no average while the month is open, only participation', () => {
    const month = buildMonth({
      monthKey: '2026-10',
      closed: false,
      sectors: SECTORS,
      responses: answers('a', [40, 60, 80, 70, 50]),
      sessions: NO_SESSIONS,
    });
    expect(month.company).toEqual({
      suppressed: false,
      respondents: 5,
      averages: null,
      careShare: null,
    });
  });

  it('hides one dimension answered by fewer than 5 people even when the group is shown', () => {
    const partial = answers('a', [40, 60, 80, 70, 50, 90]).map((f, i) => ({
      ...f,
      scores: { ...f.scores, dimensions: { ...f.scores.dimensions, sleep: i < 2 ? 50 : null } },
    }));
    const month = buildMonth({
      monthKey: '2026-10',
      closed: true,
      sectors: [SECTORS[0]],
      responses: partial,
      sessions: NO_SESSIONS,
    });
    if (month.company.suppressed) throw new Error('unexpected');
    expect(month.company.averages?.sleep).toBeNull();
    expect(month.company.averages?.wellbeing).toBe(65);
  });

  it('lists a deleted sector only in months it has answers', () => {
    const month = buildMonth({
      monthKey: '2026-10',
      closed: true,
      sectors: [...SECTORS, { uuid: 'c', name: 'C', active: false }],
      responses: answers('a', [50, 50, 50, 50, 50]),
      sessions: NO_SESSIONS,
    });
    expect(month.sectors.map((s) => s.name)).toEqual(['A', 'B']);
  });

  it('counts sessions only for 5+ people, and hides held when the pending ones are 1 to 4 people', () => {
    // What the database counts for the month (company-insights.service.ts): sessions and people.
    const c = (counts: SessionCounts) => counts;
    const fiveHeld = c({ booked: 5, held: 5, people: 5, peopleHeld: 5, peoplePending: 0 });
    const base = { monthKey: '2026-10', closed: true, sectors: SECTORS, responses: [] };
    expect(buildMonth({ ...base, sessions: fiveHeld }).sessions).toEqual({
      booked: { suppressed: false, count: 5 },
      held: { suppressed: false, count: 5 },
    });
    expect(
      buildMonth({ ...base, sessions: { ...fiveHeld, booked: 7, people: 6, peoplePending: 1 } })
        .sessions,
    ).toEqual({
      booked: { suppressed: false, count: 7 },
      held: { suppressed: true, reason: 'complementary' },
    });
    expect(
      buildMonth({ ...base, sessions: { ...fiveHeld, held: 4, peopleHeld: 4, peoplePending: 1 } }).sessions,
    ).toEqual({
      booked: { suppressed: false, count: 5 },
      held: { suppressed: true, reason: 'small-group' },
    });
    const fewPeople = c({ booked: 5, held: 5, people: 4, peopleHeld: 4, peoplePending: 0 });
    expect(buildMonth({ ...base, sessions: fewPeople }).sessions).toEqual({
      booked: { suppressed: true, reason: 'small-group' },
      held: { suppressed: true, reason: 'small-group' },
    });
  });
});
