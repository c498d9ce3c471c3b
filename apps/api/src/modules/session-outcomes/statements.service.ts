import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { appointmentStatusLabel } from '@acolher/contracts/labels';
import { toCsv } from '@acolher/contracts/csv';
import { formatCrp, formatDate } from '@acolher/contracts/format';
import { instantToLocalTime, zonedDateTimeToInstant } from '@acolher/contracts/time';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { appointments, collaborators, psychologists } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { EARNING_STATUSES } from '../dashboards/dashboard-periods.ts';
import { firstName } from '../messaging/templates.ts';
import { PSYCHOLOGIST_NOT_FOUND } from '../psychologists/psychologists.service.ts';
import { centsForCsv } from './csv.ts';

/** The São Paulo month 'yyyy-MM' as the instants [from, to). */
function monthRange(month: string, zone: string) {
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return {
    from: zonedDateTimeToInstant(`${month}-01`, '00:00:00', zone),
    to: zonedDateTimeToInstant(`${next}-01`, '00:00:00', zone),
  };
}

const earningIn = (month: string, zone: string) => {
  const { from, to } = monthRange(month, zone);
  return and(
    inArray(appointments.status, [...EARNING_STATUSES]),
    gte(appointments.startsAt, from),
    lt(appointments.startsAt, to),
  );
};

/**
 * GET /psychologists/{id}/statements/{yyyy-MM} (domain.md §17): every fee-earning session that
 * started in that São Paulo month, with its amount, and the total, equal to §7's fees. The
 * psychologist (own) sees each collaborator's first name; the administrator none (decision 1178).
 */
export async function psychologistStatement(
  deps: AppDeps,
  auth: AuthContext,
  psychologistUuid: string,
  month: string,
) {
  const own = auth.role === 'psychologist' && auth.uuid === psychologistUuid;
  if (!own && auth.role !== 'administrator') throw forbidden();
  const { db } = deps.database;
  const [psychologist] = await db
    .select({ uuid: psychologists.uuid, name: psychologists.name })
    .from(psychologists)
    .where(eq(psychologists.uuid, psychologistUuid));
  if (!psychologist) throw notFound(PSYCHOLOGIST_NOT_FOUND);
  const zone = deps.env.APP_TIME_ZONE;
  const feeCents = deps.env.PSYCHOLOGIST_SESSION_FEE_CENTS;
  const rows = await db
    .select({
      uuid: appointments.uuid,
      date: appointments.date,
      startsAt: appointments.startsAt,
      status: appointments.status,
      collaboratorName: collaborators.name,
    })
    .from(appointments)
    .innerJoin(collaborators, eq(collaborators.uuid, appointments.collaboratorUuid))
    .where(and(eq(appointments.psychologistUuid, psychologistUuid), earningIn(month, zone)))
    .orderBy(asc(appointments.startsAt), asc(appointments.uuid));
  const sessions = rows.map((r) => ({
    appointmentUuid: r.uuid,
    date: r.date,
    startTime: instantToLocalTime(r.startsAt, zone),
    collaboratorFirstName: own ? firstName(r.collaboratorName) : null,
    status: r.status,
    amountCents: feeCents,
  }));
  return {
    psychologistUuid,
    psychologistName: psychologist.name,
    month,
    feeCents,
    sessions,
    sessionsCount: sessions.length,
    totalCents: sessions.length * feeCents,
  };
}

export function statementCsv(statement: Awaited<ReturnType<typeof psychologistStatement>>) {
  const withNames = statement.sessions.some((s) => s.collaboratorFirstName !== null);
  const header = [
    'Data',
    'Horário',
    ...(withNames ? ['Colaborador'] : []),
    'Situação',
    'Valor (R$)',
  ];
  const lines = statement.sessions.map((s) => [
    formatDate(s.date),
    s.startTime.slice(0, 5),
    ...(withNames ? [s.collaboratorFirstName ?? ''] : []),
    appointmentStatusLabel(s.status).label,
    centsForCsv(s.amountCents),
  ]);
  const total = [
    'Total',
    '',
    ...(withNames ? [''] : []),
    `${statement.sessionsCount} sessões`,
    centsForCsv(statement.totalCents),
  ];
  return toCsv([header, ...lines, total]);
}

/**
 * GET /statements/{yyyy-MM} (administrator): each psychologist with a fee-earning session in that
 * month, by name, with the count and the total: the payouts (decision 1178).
 */
export async function payouts(deps: AppDeps, month: string) {
  const feeCents = deps.env.PSYCHOLOGIST_SESSION_FEE_CENTS;
  const rows = await deps.database.db
    .select({
      psychologistUuid: psychologists.uuid,
      name: psychologists.name,
      crp: psychologists.crp,
      sessionsCount: sql<number>`count(*)::int`,
    })
    .from(appointments)
    .innerJoin(psychologists, eq(psychologists.uuid, appointments.psychologistUuid))
    .where(earningIn(month, deps.env.APP_TIME_ZONE))
    .groupBy(psychologists.uuid, psychologists.name, psychologists.crp)
    .orderBy(asc(psychologists.name), asc(psychologists.uuid));
  const list = rows.map((r) => ({
    ...r,
    sessionsCount: Number(r.sessionsCount),
    totalCents: Number(r.sessionsCount) * feeCents,
  }));
  return {
    month,
    feeCents,
    psychologists: list,
    totalCents: list.reduce((sum, p) => sum + p.totalCents, 0),
  };
}

export function payoutsCsv(p: Awaited<ReturnType<typeof payouts>>) {
  return toCsv([
    ['Psicólogo', 'CRP', 'Sessões', 'Total (R$)'],
    ...p.psychologists.map((r) => [
      r.name,
      formatCrp(r.crp),
      r.sessionsCount,
      centsForCsv(r.totalCents),
    ]),
    [
      'Total',
      '',
      p.psychologists.reduce((n, r) => n + r.sessionsCount, 0),
      centsForCsv(p.totalCents),
    ],
  ]);
}
