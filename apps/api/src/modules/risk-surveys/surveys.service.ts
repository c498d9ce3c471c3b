import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  COPSOQ_CITATION,
  COPSOQ_DIMENSIONS,
  COPSOQ_INSTRUCTIONS,
  COPSOQ_ITEMS,
} from '@acolher/contracts/copsoq-ii-br';
import {
  RISK_SURVEY_MESSAGES as M,
  type TRiskSurveyCreate,
  type TRiskSurveyResponse,
} from '@acolher/contracts/risk-surveys';
import { addDaysYmd, startOfLocalDay, todayLocalDate } from '@acolher/contracts/time';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { collaborators } from '../../db/schema.ts';
import {
  riskSurveyAnswers as answers,
  riskSurveyParticipants as participants,
  riskSurveys,
} from '../../db/tables/risk-surveys.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import {
  assertCompany,
  eligibleCount,
  eligibleWhere,
  statusOf,
  surveyOf,
  type Survey,
} from './access.ts';
import { validAnswers } from './scoring.ts';
import { computeResults } from './results.service.ts';
import { planOf } from '../action-plan/action-plan.service.ts';

/** The longest period a survey may stay open (decision 1353). */
const MAX_PERIOD_DAYS = 90;

async function view(deps: AppDeps, survey: Survey) {
  const { db } = deps.database;
  const [{ n }] = await db
    .select({ n: count() })
    .from(participants)
    .where(eq(participants.surveyUuid, survey.uuid));
  return {
    uuid: survey.uuid,
    companyUuid: survey.companyUuid,
    title: survey.title,
    opensOn: survey.opensOn,
    closesOn: survey.closesOn,
    status: statusOf(deps, survey),
    eligible: await eligibleCount(db, survey),
    answers: n,
    publishedAt: survey.publishedAt,
    publishedReach: survey.publishedReach,
    createdAt: survey.createdAt,
  };
}

/** POST /companies/{uuid}/risk-surveys */
export async function createRiskSurvey(
  deps: AppDeps,
  auth: AuthContext,
  companyUuid: string,
  input: TRiskSurveyCreate,
) {
  const { db } = deps.database;
  await assertCompany(db, auth, companyUuid);
  const zone = deps.env.APP_TIME_ZONE;
  const now = deps.clock();
  if (input.opensOn < todayLocalDate(zone, now)) throw badRequest(M.opensInPast);
  if (input.closesOn < input.opensOn) throw badRequest(M.closesBeforeOpening);
  if (input.closesOn > addDaysYmd(input.opensOn, MAX_PERIOD_DAYS))
    throw badRequest(M.periodTooLong);
  const dayStart = startOfLocalDay(input.opensOn, zone);
  const opensAt = dayStart > now ? dayStart : now;
  const [survey] = await db
    .insert(riskSurveys)
    .values({ ...input, companyUuid, opensAt, createdAt: now })
    .returning();
  return view(deps, survey);
}

/** GET /companies/{uuid}/risk-surveys: newest first. */
export async function listRiskSurveys(deps: AppDeps, auth: AuthContext, companyUuid: string) {
  const { db } = deps.database;
  await assertCompany(db, auth, companyUuid);
  const rows = await db
    .select()
    .from(riskSurveys)
    .where(eq(riskSurveys.companyUuid, companyUuid))
    .orderBy(desc(riskSurveys.opensOn), desc(riskSurveys.createdAt));
  return Promise.all(rows.map((r) => view(deps, r)));
}

/** POST …/{surveyUuid}/close */
export async function closeRiskSurvey(
  deps: AppDeps,
  auth: AuthContext,
  companyUuid: string,
  surveyUuid: string,
) {
  const { survey } = await surveyOf(deps.database.db, auth, companyUuid, surveyUuid);
  if (statusOf(deps, survey) === 'closed') throw conflict(M.alreadyClosed);
  const [row] = await deps.database.db
    .update(riskSurveys)
    .set({ closedAt: deps.clock() })
    .where(eq(riskSurveys.uuid, survey.uuid))
    .returning();
  return view(deps, row);
}

/** The survey a collaborator may answer: its company's, 403 when it does not take part. */
async function surveyForCollaborator(deps: AppDeps, auth: AuthContext, surveyUuid: string) {
  if (auth.role !== 'collaborator') throw forbidden();
  const { db } = deps.database;
  const [survey] = await db.select().from(riskSurveys).where(eq(riskSurveys.uuid, surveyUuid));
  if (!survey) throw notFound(M.notFound);
  const [me] = await db
    .select({ sectorUuid: collaborators.sectorUuid })
    .from(collaborators)
    .where(and(eq(collaborators.uuid, auth.uuid), eligibleWhere(survey)));
  if (!me) throw forbidden(M.notParticipant);
  return { survey, sectorUuid: me.sectorUuid };
}

const dimensionOfItem = (itemId: string) =>
  COPSOQ_DIMENSIONS.find((d) => d.items.includes(itemId))!.label;

/** GET /risk-surveys/{surveyUuid}/questionnaire */
export async function riskQuestionnaire(deps: AppDeps, auth: AuthContext, surveyUuid: string) {
  const { survey } = await surveyForCollaborator(deps, auth, surveyUuid);
  return {
    surveyUuid: survey.uuid,
    title: survey.title,
    citation: COPSOQ_CITATION,
    instructions: COPSOQ_INSTRUCTIONS,
    items: COPSOQ_ITEMS.map((i) => ({ ...i, dimension: dimensionOfItem(i.id) })),
  };
}

/**
 * POST /risk-surveys/{surveyUuid}/responses: the participation and the answer in one transaction,
 * in tables nothing joins (decision 1353): the answer keeps the sector and the day only.
 */
export async function submitRiskResponse(
  deps: AppDeps,
  auth: AuthContext,
  surveyUuid: string,
  input: TRiskSurveyResponse,
) {
  const { survey, sectorUuid } = await surveyForCollaborator(deps, auth, surveyUuid);
  if (statusOf(deps, survey) !== 'open') throw new AppError(409, M.notOpen);
  const values = validAnswers(input.answers);
  if (!values)
    throw badRequest(input.answers.length < COPSOQ_ITEMS.length ? M.incomplete : M.invalidAnswer);
  await deps.database.db.transaction(async (tx) => {
    const taken = await tx
      .insert(participants)
      .values({ surveyUuid, collaboratorUuid: auth.uuid })
      .onConflictDoNothing()
      .returning({ surveyUuid: participants.surveyUuid });
    if (taken.length === 0) throw conflict(M.alreadyAnswered);
    await tx.insert(answers).values({
      surveyUuid,
      sectorUuid,
      answeredOn: todayLocalDate(deps.env.APP_TIME_ZONE, deps.clock()),
      values,
    });
  });
  return { recorded: true as const };
}

/** POST …/{surveyUuid}/publish: the evidence of consultation (date and reach). */
export async function publishRiskSurvey(
  deps: AppDeps,
  auth: AuthContext,
  companyUuid: string,
  surveyUuid: string,
) {
  const { db } = deps.database;
  const { survey } = await surveyOf(db, auth, companyUuid, surveyUuid);
  if (statusOf(deps, survey) !== 'closed') throw conflict(M.publishBeforeClosing);
  const [{ reach }] = await db
    .select({ reach: count() })
    .from(collaborators)
    .where(and(eq(collaborators.companyUuid, companyUuid), isNull(collaborators.deletedAt)));
  const [row] = await db
    .update(riskSurveys)
    .set({ publishedAt: deps.clock(), publishedReach: reach })
    .where(eq(riskSurveys.uuid, survey.uuid))
    .returning();
  return view(deps, row);
}

/** The collaborator's open surveys (with whether it answered) and the published ones. */
export async function surveysForCollaborator(deps: AppDeps, auth: AuthContext) {
  const { db } = deps.database;
  const [me] = await db
    .select({ companyUuid: collaborators.companyUuid, createdAt: collaborators.createdAt })
    .from(collaborators)
    .where(eq(collaborators.uuid, auth.uuid));
  if (!me) throw notFound();
  const rows = await db
    .select()
    .from(riskSurveys)
    .where(eq(riskSurveys.companyUuid, me.companyUuid))
    .orderBy(asc(riskSurveys.closesOn));
  const open = rows.filter((s) => statusOf(deps, s) === 'open' && me.createdAt < s.opensAt);
  const mine = open.length
    ? await db
        .select({ surveyUuid: participants.surveyUuid })
        .from(participants)
        .where(
          and(
            eq(participants.collaboratorUuid, auth.uuid),
            inArray(
              participants.surveyUuid,
              open.map((s) => s.uuid),
            ),
          ),
        )
    : [];
  return {
    open: open.map((s) => ({
      uuid: s.uuid,
      title: s.title,
      closesOn: s.closesOn,
      answered: mine.some((m) => m.surveyUuid === s.uuid),
    })),
    published: await Promise.all(
      rows
        .filter((s) => s.publishedAt !== null)
        .sort((a, b) => +b.publishedAt! - +a.publishedAt!)
        .map(async (s) => ({
          uuid: s.uuid,
          title: s.title,
          publishedAt: s.publishedAt!,
          company: (await computeResults(db, s)).company,
          actionPlan: await planOf(db, s.companyUuid),
        })),
    ),
  };
}
