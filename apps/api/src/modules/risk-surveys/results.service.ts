import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { collaborators, sectors } from '../../db/schema.ts';
import { riskSurveyAnswers as answers } from '../../db/tables/risk-surveys.ts';
import { eligibleWhere, surveyOf, type Survey } from './access.ts';
import { scoreGroup, suppression } from './scoring.ts';

/**
 * The results of a survey (domain.md §20): the company and each sector, small groups and the ones
 * that would give them away suppressed (decision 1353). Answers are read in uuid order, which is
 * random: nothing of the reading follows the order they came in.
 */
export async function computeResults(db: DbOrTx, survey: Survey) {
  const rows = await db
    .select({ sectorUuid: answers.sectorUuid, values: answers.values })
    .from(answers)
    .where(eq(answers.surveyUuid, survey.uuid))
    .orderBy(asc(answers.uuid));
  const eligibleBySector = await db
    .select({ sectorUuid: collaborators.sectorUuid, n: count() })
    .from(collaborators)
    .where(eligibleWhere(survey))
    .groupBy(collaborators.sectorUuid);
  const sectorRows = await db
    .select({ uuid: sectors.uuid, name: sectors.name })
    .from(sectors)
    .where(and(eq(sectors.companyUuid, survey.companyUuid), isNull(sectors.deletedAt)))
    .orderBy(asc(sql`lower(${sectors.name})`), asc(sectors.uuid));
  const known = new Set(sectorRows.map((s) => s.uuid));
  const extra = [...new Set(rows.map((r) => r.sectorUuid))].filter((u) => !known.has(u));
  if (extra.length) {
    const moved = await db
      .select({ uuid: sectors.uuid, name: sectors.name })
      .from(sectors)
      .where(inArray(sectors.uuid, extra));
    sectorRows.push(...moved);
  }
  // One pass over the answers, not one per sector (decision 1404).
  const rowsOf = new Map<string, typeof rows>();
  for (const r of rows) {
    const list = rowsOf.get(r.sectorUuid);
    if (list) list.push(r);
    else rowsOf.set(r.sectorUuid, [r]);
  }
  const bySector = sectorRows.map((s) => rowsOf.get(s.uuid) ?? []);
  const hidden = suppression(
    rows.length,
    bySector.map((r) => r.length),
  );
  const eligibleOf = (uuid: string) => eligibleBySector.find((e) => e.sectorUuid === uuid)?.n ?? 0;
  const group = (list: typeof rows, eligible: number, suppressed: boolean) => ({
    answers: suppressed ? null : list.length,
    eligible,
    suppressed,
    dimensions: scoreGroup(suppressed ? [] : list.map((r) => r.values)),
  });
  return {
    company: group(
      rows,
      eligibleBySector.reduce((s, e) => s + e.n, 0),
      hidden.company,
    ),
    sectors: sectorRows.map((s, i) => ({
      sectorUuid: s.uuid,
      name: s.name,
      ...group(bySector[i], eligibleOf(s.uuid), hidden.sectors[i]),
    })),
  };
}

/** GET /companies/{uuid}/risk-surveys/{surveyUuid}/results */
export async function riskResults(
  deps: AppDeps,
  auth: AuthContext,
  companyUuid: string,
  surveyUuid: string,
) {
  const { survey } = await surveyOf(deps.database.db, auth, companyUuid, surveyUuid);
  return computeResults(deps.database.db, survey);
}
