import { and, asc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { TPageQuery } from '@acolher/contracts/pagination';
import { appointments, collaborators, openingHours, psychologists } from '../../db/schema.ts';
import {
  afterCursor,
  decodeCursor,
  orderOf,
  pageLimit,
  pageOf,
  type KeysetOrder,
} from '../../lib/pagination.ts';
import { onePerDatabase } from '../../db/prepared.ts';

/**
 * The appointment as every area shows it (domain.md §21): the local day as 'yyyy-MM-dd', its instants,
 * the collaborator's contact, the psychologist's public face, and the opening hour (the room's page is
 * found by the appointment's uuid).
 * Callers decide who may see it; `listRedactedAppointments` is the 'confirmed' list without identity.
 * Instants stay `Date`s here: the reply serializer writes them in the business zone (lib/local-dates.ts).
 */
export interface AppointmentView {
  uuid: string;
  status: string;
  date: string;
  startsAt: Date;
  endsAt: Date;
  collaboratorUuid: string;
  psychologistUuid: string;
  collaborator: { uuid: string; name: string; email: string; phone: string };
  psychologist: { uuid: string; name: string; avatarUrl: string | null };
  openingHour: { uuid: string; startTime: string; endTime: string };
  cancelledAt: Date | null;
  createdAt: Date;
}

const columns = {
  uuid: appointments.uuid,
  status: appointments.status,
  date: appointments.date,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  collaboratorUuid: appointments.collaboratorUuid,
  psychologistUuid: appointments.psychologistUuid,
  cancelledAt: appointments.cancelledAt,
  createdAt: appointments.createdAt,
  collaborator: {
    uuid: collaborators.uuid,
    name: collaborators.name,
    email: collaborators.email,
    phone: collaborators.phone,
  },
  psychologist: {
    uuid: psychologists.uuid,
    name: psychologists.name,
    avatarUrl: psychologists.avatarUrl,
  },
  openingHour: {
    uuid: openingHours.uuid,
    startTime: openingHours.startTime,
    endTime: openingHours.endTime,
  },
};

type Row = {
  uuid: string;
  status: string;
  date: string;
  startsAt: Date;
  endsAt: Date;
  collaboratorUuid: string;
  psychologistUuid: string;
  cancelledAt: Date | null;
  createdAt: Date;
  collaborator: AppointmentView['collaborator'];
  psychologist: AppointmentView['psychologist'];
  openingHour: AppointmentView['openingHour'];
};

const instant = (d: Date | string) => (d instanceof Date ? d : new Date(d));

function toView(row: Row): AppointmentView {
  return {
    ...row,
    date: String(row.date).slice(0, 10),
    startsAt: instant(row.startsAt),
    endsAt: instant(row.endsAt),
    cancelledAt: row.cancelledAt ? instant(row.cancelledAt) : null,
    createdAt: instant(row.createdAt),
  };
}

/** Appointments matching `where` (any SQL on appointments and the joined tables), ordered. */
export async function listAppointments(
  db: DbOrTx,
  where?: SQL,
  orderBy: SQL[] = [asc(appointments.startsAt)],
): Promise<AppointmentView[]> {
  const rows = await db
    .select(columns)
    .from(appointments)
    .innerJoin(collaborators, eq(collaborators.uuid, appointments.collaboratorUuid))
    .innerJoin(psychologists, eq(psychologists.uuid, appointments.psychologistUuid))
    .innerJoin(openingHours, eq(openingHours.uuid, appointments.openingHourUuid))
    .where(where)
    .orderBy(...orderBy);
  return (rows as Row[]).map(toView);
}

/** The histories' pages (decision 1211): newest first, the uuid last to make the order total. */
const HISTORY_ORDER: KeysetOrder = {
  table: appointments,
  columns: [appointments.startsAt, appointments.createdAt, appointments.uuid],
  direction: 'desc',
};

const afterPlaceholder = () => {
  const list = sql.join(HISTORY_ORDER.columns, sql`, `);
  return sql`(${list}) < (select ${list} from ${appointments} where ${appointments.uuid} = ${sql.placeholder('after')})`;
};

function prepareHistory(db: Db, paged: boolean) {
  const mine = eq(appointments.collaboratorUuid, sql.placeholder('collaboratorUuid'));
  return db
    .select(columns)
    .from(appointments)
    .innerJoin(collaborators, eq(collaborators.uuid, appointments.collaboratorUuid))
    .innerJoin(psychologists, eq(psychologists.uuid, appointments.psychologistUuid))
    .innerJoin(openingHours, eq(openingHours.uuid, appointments.openingHourUuid))
    .where(paged ? and(mine, afterPlaceholder()) : mine)
    .orderBy(...orderOf(HISTORY_ORDER))
    .limit(sql.placeholder('limit'))
    .prepare(paged ? 'collaborator_history_after' : 'collaborator_history');
}
const preparedHistory = onePerDatabase((db) => ({
  first: prepareHistory(db, false),
  after: prepareHistory(db, true),
}));

/**
 * A page of a collaborator's history, newest first: the hottest read of the collaborator area.
 * Named prepared statements (decision 1015), one for the first page and one after a cursor: the
 * query is built once, and each database connection parses it once.
 */
export async function listCollaboratorHistory(
  db: Db,
  collaboratorUuid: string,
  query: TPageQuery = {},
): Promise<{ list: AppointmentView[]; next: string | null }> {
  const prepared = preparedHistory(db);
  const limit = pageLimit(query.limit);
  const rows = query.cursor
    ? await prepared.after.execute({
        collaboratorUuid,
        after: decodeCursor(query.cursor),
        limit: limit + 1,
      })
    : await prepared.first.execute({ collaboratorUuid, limit: limit + 1 });
  const { page, next } = pageOf(rows as Row[], limit, (r) => r.uuid);
  return { list: page.map(toView), next };
}

/** The lists that keep the spec's order by start (decision 1211): oldest first, then as above. */
export const BY_START_ORDER: KeysetOrder = { ...HISTORY_ORDER, direction: 'asc' };

/** A page of a psychologist's appointments, newest first unless `order` says (decision 1211). */
export async function listAppointmentsPage(
  db: DbOrTx,
  where: SQL,
  query: TPageQuery = {},
  order: KeysetOrder = HISTORY_ORDER,
): Promise<{ list: AppointmentView[]; next: string | null }> {
  const limit = pageLimit(query.limit);
  const rows = await db
    .select(columns)
    .from(appointments)
    .innerJoin(collaborators, eq(collaborators.uuid, appointments.collaboratorUuid))
    .innerJoin(psychologists, eq(psychologists.uuid, appointments.psychologistUuid))
    .innerJoin(openingHours, eq(openingHours.uuid, appointments.openingHourUuid))
    .where(and(where, afterCursor(order, query.cursor)))
    .orderBy(...orderOf(order))
    .limit(limit + 1);
  const { page, next } = pageOf(rows as Row[], limit, (r) => r.uuid);
  return { list: page.map(toView), next };
}

export async function getAppointment(
  db: DbOrTx,
  uuid: string,
): Promise<AppointmentView | undefined> {
  const [view] = await listAppointments(db, eq(appointments.uuid, uuid));
  return view;
}

/**
 * The booking screen's view of someone else's appointments: only date, status and opening hour
 * (domain.md §3), nothing that tells one appointment or person from another. Read on its own
 * (only the opening hour joined) rather than by trimming the full view: this list is the booking
 * page's, read again after every change clears the read cache.
 */
function prepareRedacted(db: Db) {
  const { status, date, openingHour } = columns;
  return db
    .select({ status, date, openingHour })
    .from(appointments)
    .innerJoin(openingHours, eq(openingHours.uuid, appointments.openingHourUuid))
    .where(
      and(
        eq(appointments.psychologistUuid, sql.placeholder('psychologistUuid')),
        gte(appointments.startsAt, sql.placeholder('from')),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .prepare('redacted_appointments');
}
const preparedRedacted = onePerDatabase(prepareRedacted);

/** A psychologist's appointments that start at `from` or later, redacted; a prepared statement. */
export async function listRedactedAppointments(db: Db, psychologistUuid: string, from: Date) {
  const rows = await preparedRedacted(db).execute({ psychologistUuid, from });
  return rows.map((row) => ({
    date: String(row.date).slice(0, 10),
    status: row.status,
    openingHour: row.openingHour,
  }));
}
