import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { ACTIVE_APPOINTMENT_STATUSES } from '@acolher/contracts/constants';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { appointments, openingHours, psychologists } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { listAppointments } from '../appointments/appointment-view.ts';
import {
  activePsychologist,
  PSYCHOLOGIST_NOT_FOUND,
} from '../psychologists/psychologists.service.ts';
import { dashboardPeriods, EARNING_STATUSES, feesInPeriod, within } from './dashboard-periods.ts';

const active = inArray(appointments.status, [...ACTIVE_APPOINTMENT_STATUSES]);

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

export async function psychologistDashboard(deps: AppDeps, auth: AuthContext, uuid: string) {
  if (auth.role !== 'psychologist' || auth.uuid !== uuid) throw forbidden();
  const { db } = deps.database;
  const now = deps.clock();
  const periods = dashboardPeriods(now, deps.env.APP_TIME_ZONE);
  const mine = eq(appointments.psychologistUuid, uuid);

  // Three statements at once: the profile with "has opening hours", the paid sessions of two
  // months, this month's active ones (the guard has just seen the account, so a 404 is rare).
  const [[psychologist], earning, monthActive] = await Promise.all([
    db
      .select({
        avatarUrl: psychologists.avatarUrl,
        phone: psychologists.phone,
        specialties: psychologists.specialties,
        education: psychologists.education,
        careerHistory: psychologists.careerHistory,
        hostMessage: psychologists.hostMessage,
        // The psychologist's own uuid as a value: drizzle writes a column here without its table.
        hasOpeningHours: sql<boolean>`exists (select 1 from ${openingHours} where ${openingHours.psychologistUuid} = ${uuid} and ${openingHours.deletedAt} is null)`,
      })
      .from(psychologists)
      .where(activePsychologist(uuid))
      .limit(1),
    db
      .select({ status: appointments.status, startsAt: appointments.startsAt })
      .from(appointments)
      .where(
        and(
          mine,
          inArray(appointments.status, [...EARNING_STATUSES]),
          gte(appointments.startsAt, periods.lastMonth.from),
          lt(appointments.startsAt, periods.month.to),
        ),
      ),
    listAppointments(
      db,
      and(
        mine,
        active,
        gte(appointments.startsAt, periods.month.from),
        lt(appointments.startsAt, periods.month.to),
      ),
    ),
  ]);
  if (!psychologist) throw notFound(PSYCHOLOGIST_NOT_FOUND);
  // Today is a day of this month (same zone): its sessions are a part of the month's, read once.
  const todayAppointments = monthActive.filter((a) => within(new Date(a.startsAt), periods.today));
  const fee = deps.env.PSYCHOLOGIST_SESSION_FEE_CENTS;
  const sessions = earning.map((s) => ({ status: s.status, startsAt: new Date(s.startsAt) }));
  return {
    psychologistHasCompletedProfile: hasCompletedProfile(psychologist),
    psychologistHasCompletedOpeningHours: psychologist.hasOpeningHours,
    todayAppointmentsCount: todayAppointments.length,
    monthAppointmentsCount: monthActive.length,
    lastMonthBalance: feesInPeriod(sessions, periods.lastMonth, fee),
    totalBalance: feesInPeriod(sessions, periods.month, fee),
    todayAppointments,
    upcomingMonthAppointments: monthActive.filter((a) => new Date(a.startsAt) >= now),
  };
}
