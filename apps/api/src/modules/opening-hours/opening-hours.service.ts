import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { SESSION_MINUTES } from '@acolher/contracts/constants';
import { MESSAGES } from '@acolher/contracts/errors';
import type { TOpeningHourCreate } from '@acolher/contracts/opening-hours';
import { secondsToTime, timeToSeconds } from '@acolher/contracts/time';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { appointments, openingHours, psychologists } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/audit.ts';
import {
  findPsychologist,
  PSYCHOLOGIST_NOT_FOUND,
} from '../psychologists/psychologists.service.ts';
import { onePerDatabase } from '../../db/prepared.ts';

const OPENING_HOUR_NOT_FOUND = 'Horário não encontrado';

export interface OpeningHourView {
  uuid: string;
  psychologistUuid: string;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

const view = {
  uuid: openingHours.uuid,
  psychologistUuid: openingHours.psychologistUuid,
  dayOfWeek: openingHours.dayOfWeek,
  startTime: openingHours.startTime,
  endTime: openingHours.endTime,
};

/**
 * A range of 100 minutes or more becomes consecutive 50-minute sessions, one per hour from the
 * start (08:00–12:00 → 08:00–08:50 … 11:00–11:50); a shorter range stays one hour as given.
 * Counted in seconds, so a start at 08:00:30 gives sessions from 08:00:30, never before it.
 */
export function splitIntoSessions(startTime: string, endTime: string) {
  const session = SESSION_MINUTES * 60;
  const start = timeToSeconds(startTime);
  const end = timeToSeconds(endTime);
  if (end - start < 2 * session) return [{ startTime, endTime }];
  const slots: { startTime: string; endTime: string }[] = [];
  for (let at = start; at + session <= end; at += 3600) {
    slots.push({ startTime: secondsToTime(at), endTime: secondsToTime(at + session) });
  }
  return slots;
}

/** Who may read a psychologist's hours: itself, administrators, collaborators (approved only). */
async function assertCanRead(deps: AppDeps, auth: AuthContext, psychologistUuid: string) {
  if (auth.role === 'company') throw forbidden();
  if (auth.role === 'psychologist' && auth.uuid !== psychologistUuid) throw forbidden();
  const psychologist = await findPsychologist(deps.database.db, psychologistUuid);
  if (!psychologist) throw notFound(PSYCHOLOGIST_NOT_FOUND);
  if (auth.role === 'collaborator' && psychologist.complianceStatus !== 'approved') {
    throw notFound(PSYCHOLOGIST_NOT_FOUND);
  }
}

function prepareActiveHours(db: Db) {
  return db
    .select(view)
    .from(openingHours)
    .where(
      and(
        eq(openingHours.psychologistUuid, sql.placeholder('psychologistUuid')),
        isNull(openingHours.deletedAt),
      ),
    )
    .orderBy(asc(openingHours.dayOfWeek), asc(openingHours.startTime))
    .prepare('opening_hours_active');
}
const preparedActiveHours = onePerDatabase(prepareActiveHours);

/** The active hours by weekday and start: a named prepared statement (decision 1233). */
export async function listOpeningHours(deps: AppDeps, auth: AuthContext, psychologistUuid: string) {
  await assertCanRead(deps, auth, psychologistUuid);
  return preparedActiveHours(deps.database.db).execute({ psychologistUuid });
}

/** Index 0 (Sunday) … 6 (Saturday), each day's hours by start time. */
export async function listOpeningHoursByDay(
  deps: AppDeps,
  auth: AuthContext,
  psychologistUuid: string,
) {
  const hours = await listOpeningHours(deps, auth, psychologistUuid);
  const days: OpeningHourView[][] = [[], [], [], [], [], [], []];
  for (const hour of hours) days[hour.dayOfWeek].push(hour);
  return days;
}

export async function createOpeningHours(
  deps: AppDeps,
  auth: AuthContext,
  input: TOpeningHourCreate,
): Promise<OpeningHourView[]> {
  if (auth.role !== 'psychologist' || auth.uuid !== input.psychologistUuid) throw forbidden();
  const slots = splitIntoSessions(input.startTime, input.endTime);
  return deps.database.db.transaction(async (tx) => {
    // One writer per psychologist at a time, so two overlapping requests cannot both pass.
    const [owner] = await tx
      .select({ uuid: psychologists.uuid })
      .from(psychologists)
      .where(and(eq(psychologists.uuid, input.psychologistUuid), isNull(psychologists.deletedAt)))
      .for('update');
    if (!owner) throw notFound(PSYCHOLOGIST_NOT_FOUND);
    for (const slot of slots) {
      const [clash] = await tx
        .select({ uuid: openingHours.uuid })
        .from(openingHours)
        .where(
          and(
            eq(openingHours.psychologistUuid, input.psychologistUuid),
            eq(openingHours.dayOfWeek, input.dayOfWeek),
            isNull(openingHours.deletedAt),
            lt(openingHours.startTime, slot.endTime),
            gt(openingHours.endTime, slot.startTime),
          ),
        )
        .limit(1);
      if (clash) throw conflict(MESSAGES.hourConflict);
    }
    return tx
      .insert(openingHours)
      .values(
        slots.map((s) => ({
          ...s,
          psychologistUuid: input.psychologistUuid,
          dayOfWeek: input.dayOfWeek,
        })),
      )
      .returning(view);
  });
}

/**
 * Beyond the spec: deactivates an own hour (history kept) unless a future pending session uses it;
 * audited like every deletion (domain.md §12).
 */
export async function deleteOpeningHour(deps: AppDeps, auth: AuthContext, uuid: string) {
  await deps.database.db.transaction(async (tx) => {
    const [hour] = await tx
      .select(view)
      .from(openingHours)
      .where(and(eq(openingHours.uuid, uuid), isNull(openingHours.deletedAt)))
      .for('update');
    if (!hour) throw notFound(OPENING_HOUR_NOT_FOUND);
    if (hour.psychologistUuid !== auth.uuid) throw forbidden();
    const [inUse] = await tx
      .select({ uuid: appointments.uuid })
      .from(appointments)
      .where(
        and(
          eq(appointments.openingHourUuid, uuid),
          eq(appointments.status, 'pending'),
          gt(appointments.startsAt, deps.clock()),
        ),
      )
      .limit(1);
    if (inUse) throw conflict(MESSAGES.hourInUse);
    await tx
      .update(openingHours)
      .set({ deletedAt: deps.clock() })
      .where(eq(openingHours.uuid, uuid));
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'delete',
      targetType: 'opening_hour',
      targetUuid: uuid,
      details: {
        psychologistUuid: hour.psychologistUuid,
        dayOfWeek: hour.dayOfWeek,
        startTime: hour.startTime,
        endTime: hour.endTime,
      },
    });
  });
}
