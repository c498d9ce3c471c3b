import type { TMessageKind } from '@acolher/contracts/message-kinds';
import { desc, eq, isNull } from 'drizzle-orm';
import { formatDate } from '@acolher/contracts/format';
import {
  RISK_REVIEW_DAYS,
  RISK_REVIEW_NOTICE_DAYS,
  RISK_SURVEY_MESSAGES as M,
  type TRiskChangeCreate,
} from '@acolher/contracts/risk-surveys';
import { addDaysYmd, instantToLocalDate, todayLocalDate } from '@acolher/contracts/time';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';
import {
  riskInventoryVersions as versions,
  riskReviewReminders as reminders,
  riskSurveys,
  riskWorkChanges as changes,
} from '../../db/tables/risk-surveys.ts';
import { badRequest } from '../../lib/errors.ts';
import { writeAudit } from '../audit/audit.ts';
import { enqueueMessage } from '../messaging/outbox.ts';
import { assertCompany } from './access.ts';

/** The outbox kind of HR's review reminders (decision 1355). */
const RISK_REVIEW_REMINDER_KIND = 'risk_review_reminder' satisfies TMessageKind;

const changeView = {
  uuid: changes.uuid,
  occurredOn: changes.occurredOn,
  description: changes.description,
  createdAt: changes.createdAt,
};

type Change = { uuid: string; occurredOn: string; description: string; createdAt: Date };

/** The company's recorded changes, oldest recording first. */
export function changesOf(db: DbOrTx, companyUuid: string) {
  return db
    .select(changeView)
    .from(changes)
    .where(eq(changes.companyUuid, companyUuid))
    .orderBy(changes.createdAt);
}

/**
 * The next review of a version locked at `lockedAt` (decision 1355): two years after its day, or
 * the day of the first change recorded after the lock (never before the version's own day),
 * whichever comes first.
 */
export function reviewOf(lockedAt: Date, companyChanges: Change[], zone: string) {
  const lockDay = instantToLocalDate(lockedAt, zone);
  let nextReviewOn = addDaysYmd(lockDay, RISK_REVIEW_DAYS);
  let reviewChange: Change | null = null;
  for (const c of companyChanges) {
    if (c.createdAt <= lockedAt) continue;
    const day = c.occurredOn < lockDay ? lockDay : c.occurredOn;
    if (day < nextReviewOn) {
      nextReviewOn = day;
      reviewChange = c;
    }
  }
  return { nextReviewOn, reviewChange };
}

/** POST /companies/{uuid}/risk-changes: HR records a change of the work (audited). */
export async function recordRiskChange(
  deps: AppDeps,
  auth: AuthContext,
  companyUuid: string,
  input: TRiskChangeCreate,
) {
  return deps.database.db.transaction(async (tx) => {
    await assertCompany(tx, auth, companyUuid);
    const now = deps.clock();
    if (input.occurredOn > todayLocalDate(deps.env.APP_TIME_ZONE, now))
      throw badRequest(M.changeInFuture);
    const [row] = await tx
      .insert(changes)
      .values({ ...input, companyUuid, recordedBy: auth.uuid, createdAt: now })
      .returning(changeView);
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'risk_change.record',
      targetType: 'company',
      targetUuid: companyUuid,
      details: { changeUuid: row.uuid, occurredOn: row.occurredOn },
    });
    return row;
  });
}

/** GET /companies/{uuid}/risk-changes: newest first. */
export async function listRiskChanges(deps: AppDeps, auth: AuthContext, companyUuid: string) {
  const { db } = deps.database;
  await assertCompany(db, auth, companyUuid);
  return (await changesOf(db, companyUuid)).reverse();
}

type ReminderKind = 'upcoming' | 'due';

function reminderText(
  kind: ReminderKind,
  v: { number: number; title: string; companyName: string },
  review: ReturnType<typeof reviewOf>,
) {
  const reason = review.reviewChange
    ? `antecipada pela mudança registrada de ${formatDate(review.reviewChange.occurredOn)}: ` +
      `"${review.reviewChange.description}"`
    : 'dois anos após a versão';
  const when =
    kind === 'upcoming'
      ? `deve ser revista até ${formatDate(review.nextReviewOn)} (${reason})`
      : `chegou à data de revisão, ${formatDate(review.nextReviewOn)} (${reason})`;
  return {
    subject:
      kind === 'upcoming'
        ? 'Revisão do inventário de riscos em 30 dias'
        : 'Revisão do inventário de riscos: a data chegou',
    body:
      `Olá, ${v.companyName}. A versão ${v.number} do inventário de riscos psicossociais ` +
      `("${v.title}") ${when}. A NR-1 pede a revisão a cada dois anos e sempre que houver ` +
      `mudança no trabalho. Entre no Acolher, abra 'Riscos psicossociais', revise o inventário e ` +
      `trave uma nova versão.`,
  };
}

/**
 * The daily job (decision 1355): for each company's current version (the newest one locked), one
 * e-mail to HR 30 days before its review date and one when it is due. The reminder's key (version,
 * kind) makes each one once, whichever instance runs and however often.
 */
export async function sendRiskReviewReminders(deps: AppDeps) {
  const { db } = deps.database;
  const zone = deps.env.APP_TIME_ZONE;
  const today = todayLocalDate(zone, deps.clock());
  const current = await db
    .selectDistinctOn([riskSurveys.companyUuid], {
      versionUuid: versions.uuid,
      number: versions.number,
      lockedAt: versions.lockedAt,
      title: riskSurveys.title,
      companyUuid: riskSurveys.companyUuid,
      companyName: companies.name,
      email: companies.email,
    })
    .from(versions)
    .innerJoin(riskSurveys, eq(riskSurveys.uuid, versions.surveyUuid))
    .innerJoin(companies, eq(companies.uuid, riskSurveys.companyUuid))
    .where(isNull(companies.deletedAt))
    .orderBy(riskSurveys.companyUuid, desc(versions.lockedAt), desc(versions.number));
  let sent = 0;
  for (const v of current) {
    const review = reviewOf(v.lockedAt, await changesOf(db, v.companyUuid), zone);
    const kind: ReminderKind | null =
      today >= review.nextReviewOn
        ? 'due'
        : today >= addDaysYmd(review.nextReviewOn, -RISK_REVIEW_NOTICE_DAYS)
          ? 'upcoming'
          : null;
    if (!kind) continue;
    sent += await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(reminders)
        .values({ versionUuid: v.versionUuid, kind, reviewOn: review.nextReviewOn })
        .onConflictDoNothing()
        .returning({ kind: reminders.kind });
      if (!claimed) return 0;
      await enqueueMessage(tx, {
        channel: 'email',
        recipient: v.email,
        kind: RISK_REVIEW_REMINDER_KIND,
        relatedUuid: v.versionUuid,
        ...reminderText(kind, v, review),
      });
      return 1;
    });
  }
  return { sent };
}
