import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { TPageQuery } from '@acolher/contracts/pagination';
import {
  appointments,
  appointmentSeries,
  collaborators,
  openingHours,
  psychologists,
} from '../../db/schema.ts';
import {
  decodeCursor,
  encodeCursor,
  orderOf,
  pageLimit,
  type KeysetOrder,
} from '../../lib/pagination.ts';
import { onePerDatabase } from '../../db/prepared.ts';

/**
 * The appointment lists' pages as JSON text built by the database (decision 1236): the same
 * objects as `AppointmentView` written by the reply serializer (appointment-view.ts,
 * lib/local-dates.ts), instants in the business zone by `zoned_iso` (migration 0017). A page of
 * 100 appointments cost the API ~3 ms of CPU as rows (pg's parsing, drizzle's nested mapping,
 * the dates, JSON.stringify and the garbage of it all); as one text it is passed through.
 * Named prepared statements (decision 1015), one per list and per first page or page after a
 * cursor; the items joined by ',' between brackets, as compact as JSON.stringify writes them.
 */
export interface JsonPage {
  /** The page's JSON array, ready to send. */
  json: string;
  next: string | null;
}

const iso = (column: PgColumn, zone: SQL) => sql`zoned_iso(${column}, ${zone})`;

/**
 * One appointment as JSON: the keys and values of `AppointmentView` after the reply serializer.
 * `row_to_json` of a row whose nested rows are named writes compact JSON (json_build_object would
 * put spaces around every ':' and ',': 10 % more bytes on the wire).
 */
export function viewJson(zone: SQL) {
  const a = appointments;
  const c = collaborators;
  const p = psychologists;
  const o = openingHours;
  const sr = appointmentSeries;
  return sql`(select row_to_json(v) from (select
    ${a.uuid} as "uuid", ${a.status} as "status", to_char(${a.date}, 'YYYY-MM-DD') as "date",
    ${iso(a.startsAt, zone)} as "startsAt", ${iso(a.endsAt, zone)} as "endsAt",
    ${a.collaboratorUuid} as "collaboratorUuid", ${a.psychologistUuid} as "psychologistUuid",
    ${iso(a.cancelledAt, zone)} as "cancelledAt", ${iso(a.createdAt, zone)} as "createdAt",
    (select r from (select ${c.uuid} as "uuid", ${c.name} as "name", ${c.email} as "email",
      ${c.phone} as "phone") r) as "collaborator",
    (select r from (select ${p.uuid} as "uuid", ${p.name} as "name",
      ${p.avatarUrl} as "avatarUrl") r) as "psychologist",
    (select r from (select ${o.uuid} as "uuid", ${o.startTime} as "startTime",
      ${o.endTime} as "endTime") r) as "openingHour",
    (select r from (select ${sr.uuid} as "uuid", ${sr.frequency} as "frequency"
      from ${sr} where ${sr.uuid} = ${a.seriesUuid}) r) as "series") v)`;
}

/** Rows after the cursor's row (`$after`) in `order`, as lib/pagination.ts's `afterCursor`. */
function afterPlaceholder(order: KeysetOrder) {
  const list = sql.join(order.columns, sql`, `);
  const op = order.direction === 'desc' ? sql`<` : sql`>`;
  const key = order.columns.at(-1)!;
  return sql`(${list}) ${op} (select ${list} from ${order.table} where ${key} = ${sql.placeholder('after')})`;
}

/**
 * `limit + 1` rows of `owner = $owner` in `order` (the extra one says a next page exists), numbered,
 * then aggregated in that order: the first `limit` as one JSON array, how many were read, and the
 * key of the page's last row for the next cursor.
 */
function preparePage(db: Db, name: string, owner: PgColumn, order: KeysetOrder, paged: boolean) {
  const zone = sql`${sql.placeholder('zone')}`;
  const mine = eq(owner, sql.placeholder('owner'));
  const ordered = sql.join(orderOf(order), sql`, `);
  const page = db
    .select({
      item: sql`${viewJson(zone)}`.as('item'),
      key: sql<string>`${appointments.uuid}::text`.as('key'),
      n: sql<number>`row_number() over (order by ${ordered})`.as('n'),
    })
    .from(appointments)
    .innerJoin(collaborators, eq(collaborators.uuid, appointments.collaboratorUuid))
    .innerJoin(psychologists, eq(psychologists.uuid, appointments.psychologistUuid))
    .innerJoin(openingHours, eq(openingHours.uuid, appointments.openingHourUuid))
    .where(paged ? and(mine, afterPlaceholder(order)) : mine)
    .orderBy(...orderOf(order))
    .limit(sql.placeholder('take'))
    .as('page');
  const limit = sql.placeholder('limit');
  return db
    .select({
      json: sql<string>`'[' || coalesce(string_agg(${page.item}::text, ',' order by ${page.n}) filter (where ${page.n} <= ${limit}), '') || ']'`,
      read: sql<number>`count(*)::int`,
      last: sql<string | null>`min(${page.key}) filter (where ${page.n} = ${limit})`,
    })
    .from(page)
    .prepare(name);
}

type Prepared = ReturnType<typeof preparePage>;

async function readPage(
  pair: { first: Prepared; after: Prepared },
  owner: string,
  zone: string,
  query: TPageQuery,
): Promise<JsonPage> {
  const limit = pageLimit(query.limit);
  const params = { owner, zone, limit, take: limit + 1 };
  const [row] = query.cursor
    ? await pair.after.execute({ ...params, after: decodeCursor(query.cursor) })
    : await pair.first.execute(params);
  const next = row && Number(row.read) > limit && row.last ? encodeCursor(row.last) : null;
  return { json: row?.json ?? '[]', next };
}

/** Newest first (the histories, decision 1211) and by start (the psychologist's 'confirmed'). */
const NEWEST_FIRST: KeysetOrder = {
  table: appointments,
  columns: [appointments.startsAt, appointments.createdAt, appointments.uuid],
  direction: 'desc',
};
const BY_START: KeysetOrder = { ...NEWEST_FIRST, direction: 'asc' };

const pairOf = (db: Db, name: string, owner: PgColumn, order: KeysetOrder) => ({
  first: preparePage(db, name, owner, order, false),
  after: preparePage(db, `${name}_after`, owner, order, true),
});

const statements = onePerDatabase((db) => ({
  history: pairOf(db, 'collaborator_history_json', appointments.collaboratorUuid, NEWEST_FIRST),
  psychologist: pairOf(db, 'psychologist_list_json', appointments.psychologistUuid, NEWEST_FIRST),
  confirmed: pairOf(db, 'psychologist_confirmed_json', appointments.psychologistUuid, BY_START),
}));

/** A page of a collaborator's history, newest first. */
export const collaboratorHistoryJson = (
  db: Db,
  uuid: string,
  zone: string,
  query: TPageQuery = {},
) => readPage(statements(db).history, uuid, zone, query);

/** A page of a psychologist's appointments, newest first. */
export const psychologistAppointmentsJson = (
  db: Db,
  uuid: string,
  zone: string,
  query: TPageQuery = {},
) => readPage(statements(db).psychologist, uuid, zone, query);

/** A page of a psychologist's own 'confirmed' list, by start, oldest first. */
export const psychologistConfirmedJson = (
  db: Db,
  uuid: string,
  zone: string,
  query: TPageQuery = {},
) => readPage(statements(db).confirmed, uuid, zone, query);
