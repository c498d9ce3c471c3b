import { and, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACTIVE_APPOINTMENT_STATUSES } from '@acolher/contracts/constants';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { onePerDatabase } from '../../db/prepared.ts';
import { appointments, collaborators, openingHours, psychologists } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { viewJson } from '../appointments/appointment-json.ts';
import { PSYCHOLOGIST_NOT_FOUND } from '../psychologists/psychologists.service.ts';
import { dashboardPeriods, EARNING_STATUSES } from './dashboard-periods.ts';

/** Photo, mobile, specialties and a description (the banner's list). */
function hasCompletedProfile(p: {
  avatarUrl: string | null;
  phone: string;
  specialties: string[];
  education: string;
  careerHistory: string;
  hostMessage: string;
}) {
  return Boolean(
    p.avatarUrl &&
    p.phone &&
    p.specialties.length > 0 &&
    p.education.trim() &&
    p.careerHistory.trim() &&
    p.hostMessage.trim(),
  );
}

const at = (name: string) => sql`${sql.placeholder(name)}::timestamptz`;
const since = (from: string, to: string) =>
  and(gte(appointments.startsAt, at(from)), lt(appointments.startsAt, at(to)));
const list = (items: SQL, where: SQL) =>
  sql<string>`'[' || coalesce(string_agg(${items}::text, ',' order by ${sql.raw('"starts_at"')}) filter (where ${where}), '') || ']'`;

/**
 * The whole dashboard in one named prepared statement (decisions 1015, 1236): the profile with
 * "has opening hours", the sessions that earn a fee last month and this month (counted), and this
 * month's active appointments as JSON text (`viewJson`, as the lists write them), today's and the
 * upcoming ones, by start.
 */
function prepareDashboard(db: Db) {
  const me = alias(psychologists, 'me');
  const mine = eq(appointments.psychologistUuid, sql.placeholder('uuid'));
  const earning = (from: string, to: string) =>
    sql<number>`(select count(*)::int from ${appointments} where ${and(
      mine,
      inArray(appointments.status, [...EARNING_STATUSES]),
      since(from, to),
    )})`;
  const monthRows = db
    .select({
      item: sql`${viewJson(sql`${sql.placeholder('zone')}`)}`.as('item'),
      startsAt: sql`${appointments.startsAt}`.as('starts_at'),
    })
    .from(appointments)
    .innerJoin(collaborators, eq(collaborators.uuid, appointments.collaboratorUuid))
    .innerJoin(psychologists, eq(psychologists.uuid, appointments.psychologistUuid))
    .innerJoin(openingHours, eq(openingHours.uuid, appointments.openingHourUuid))
    .where(
      and(
        mine,
        inArray(appointments.status, [...ACTIVE_APPOINTMENT_STATUSES]),
        since('monthFrom', 'monthTo'),
      ),
    )
    .as('month_rows');
  const today = sql`${monthRows.startsAt} >= ${at('todayFrom')} and ${monthRows.startsAt} < ${at('todayTo')}`;
  const month = db
    .select({
      todayCount: sql<number>`(count(*) filter (where ${today}))::int`.as('today_count'),
      monthCount: sql<number>`count(*)::int`.as('month_count'),
      todayJson: list(sql`${monthRows.item}`, today).as('today_json'),
      upcomingJson: list(sql`${monthRows.item}`, sql`${monthRows.startsAt} >= ${at('now')}`).as(
        'upcoming_json',
      ),
    })
    .from(monthRows)
    .as('month');
  return db
    .select({
      avatarUrl: me.avatarUrl,
      phone: me.phone,
      specialties: me.specialties,
      education: me.education,
      careerHistory: me.careerHistory,
      hostMessage: me.hostMessage,
      hasOpeningHours: sql<boolean>`exists (select 1 from ${openingHours} where ${openingHours.psychologistUuid} = ${me.uuid} and ${openingHours.deletedAt} is null)`,
      lastMonthEarning: earning('lastMonthFrom', 'monthFrom'),
      monthEarning: earning('monthFrom', 'monthTo'),
      todayCount: month.todayCount,
      monthCount: month.monthCount,
      todayJson: month.todayJson,
      upcomingJson: month.upcomingJson,
    })
    .from(me)
    .leftJoin(month, sql`true`)
    .where(and(eq(me.uuid, sql.placeholder('uuid')), isNull(me.deletedAt)))
    .prepare('psychologist_dashboard');
}
const preparedDashboard = onePerDatabase(prepareDashboard);

/**
 * GET /dashboards/psychologists/:uuid (domain.md §7), as JSON text: counts and balances, then the
 * appointment lists the database wrote (decision 1236).
 */
export async function psychologistDashboard(deps: AppDeps, auth: AuthContext, uuid: string) {
  if (auth.role !== 'psychologist' || auth.uuid !== uuid) throw forbidden();
  const now = deps.clock();
  const periods = dashboardPeriods(now, deps.env.APP_TIME_ZONE);
  const [row] = await preparedDashboard(deps.database.db).execute({
    uuid,
    zone: deps.env.APP_TIME_ZONE,
    now: now.toISOString(),
    todayFrom: periods.today.from.toISOString(),
    todayTo: periods.today.to.toISOString(),
    monthFrom: periods.month.from.toISOString(),
    monthTo: periods.month.to.toISOString(),
    lastMonthFrom: periods.lastMonth.from.toISOString(),
  });
  if (!row) throw notFound(PSYCHOLOGIST_NOT_FOUND);
  const fee = deps.env.PSYCHOLOGIST_SESSION_FEE_CENTS;
  const head = JSON.stringify({
    psychologistHasCompletedProfile: hasCompletedProfile(row),
    psychologistHasCompletedOpeningHours: Boolean(row.hasOpeningHours),
    todayAppointmentsCount: Number(row.todayCount ?? 0),
    monthAppointmentsCount: Number(row.monthCount ?? 0),
    lastMonthBalance: Number(row.lastMonthEarning) * fee,
    totalBalance: Number(row.monthEarning) * fee,
  });
  const today = row.todayJson ?? '[]';
  const upcoming = row.upcomingJson ?? '[]';
  return `${head.slice(0, -1)},"todayAppointments":${today},"upcomingMonthAppointments":${upcoming}}`;
}
