import { and, eq, type SQL } from 'drizzle-orm';
import type { TPageQuery } from '@acolher/contracts/pagination';
import type { DbOrTx } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';
import { afterCursor, orderOf, pageLimit, pageOf, type KeysetOrder } from '../../lib/pagination.ts';
import { listAppointments, type AppointmentView } from './appointment-view.ts';

/** A page of appointments and the cursor of the next one (decision 1211). */
export interface AppointmentPage {
  items: AppointmentView[];
  next: string | null;
}

/** Newest first (the histories, decision 1211) and by start (the psychologist's 'confirmed'). */
const NEWEST_FIRST: KeysetOrder = {
  table: appointments,
  columns: [appointments.startsAt, appointments.createdAt, appointments.uuid],
  direction: 'desc',
};
const BY_START: KeysetOrder = { ...NEWEST_FIRST, direction: 'asc' };

/** One page of `where` in `order`: `limit + 1` rows read, the extra one says a next page exists. */
async function pageOfAppointments(
  db: DbOrTx,
  where: SQL,
  order: KeysetOrder,
  query: TPageQuery,
): Promise<AppointmentPage> {
  const limit = pageLimit(query.limit);
  const rows = await listAppointments(
    db,
    and(where, afterCursor(order, query.cursor)),
    orderOf(order),
    limit + 1,
  );
  const { page, next } = pageOf(rows, limit, (row) => row.uuid);
  return { items: page, next };
}

/** A page of a collaborator's history, newest first. */
export const collaboratorHistoryPage = (db: DbOrTx, uuid: string, query: TPageQuery = {}) =>
  pageOfAppointments(db, eq(appointments.collaboratorUuid, uuid), NEWEST_FIRST, query);

/** A page of a psychologist's appointments, newest first. */
export const psychologistAppointmentsPage = (db: DbOrTx, uuid: string, query: TPageQuery = {}) =>
  pageOfAppointments(db, eq(appointments.psychologistUuid, uuid), NEWEST_FIRST, query);

/** A page of a psychologist's own 'confirmed' list, by start, oldest first. */
export const psychologistConfirmedPage = (db: DbOrTx, uuid: string, query: TPageQuery = {}) =>
  pageOfAppointments(db, eq(appointments.psychologistUuid, uuid), BY_START, query);
