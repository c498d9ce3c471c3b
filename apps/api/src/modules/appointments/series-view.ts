import { asc, eq } from 'drizzle-orm';
import { SERIES_MESSAGES } from '@acolher/contracts/appointment-series';
import type { TSeries } from '@acolher/contracts/answers/appointment-series';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  appointmentSeries,
  appointments,
  collaborators,
  openingHours,
  psychologists,
} from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { listAppointments } from './appointment-view.ts';

type SeriesRow = typeof appointmentSeries.$inferSelect;

/**
 * A series for one of its two people (domain.md §24), locked `for update` when asked: 404 when
 * unknown, 403 for anyone else.
 */
export async function seriesFor(db: DbOrTx, auth: AuthContext, uuid: string, lock = false) {
  const query = db.select().from(appointmentSeries).where(eq(appointmentSeries.uuid, uuid));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(SERIES_MESSAGES.notFound);
  const mine =
    (auth.role === 'collaborator' && row.collaboratorUuid === auth.uuid) ||
    (auth.role === 'psychologist' && row.psychologistUuid === auth.uuid);
  if (!mine) throw forbidden();
  return row;
}

/** GET /appointments/series/{uuid}: the rule, its status and its occurrences by start. */
export async function readSeries(deps: AppDeps, auth: AuthContext, uuid: string): Promise<TSeries> {
  const { db } = deps.database;
  const row = await seriesFor(db, auth, uuid);
  return seriesView(db, row);
}

async function seriesView(db: DbOrTx, row: SeriesRow) {
  const [[names], [hour], occurrences] = await Promise.all([
    db
      .select({ collaboratorName: collaborators.name, psychologistName: psychologists.name })
      .from(collaborators)
      .innerJoin(psychologists, eq(psychologists.uuid, row.psychologistUuid))
      .where(eq(collaborators.uuid, row.collaboratorUuid)),
    db
      .select({
        uuid: openingHours.uuid,
        dayOfWeek: openingHours.dayOfWeek,
        startTime: openingHours.startTime,
        endTime: openingHours.endTime,
      })
      .from(openingHours)
      .where(eq(openingHours.uuid, row.openingHourUuid)),
    listAppointments(db, eq(appointments.seriesUuid, row.uuid), [asc(appointments.startsAt)]),
  ]);
  return {
    uuid: row.uuid,
    collaboratorUuid: row.collaboratorUuid,
    psychologistUuid: row.psychologistUuid,
    collaboratorName: names?.collaboratorName ?? '',
    psychologistName: names?.psychologistName ?? '',
    openingHour: hour!,
    frequency: row.frequency as TSeries['frequency'],
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status as TSeries['status'],
    nextDate: row.status === 'ended' ? null : row.nextDate,
    endedFrom: row.endedFrom,
    occurrences: occurrences as unknown as TSeries['occurrences'],
  };
}
