import type { AppDeps, AuthContext } from '../../app-context.ts';
import { planOf } from '../action-plan/action-plan.service.ts';
import { eligibleCount, surveyOf } from './access.ts';
import { listInventoryVersions } from './inventory.service.ts';
import { buildPdf } from '../../pdf/pdf-pool.ts';
import { computeResults } from './results.service.ts';

/** GET …/{surveyUuid}/report.pdf: the PGR annex with the newest locked inventory version. */
export async function riskReport(
  deps: AppDeps,
  auth: AuthContext,
  companyUuid: string,
  surveyUuid: string,
) {
  const { db } = deps.database;
  const { company, survey } = await surveyOf(db, auth, companyUuid, surveyUuid);
  const results = await computeResults(db, survey);
  const [latest] = await listInventoryVersions(deps, auth, companyUuid, surveyUuid);
  return buildPdf({
    kind: 'risk-report',
    data: {
      companyName: company.name,
      title: survey.title,
      opensOn: survey.opensOn,
      closesOn: survey.closesOn,
      eligible: await eligibleCount(db, survey),
      answers: results.company.answers ?? 0,
      results,
      version: latest
        ? {
            ...latest,
            lockedAt: latest.lockedAt.toISOString(),
            reviewChange: latest.reviewChange && {
              ...latest.reviewChange,
              createdAt: latest.reviewChange.createdAt.toISOString(),
            },
          }
        : null,
      actionPlan: (await planOf(db, companyUuid)).map((a) => ({
        ...a,
        createdAt: a.createdAt.toISOString(),
        updatedAt: a.updatedAt.toISOString(),
      })),
      publishedAt: survey.publishedAt,
      publishedReach: survey.publishedReach,
    },
    zone: deps.env.APP_TIME_ZONE,
    now: deps.clock(),
  });
}
