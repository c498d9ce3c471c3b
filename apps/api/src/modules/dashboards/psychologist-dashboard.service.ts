import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACTIVE_APPOINTMENT_STATUSES } from '@acolher/contracts/constants';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { onePerDatabase } from '../../db/prepared.ts';
import { appointments, openingHours, psychologists } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { listAppointments, type AppointmentView } from '../appointments/appointment-view.ts';
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

/**
 * The profile with "has opening hours" and the sessions that earn a fee last month and this month,
 * counted, in one named prepared statement (decision 1015).
 */
function prepareDashboard(db: Db) {
  // An alias: the subqueries' conditions name `me` and their own table apart.
  const me = alias(psychologists, 'me');
  const earning = (from: string, to: string) =>
    sql<number>`(select count(*)::int from ${appointments} where ${and(
      eq(appointments.psychologistUuid, me.uuid),
      inArray(appointments.status, [...EARNING_STATUSES]),
      gte(appointments.startsAt, at(from)),
      lt(appointments.startsAt, at(to)),
    )})`;
  return db
    .select({
      avatarUrl: me.avatarUrl,
      phone: me.phone,
      specialties: me.specialties,
      education: me.education,
      careerHistory: me.careerHistory,
      hostMessage: me.hostMessage,
      hasOpeningHours: sql<boolean>`exists (select 1 from ${openingHours} where ${and(
        eq(openingHours.psychologistUuid, me.uuid),
        isNull(openingHours.deletedAt),
      )})`,
      lastMonthEarning: earning('lastMonthFrom', 'monthFrom'),
      monthEarning: earning('monthFrom', 'monthTo'),
    })
    .from(me)
    .where(and(eq(me.uuid, sql.placeholder('uuid')), isNull(me.deletedAt)))
    .prepare('psychologist_dashboard');
}
const preparedDashboard = onePerDatabase(prepareDashboard);

/**
 * GET /dashboards/psychologists/:uuid (domain.md §7): counts and balances, today's appointments and
 * the month's upcoming ones (active, by start).
 */
export async function psychologistDashboard(deps: AppDeps, auth: AuthContext, uuid: string) {
  if (auth.role !== 'psychologist' || auth.uuid !== uuid) throw forbidden();
  const now = deps.clock();
  const { today, month, lastMonth } = dashboardPeriods(now, deps.env.APP_TIME_ZONE);
  const { db } = deps.database;
  const [row] = await preparedDashboard(db).execute({
    uuid,
    monthFrom: month.from.toISOString(),
    monthTo: month.to.toISOString(),
    lastMonthFrom: lastMonth.from.toISOString(),
  });
  if (!row) throw notFound(PSYCHOLOGIST_NOT_FOUND);
  const monthAppointments = await listAppointments(
    db,
    and(
      eq(appointments.psychologistUuid, uuid),
      inArray(appointments.status, [...ACTIVE_APPOINTMENT_STATUSES]),
      gte(appointments.startsAt, month.from),
      lt(appointments.startsAt, month.to),
    ),
  );
  const within = (a: AppointmentView, from: Date, to: Date) =>
    a.startsAt >= from && a.startsAt < to;
  const todayAppointments = monthAppointments.filter((a) => within(a, today.from, today.to));
  const fee = deps.env.PSYCHOLOGIST_SESSION_FEE_CENTS;
  return {
    psychologistHasCompletedProfile: hasCompletedProfile(row),
    psychologistHasCompletedOpeningHours: Boolean(row.hasOpeningHours),
    todayAppointmentsCount: todayAppointments.length,
    monthAppointmentsCount: monthAppointments.length,
    lastMonthBalance: Number(row.lastMonthEarning) * fee,
    totalBalance: Number(row.monthEarning) * fee,
    todayAppointments,
    upcomingMonthAppointments: monthAppointments.filter((a) => a.startsAt >= now),
  };
}
