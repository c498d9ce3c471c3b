import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { TNr1Report, TWellBeingInsights } from '@acolher/contracts/answers/company-insights';
import { MIN_GROUP_SIZE } from '@acolher/contracts/company-insights';
import {
  instantToLocalDate,
  instantToZonedIso,
  zonedDateTimeToInstant,
} from '@acolher/contracts/time';
import type { TRadarScores } from '@acolher/contracts/answers/radar';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import {
  appointments,
  collaborators,
  companies,
  radarResponses,
  sectors,
} from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { COMPANY_NOT_FOUND } from '../companies/companies.service.ts';
import { planOf } from '../action-plan/action-plan.service.ts';
import { buildMonth, NO_SESSIONS, type ResponseFact, type SectorRef } from './aggregate.ts';

/** yyyy-MM keys of the last `count` local months, oldest first, ending with the current one. */
function lastMonthKeys(now: Date, zone: string, count: number): string[] {
  const [y, m] = instantToLocalDate(now, zone).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

const monthAfter = (key: string) => {
  const [y, m] = key.split('-').map(Number);
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
};

/** The caller's own company (a company reads only itself). */
function ownCompanyUuid(auth: AuthContext): string {
  if (auth.role !== 'company') throw forbidden();
  return auth.uuid;
}

/**
 * Aggregates only (domain.md §11): participation, dimension averages, care share and session
 * counts per month, company-wide and per sector, with the k-anonymity rule of k-anonymity.ts.
 * Answers of deleted collaborators and deleted sectors still count, so that a closed month never
 * changes (a change would let the difference reveal one person).
 */
export async function wellBeingInsights(
  deps: AppDeps,
  auth: AuthContext,
  months: number,
): Promise<TWellBeingInsights> {
  const companyUuid = ownCompanyUuid(auth);
  const { db } = deps.database;
  const zone = deps.env.APP_TIME_ZONE;
  const keys = lastMonthKeys(deps.clock(), zone, months);
  const currentMonth = keys[keys.length - 1];
  const from = zonedDateTimeToInstant(`${keys[0]}-01`, '00:00', zone);
  const until = zonedDateTimeToInstant(`${monthAfter(currentMonth)}-01`, '00:00', zone);

  const responseRows = await db
    .select({
      person: radarResponses.collaboratorUuid,
      sectorUuid: radarResponses.sectorUuid,
      createdAt: radarResponses.createdAt,
      scores: radarResponses.scores,
    })
    .from(radarResponses)
    .where(
      and(
        eq(radarResponses.companyUuid, companyUuid),
        gte(radarResponses.createdAt, from),
        lt(radarResponses.createdAt, until),
      ),
    );
  const responses: ResponseFact[] = responseRows.map((r) => ({
    person: r.person,
    sectorUuid: r.sectorUuid,
    monthKey: instantToLocalDate(r.createdAt, zone).slice(0, 7),
    at: r.createdAt.getTime(),
    scores: r.scores as TRadarScores,
  }));

  // Counted by the database, one row a month: a company of 50,000 has ~20,000 sessions a month.
  const month = sql<string>`substr(${appointments.date}::text, 1, 7)`;
  const person = sql`${appointments.collaboratorUuid}`;
  const isHeld = sql`${appointments.status} = 'confirmed'`;
  const countRows = await db
    .select({
      month,
      booked: sql<number>`count(*)::int`,
      held: sql<number>`(count(*) filter (where ${isHeld}))::int`,
      people: sql<number>`count(distinct ${person})::int`,
      peopleHeld: sql<number>`(count(distinct ${person}) filter (where ${isHeld}))::int`,
      peoplePending: sql<number>`(count(distinct ${person}) filter (where not ${isHeld}))::int`,
    })
    .from(appointments)
    .innerJoin(collaborators, eq(collaborators.uuid, appointments.collaboratorUuid))
    .where(
      and(
        eq(collaborators.companyUuid, companyUuid),
        gte(appointments.date, `${keys[0]}-01`),
        lt(appointments.date, `${monthAfter(currentMonth)}-01`),
        inArray(appointments.status, ['pending', 'confirmed']),
      ),
    )
    .groupBy(month);
  const sessionsOf = new Map(countRows.map(({ month: key, ...counts }) => [key, counts]));

  const answeredSectors = [...new Set(responses.map((r) => r.sectorUuid))];
  const sectorRows = await db
    .select({ uuid: sectors.uuid, name: sectors.name, deletedAt: sectors.deletedAt })
    .from(sectors)
    .where(eq(sectors.companyUuid, companyUuid))
    .orderBy(asc(sectors.name), asc(sectors.createdAt));
  const sectorRefs: SectorRef[] = sectorRows
    .filter((s) => !s.deletedAt || answeredSectors.includes(s.uuid))
    .map((s) => ({ uuid: s.uuid, name: s.name, active: !s.deletedAt }));

  return {
    minGroupSize: MIN_GROUP_SIZE,
    timeZone: zone,
    currentMonth,
    months: keys.map((monthKey) =>
      buildMonth({
        monthKey,
        closed: monthKey < currentMonth,
        sectors: sectorRefs,
        responses: responses.filter((r) => r.monthKey === monthKey),
        sessions: sessionsOf.get(monthKey) ?? NO_SESSIONS,
      }),
    ),
  };
}

/** Data of the printable NR-1 report: the last 12 months, the action plan link, the company. */
export async function nr1Report(deps: AppDeps, auth: AuthContext): Promise<TNr1Report> {
  const companyUuid = ownCompanyUuid(auth);
  const [company] = await deps.database.db
    .select({
      name: companies.name,
      legalName: companies.legalName,
      document: companies.document,
      actionPlanLink: companies.actionPlanLink,
    })
    .from(companies)
    .where(and(eq(companies.uuid, companyUuid), isNull(companies.deletedAt)))
    .limit(1);
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  const zone = deps.env.APP_TIME_ZONE;
  const [insights, actionPlan] = await Promise.all([
    wellBeingInsights(deps, auth, 12),
    planOf(deps.database.db, companyUuid),
  ]);
  return {
    company: { name: company.name, legalName: company.legalName, document: company.document },
    actionPlanLink: company.actionPlanLink,
    actionPlan: actionPlan.map((item) => ({
      ...item,
      createdAt: instantToZonedIso(item.createdAt, zone),
      updatedAt: instantToZonedIso(item.updatedAt, zone),
    })),
    generatedAt: instantToZonedIso(deps.clock(), zone),
    insights,
  };
}
