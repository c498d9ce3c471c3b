import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import {
  SESSION_OUTCOME_MESSAGES as M,
  type TAbsenceCreate,
} from '@acolher/contracts/session-outcomes';
import { todayLocalDate } from '@acolher/contracts/time';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { appointments, psychologists } from '../../db/schema.ts';
import { psychologistAbsences as absences } from '../../db/tables/session-outcomes.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import {
  findPsychologist,
  PSYCHOLOGIST_NOT_FOUND,
} from '../psychologists/psychologists.service.ts';
import { cancelAsPsychologist } from '../appointments/psychologist-appointments.service.ts';

const ABSENCE_NOT_FOUND = 'Ausência não encontrada';

const full = {
  uuid: absences.uuid,
  psychologistUuid: absences.psychologistUuid,
  startDate: absences.startDate,
  endDate: absences.endDate,
  reason: absences.reason,
  createdAt: absences.createdAt,
};

const today = (deps: AppDeps) => todayLocalDate(deps.env.APP_TIME_ZONE, deps.clock());

function assertOwn(auth: AuthContext, psychologistUuid: string) {
  if (auth.role !== 'psychologist' || auth.uuid !== psychologistUuid) throw forbidden();
}

/**
 * POST /psychologists/{id}/absences (domain.md §17), own only. Refused with 409 while a
 * `pending` appointment lies in the period; when all of them are occurrences of weekly series
 * not yet started, the 409 lists them (`seriesOccurrences`) and `skipSeriesOccurrences: true`
 * cancels them as the psychologist's own cancellations in the same transaction (decision 1361). The psychologist's row is locked first, so two
 * absences and a reschedule by the psychologist are serialised; a booking racing the insert is the
 * window decision 1175 accepts (booking re-checks absences before its transaction).
 */
export async function createAbsence(
  deps: AppDeps,
  auth: AuthContext,
  psychologistUuid: string,
  input: TAbsenceCreate,
) {
  assertOwn(auth, psychologistUuid);
  if (input.startDate < today(deps)) throw badRequest(M.absencePast);
  return deps.database.db.transaction(async (tx) => {
    const [me] = await tx
      .select({ uuid: psychologists.uuid })
      .from(psychologists)
      .where(and(eq(psychologists.uuid, psychologistUuid), isNull(psychologists.deletedAt)))
      .for('update');
    if (!me) throw notFound(PSYCHOLOGIST_NOT_FOUND);
    const busy = await tx
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.psychologistUuid, psychologistUuid),
          eq(appointments.status, 'pending'),
          gte(appointments.date, input.startDate),
          lte(appointments.date, input.endDate),
        ),
      )
      .orderBy(asc(appointments.startsAt))
      .for('update');
    // Only occurrences of a weekly series that have not started may be skipped (decision 1361);
    // any other pending appointment keeps §17's refusal.
    const now = deps.clock();
    const skippable = busy.every((a) => a.seriesUuid !== null && a.startsAt > now);
    if (busy.length > 0 && !(skippable && input.skipSeriesOccurrences)) {
      throw new AppError(409, M.absenceOverPending, {
        seriesOccurrences: skippable
          ? busy.map((a) => ({ uuid: a.uuid, date: a.date, startsAt: a.startsAt }))
          : [],
      });
    }
    for (const occurrence of busy) await cancelAsPsychologist(deps, tx, auth, occurrence);
    const { skipSeriesOccurrences: _skip, ...period } = input;
    const [row] = await tx
      .insert(absences)
      .values({ psychologistUuid, ...period })
      .returning(full);
    return row;
  });
}

/**
 * GET /psychologists/{id}/absences: the current and future ones, by start. The psychologist sees
 * its own in full; a collaborator (the booking screen, which shows those days' slots
 * 'Indisponível') sees only the periods of an approved psychologist, never the reason (decision 1175).
 */
export async function listAbsences(deps: AppDeps, auth: AuthContext, psychologistUuid: string) {
  const { db } = deps.database;
  const where = and(
    eq(absences.psychologistUuid, psychologistUuid),
    isNull(absences.deletedAt),
    gte(absences.endDate, today(deps)),
  );
  if (auth.role === 'psychologist') {
    assertOwn(auth, psychologistUuid);
    return db.select(full).from(absences).where(where).orderBy(asc(absences.startDate));
  }
  if (auth.role !== 'collaborator') throw forbidden();
  const psychologist = await findPsychologist(db, psychologistUuid);
  if (!psychologist || psychologist.complianceStatus !== 'approved') {
    throw notFound(PSYCHOLOGIST_NOT_FOUND);
  }
  return db
    .select({ uuid: absences.uuid, startDate: absences.startDate, endDate: absences.endDate })
    .from(absences)
    .where(where)
    .orderBy(asc(absences.startDate));
}

/** DELETE /psychologists/{id}/absences/{uuid}: own, and only one that has not begun. */
export async function deleteAbsence(
  deps: AppDeps,
  auth: AuthContext,
  psychologistUuid: string,
  uuid: string,
) {
  assertOwn(auth, psychologistUuid);
  const { db } = deps.database;
  const [row] = await db
    .select(full)
    .from(absences)
    .where(
      and(
        eq(absences.uuid, uuid),
        eq(absences.psychologistUuid, psychologistUuid),
        isNull(absences.deletedAt),
      ),
    );
  if (!row) throw notFound(ABSENCE_NOT_FOUND);
  if (row.startDate <= today(deps)) throw badRequest(M.onlyFutureAbsence);
  await db.update(absences).set({ deletedAt: deps.clock() }).where(eq(absences.uuid, uuid));
}
