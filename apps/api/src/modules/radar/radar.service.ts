import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { trailStage } from '@acolher/contracts/constants';
import {
  addDaysYmd,
  instantToLocalDate,
  instantToZonedIso,
  todayLocalDate,
} from '@acolher/contracts/time';
import { formatDate } from '@acolher/contracts/format';
import { RADAR_RETAKE_DAYS, radarRetakeTooSoon } from '@acolher/contracts/well-being-radar';
import type {
  TGamification,
  TQuestionnaire,
  TRadarLatest,
  TRadarScores,
  TRadarScoredResponse,
  TRadarSubmitResult,
} from '@acolher/contracts/answers/radar';
import type { AppDeps } from '../../app-context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { collaborators, companies, radarResponses, sectors } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { formsProviderFor } from '../../integrations/forms/forms-provider.ts';
import { respondentSignature } from './typeform.ts';
import { typeformIdFrom } from '../../integrations/forms/typeform-provider.ts';
import { scoreAnswers, validateCompleteAnswers, type Answer } from './scoring.ts';
import { onePerDatabase } from '../../db/prepared.ts';

export const COLLABORATOR_NOT_FOUND = 'Colaborador não encontrado';
const WRONG_FORM = 'Formulário não é o da empresa do colaborador';

async function activeCollaborator(db: DbOrTx, uuid: string, lock = false) {
  const query = db
    .select({
      uuid: collaborators.uuid,
      companyUuid: collaborators.companyUuid,
      sectorUuid: collaborators.sectorUuid,
      sectorName: sectors.name,
      formId: companies.formId,
      formTitle: companies.formTitle,
    })
    .from(collaborators)
    .innerJoin(sectors, eq(sectors.uuid, collaborators.sectorUuid))
    .innerJoin(companies, eq(companies.uuid, collaborators.companyUuid))
    .where(and(eq(collaborators.uuid, uuid), isNull(collaborators.deletedAt)))
    .limit(1);
  // Recording locks the collaborator: two answers sent at once meet the 14-day rule one by one.
  const [row] = await (lock ? query.for('update', { of: collaborators }) : query);
  return row;
}

/** The first day a response after one given at `last` is accepted (domain.md §11, decision 1427). */
function retakeFromOf(last: Date, zone: string): string {
  return addDaysYmd(instantToLocalDate(last, zone), RADAR_RETAKE_DAYS);
}

/** The questionnaire of the collaborator's company: built-in questions or a Typeform to embed. */
export async function questionnaireFor(
  deps: AppDeps,
  collaboratorUuid: string,
): Promise<TQuestionnaire> {
  const c = await activeCollaborator(deps.database.db, collaboratorUuid);
  if (!c) throw notFound(COLLABORATOR_NOT_FOUND);
  return formsProviderFor(c.formId).questionnaire({
    collaboratorUuid: c.uuid,
    sectorName: c.sectorName,
    formId: c.formId,
    formTitle: c.formTitle,
    respondentSignature: respondentSignature(deps.env.TYPEFORM_WEBHOOK_SECRET ?? '', c.uuid),
  });
}

type ResponseRow = { uuid: string; createdAt: Date; scores: unknown };
const view = (r: ResponseRow, zone: string): TRadarScoredResponse => ({
  uuid: r.uuid,
  createdAt: instantToZonedIso(r.createdAt, zone),
  scores: r.scores as TRadarScores,
});

async function latestTwo(db: DbOrTx, collaboratorUuid: string) {
  return db
    .select({
      uuid: radarResponses.uuid,
      createdAt: radarResponses.createdAt,
      scores: radarResponses.scores,
    })
    .from(radarResponses)
    .where(eq(radarResponses.collaboratorUuid, collaboratorUuid))
    .orderBy(desc(radarResponses.createdAt), desc(radarResponses.uuid))
    .limit(2);
}

export async function latestResponses(
  deps: AppDeps,
  collaboratorUuid: string,
): Promise<TRadarLatest> {
  const [latest, previous] = await latestTwo(deps.database.db, collaboratorUuid);
  const zone = deps.env.APP_TIME_ZONE;
  return {
    latest: latest ? view(latest, zone) : null,
    previous: previous ? view(previous, zone) : null,
    retakeFrom: latest ? retakeFromOf(latest.createdAt, zone) : null,
  };
}

export async function gamificationOf(db: DbOrTx, collaboratorUuid: string): Promise<TGamification> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(radarResponses)
    .where(eq(radarResponses.collaboratorUuid, collaboratorUuid));
  return { wellBeingRadarCount: n, currentGamificationStage: trailStage(n) };
}

/** An active collaborator's trail (domain.md §11); a removed or unknown one is 404. */
function prepareGamification(db: Db) {
  const uuid = sql.placeholder('uuid');
  return db
    .select({
      // The uuid as a value: drizzle writes a column inside sql`` without its table.
      n: sql<number>`(select count(*) from ${radarResponses} where ${radarResponses.collaboratorUuid} = ${uuid})`.mapWith(
        Number,
      ),
    })
    .from(collaborators)
    .where(and(eq(collaborators.uuid, uuid), isNull(collaborators.deletedAt)))
    .prepare('gamification_active');
}
const preparedGamification = onePerDatabase(prepareGamification);

export async function gamificationOfActive(
  deps: AppDeps,
  collaboratorUuid: string,
): Promise<TGamification> {
  // The liveness check and the count in one named prepared statement (decision 1233).
  const [row] = await preparedGamification(deps.database.db).execute({ uuid: collaboratorUuid });
  if (!row) throw notFound(COLLABORATOR_NOT_FOUND);
  return { wellBeingRadarCount: row.n, currentGamificationStage: trailStage(row.n) };
}

export interface RecordInput {
  collaboratorUuid: string;
  provider: 'builtin' | 'typeform';
  providerResponseId: string | null;
  /** Typeform only: the form that was answered; it must be the company's own (decision 1125). */
  formId?: string;
  answers: Answer[];
  scores: TRadarScores;
}

/**
 * Stores one response and marks the collaborator (hasSentForm, lastSentFormAt) in one transaction.
 * A provider response already recorded (same provider + response id) changes nothing: `created` false.
 * One response per two weeks (decision 1427): before `retakeFrom` the built-in answer is refused
 * (409) and a Typeform one is acknowledged unrecorded (`retake`), so a retake never adds a medal.
 */
export async function recordResponse(deps: AppDeps, input: RecordInput) {
  const now = deps.clock();
  const zone = deps.env.APP_TIME_ZONE;
  return deps.database.db.transaction(async (tx) => {
    const c = await activeCollaborator(tx, input.collaboratorUuid, true);
    if (!c) throw notFound(COLLABORATOR_NOT_FOUND);
    if (input.provider === 'typeform') {
      const own = typeformIdFrom(c.formId);
      if (!own || own !== input.formId) throw forbidden(WRONG_FORM);
    }
    const [previous] = await latestTwo(tx, c.uuid);
    if (previous) {
      const retakeFrom = retakeFromOf(previous.createdAt, zone);
      if (todayLocalDate(zone, now) < retakeFrom) {
        if (input.provider === 'builtin') throw conflict(radarRetakeTooSoon(formatDate(retakeFrom)));
        // The same Typeform response delivered again is a duplicate, not a retake.
        const known = await tx
          .select({ uuid: radarResponses.uuid })
          .from(radarResponses)
          .where(
            and(
              eq(radarResponses.provider, input.provider),
              eq(radarResponses.providerResponseId, input.providerResponseId ?? ''),
            ),
          )
          .limit(1);
        return { created: false as const, retake: known.length === 0 };
      }
    }
    const inserted = await tx
      .insert(radarResponses)
      .values({
        collaboratorUuid: c.uuid,
        companyUuid: c.companyUuid,
        sectorUuid: c.sectorUuid,
        provider: input.provider,
        providerResponseId: input.providerResponseId,
        answers: input.answers,
        scores: input.scores,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [radarResponses.provider, radarResponses.providerResponseId] })
      .returning({
        uuid: radarResponses.uuid,
        createdAt: radarResponses.createdAt,
        scores: radarResponses.scores,
      });
    const row = inserted[0];
    if (!row) return { created: false as const, retake: false };
    await tx
      .update(collaborators)
      .set({ hasSentForm: true, lastSentFormAt: now })
      .where(eq(collaborators.uuid, c.uuid));
    return {
      created: true as const,
      response: view(row, zone),
      previous: previous ? view(previous, zone) : null,
      gamification: await gamificationOf(tx, c.uuid),
      lastSentFormAt: instantToZonedIso(now, zone),
      retakeFrom: retakeFromOf(row.createdAt, zone),
    };
  });
}

/** POST /well-being-radar/responses: the built-in questionnaire, answered in the app. */
export async function submitBuiltin(
  deps: AppDeps,
  collaboratorUuid: string,
  answers: Answer[],
): Promise<TRadarSubmitResult> {
  validateCompleteAnswers(answers);
  const scores = scoreAnswers(answers);
  const result = await recordResponse(deps, {
    collaboratorUuid,
    provider: 'builtin',
    providerResponseId: null,
    answers,
    scores,
  });
  if (!result.created) throw new Error('built-in response not recorded');
  return {
    response: result.response,
    previous: result.previous,
    needsCare: scores.needsCare,
    gamification: result.gamification,
    collaborator: { hasSentForm: true, lastSentFormAt: result.lastSentFormAt },
    retakeFrom: result.retakeFrom,
  };
}
