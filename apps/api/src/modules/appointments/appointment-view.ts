import { and, asc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  appointments,
  appointmentSeries,
  collaborators,
  openingHours,
  psychologists,
} from '../../db/schema.ts';
import type { TSeriesFrequency } from '@acolher/contracts/appointment-series';
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
  /** Its weekly series (domain.md §24), null for a single booking. */
  series: { uuid: string; frequency: TSeriesFrequency } | null;
}

/** The psychologist's public face and the opening hour, as every view of a slot shows them. */
export const psychologistFaceColumns = {
  uuid: psychologists.uuid,
  name: psychologists.name,
  avatarUrl: psychologists.avatarUrl,
};
export const openingHourColumns = {
  uuid: openingHours.uuid,
  startTime: openingHours.startTime,
  endTime: openingHours.endTime,
};

/** The view's columns (the joins of `listAppointments`: collaborators, psychologists, opening hours). */
export const appointmentColumns = {
  uuid: appointments.uuid,
  status: appointments.status,
  date: appointments.date,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  collaboratorUuid: appointments.collaboratorUuid,
  psychologistUuid: appointments.psychologistUuid,
  cancelledAt: appointments.cancelledAt,
  createdAt: appointments.createdAt,
  seriesUuid: appointments.seriesUuid,
  seriesFrequency: appointmentSeries.frequency,
  collaborator: {
    uuid: collaborators.uuid,
    name: collaborators.name,
    email: collaborators.email,
    phone: collaborators.phone,
  },
  psychologist: psychologistFaceColumns,
  openingHour: openingHourColumns,
};

type Row = Omit<AppointmentView, 'series'> & {
  seriesUuid: string | null;
  seriesFrequency: string | null;
};

const instant = (d: Date | string) => (d instanceof Date ? d : new Date(d));

function toView({ seriesUuid, seriesFrequency, ...row }: Row): AppointmentView {
  return {
    ...row,
    series:
      seriesUuid && seriesFrequency
        ? { uuid: seriesUuid, frequency: seriesFrequency as TSeriesFrequency }
        : null,
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
  limit?: number,
): Promise<AppointmentView[]> {
  const query = db
    .select(appointmentColumns)
    .from(appointments)
    .innerJoin(collaborators, eq(collaborators.uuid, appointments.collaboratorUuid))
    .innerJoin(psychologists, eq(psychologists.uuid, appointments.psychologistUuid))
    .innerJoin(openingHours, eq(openingHours.uuid, appointments.openingHourUuid))
    .leftJoin(appointmentSeries, eq(appointmentSeries.uuid, appointments.seriesUuid))
    .where(where)
    .orderBy(...orderBy);
  const rows = limit === undefined ? await query : await query.limit(limit);
  return (rows as Row[]).map(toView);
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
  const { status, date, openingHour } = appointmentColumns;
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

export interface RedactedAppointment {
  date: string;
  status: string;
  openingHour: AppointmentView['openingHour'];
}

/** A psychologist's appointments that start at `from` or later, redacted; a prepared statement. */
export async function listRedactedAppointments(
  db: Db,
  psychologistUuid: string,
  from: Date,
): Promise<RedactedAppointment[]> {
  const rows = await preparedRedacted(db).execute({ psychologistUuid, from });
  return rows.map((row) => ({
    date: String(row.date).slice(0, 10),
    status: row.status,
    openingHour: row.openingHour,
  }));
}
