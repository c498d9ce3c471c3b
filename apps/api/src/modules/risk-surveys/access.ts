import { and, eq, gte, isNull, lt, or, count } from 'drizzle-orm';
import { RISK_SURVEY_MESSAGES as M, type TRiskSurveyStatus } from '@acolher/contracts/risk-surveys';
import { todayLocalDate } from '@acolher/contracts/time';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { collaborators, companies } from '../../db/schema.ts';
import { riskSurveys } from '../../db/tables/risk-surveys.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { COMPANY_NOT_FOUND } from '../companies/companies.service.ts';

export type Survey = typeof riskSurveys.$inferSelect;

/** The company itself or an administrator (domain.md §20; as the action plan, decision 1205). */
export async function assertCompany(db: DbOrTx, auth: AuthContext, companyUuid: string) {
  if (auth.role === 'company' && auth.uuid !== companyUuid) throw forbidden();
  if (auth.role !== 'company' && auth.role !== 'administrator') throw forbidden();
  const [row] = await db
    .select({ uuid: companies.uuid, name: companies.name })
    .from(companies)
    .where(and(eq(companies.uuid, companyUuid), isNull(companies.deletedAt)))
    .limit(1);
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return row;
}

/** The company's survey, after assertCompany; 404 for another company's. */
export async function surveyOf(
  db: DbOrTx,
  auth: AuthContext,
  companyUuid: string,
  surveyUuid: string,
  lock = false,
) {
  const company = await assertCompany(db, auth, companyUuid);
  const query = db
    .select()
    .from(riskSurveys)
    .where(and(eq(riskSurveys.uuid, surveyUuid), eq(riskSurveys.companyUuid, companyUuid)))
    .limit(1);
  const [survey] = lock ? await query.for('update') : await query;
  if (!survey) throw notFound(M.notFound);
  return { company, survey };
}

export function statusOf(deps: AppDeps, survey: Survey): TRiskSurveyStatus {
  const today = todayLocalDate(deps.env.APP_TIME_ZONE, deps.clock());
  if (survey.closedAt || today > survey.closesOn) return 'closed';
  return today < survey.opensOn ? 'scheduled' : 'open';
}

/** Who takes part: the company's collaborators active at the opening (decision 1353). */
export const eligibleWhere = (survey: Survey) =>
  and(
    eq(collaborators.companyUuid, survey.companyUuid),
    lt(collaborators.createdAt, survey.opensAt),
    or(isNull(collaborators.deletedAt), gte(collaborators.deletedAt, survey.opensAt)),
  );

export async function eligibleCount(db: DbOrTx, survey: Survey) {
  const [{ n }] = await db.select({ n: count() }).from(collaborators).where(eligibleWhere(survey));
  return n;
}
