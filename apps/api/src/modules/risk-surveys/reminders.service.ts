import type { TMessageKind } from '@acolher/contracts/message-kinds';
import { and, eq, gte, isNull, notExists } from 'drizzle-orm';
import { formatDate } from '@acolher/contracts/format';
import { RISK_SURVEY_MESSAGES as M } from '@acolher/contracts/risk-surveys';
import { startOfLocalDay, todayLocalDate } from '@acolher/contracts/time';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { collaborators, outbox } from '../../db/schema.ts';
import { riskSurveyParticipants as participants } from '../../db/tables/risk-surveys.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { eligibleWhere, statusOf, surveyOf } from './access.ts';

/** The outbox kind of a participation reminder (hidden from the administrator's outbox). */
export const RISK_SURVEY_REMINDER_KIND = 'risk_survey_reminder' satisfies TMessageKind;

/**
 * POST /companies/{uuid}/risk-surveys/{surveyUuid}/reminders: an e-mail to each person who takes
 * part and has not answered yet, at most once a (local) day per survey. HR learns how many, never
 * who (decision 1353): the participation table knows who answered, never what.
 */
export async function remindRiskSurvey(
  deps: AppDeps,
  auth: AuthContext,
  companyUuid: string,
  surveyUuid: string,
) {
  const now = deps.clock();
  const zone = deps.env.APP_TIME_ZONE;
  return deps.database.db.transaction(async (tx) => {
    // The survey row locked: two clicks at once send one reminder.
    const { survey } = await surveyOf(tx, auth, companyUuid, surveyUuid, true);
    if (statusOf(deps, survey) !== 'open') throw new AppError(409, M.notOpen);
    const [sentToday] = await tx
      .select({ uuid: outbox.uuid })
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, RISK_SURVEY_REMINDER_KIND),
          eq(outbox.relatedUuid, survey.uuid),
          gte(outbox.createdAt, startOfLocalDay(todayLocalDate(zone, now), zone)),
        ),
      )
      .limit(1);
    if (sentToday) throw conflict(M.alreadyReminded);
    const pending = await tx
      .select({ uuid: collaborators.uuid, email: collaborators.email, name: collaborators.name })
      .from(collaborators)
      .where(
        and(
          eligibleWhere(survey),
          isNull(collaborators.deletedAt),
          notExists(
            tx
              .select({ one: participants.surveyUuid })
              .from(participants)
              .where(
                and(
                  eq(participants.surveyUuid, survey.uuid),
                  eq(participants.collaboratorUuid, collaborators.uuid),
                ),
              ),
          ),
        ),
      );
    if (pending.length === 0) return { sent: 0 };
    await tx.insert(outbox).values(
      pending.map((p) => ({
        channel: 'email',
        recipient: p.email,
        recipientUuid: p.uuid,
        kind: RISK_SURVEY_REMINDER_KIND,
        subject: 'Pesquisa sobre o trabalho: sua participação',
        body:
          `Olá, ${p.name}. A pesquisa "${survey.title}" está aberta até ` +
          `${formatDate(survey.closesOn)}. Ela é anônima: a empresa vê apenas resultados de grupos ` +
          `com 5 respostas ou mais. Para responder, entre no Acolher e abra 'Pesquisa sobre o ` +
          `trabalho' no seu painel.`,
        status: 'pending',
        relatedUuid: survey.uuid,
        createdAt: now,
      })),
    );
    return { sent: pending.length };
  });
}
