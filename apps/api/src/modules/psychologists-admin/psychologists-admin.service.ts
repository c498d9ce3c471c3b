import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import type { TPageQuery, TSearchPageQuery } from '@acolher/contracts/pagination';
import {
  startOfLocalMonth,
  startOfNextLocalMonth,
  startOfPreviousLocalMonth,
  zonedDateTimeToInstant,
} from '@acolher/contracts/time';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { appointments, collaborators, openingHours, psychologists } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { keysetPage, matchesWords, type KeysetOrder } from '../../lib/pagination.ts';
import { publicRecord } from '../accounts/account-view.ts';
import { appointmentColumns } from '../appointments/appointment-view.ts';
import { writeAudit } from '../audit/audit.ts';
import { cancelFuturePending } from './cancel-future-pending.ts';

const PSYCHOLOGIST_NOT_FOUND = 'Psicólogo não encontrado';

export const active = (uuid: string) =>
  and(eq(psychologists.uuid, uuid), isNull(psychologists.deletedAt));

export const view = (row: typeof psychologists.$inferSelect) => {
  const { termsVersion: _v, termsSignedAt: _s, whatsappConsent: _w, ...rest } = publicRecord(row);
  return rest;
};

export async function findActive(db: DbOrTx, uuid: string) {
  const [row] = await db.select().from(psychologists).where(active(uuid)).limit(1);
  if (!row) throw notFound(PSYCHOLOGIST_NOT_FOUND);
  return row;
}

const PSYCHOLOGIST_ORDER: KeysetOrder = {
  table: psychologists,
  columns: [psychologists.createdAt, psychologists.uuid],
  direction: 'desc',
};

/**
 * The psychologists, newest first, one page for the back office (decision 1211); `q` matches
 * name, CPF, CRP and e-mail.
 */
export async function listPsychologists(deps: AppDeps, query: TSearchPageQuery = {}) {
  const { page, next } = await keysetPage(
    deps.database.db.select().from(psychologists).$dynamic(),
    PSYCHOLOGIST_ORDER,
    and(
      isNull(psychologists.deletedAt),
      matchesWords(query.q, [
        psychologists.name,
        psychologists.document,
        psychologists.crp,
        psychologists.email,
      ]),
    ),
    query,
  );
  return { list: page.map(view), next };
}

/** Soft delete; its future pending appointments are cancelled by the psychologist, with refunds. */
export async function deletePsychologist(deps: AppDeps, auth: AuthContext, uuid: string) {
  return deps.database.db.transaction(async (tx) => {
    await findActive(tx, uuid);
    const cancelledAppointments = await cancelFuturePending(deps, tx, auth, {
      psychologistUuid: uuid,
    });
    await tx
      .update(psychologists)
      .set({ deletedAt: deps.clock() })
      .where(eq(psychologists.uuid, uuid));
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'delete',
      targetType: 'psychologist',
      targetUuid: uuid,
      details: { cancelledAppointments },
    });
  });
}

/** The month's order (by start, then creation and uuid so that it is total), for its pages. */
const MONTH_ORDER: KeysetOrder = {
  table: appointments,
  columns: [appointments.startsAt, appointments.createdAt, appointments.uuid],
  direction: 'asc',
};

/**
 * A psychologist's appointments of one São Paulo month ('yyyy-MM'), by default the previous one
 * (spec: 'Atendimentos de'; decision 1179: the administrator may pick another month), by start,
 * one page (decision 1211: a month is bounded, but by the psychologist's hours, which may be many
 * short slots every day). The administrator's reading of each page is audited (domain.md §14,
 * decision 1182), with the number of appointments it showed.
 */
export async function lastMonthAppointments(
  deps: AppDeps,
  auth: AuthContext,
  uuid: string,
  query: TPageQuery & { month?: string } = {},
) {
  const { db } = deps.database;
  const { month } = query;
  await findActive(db, uuid);
  const now = deps.clock();
  const zone = deps.env.APP_TIME_ZONE;
  const from = month
    ? zonedDateTimeToInstant(`${month}-01`, '00:00:00', zone)
    : startOfPreviousLocalMonth(now, zone);
  const to = month ? startOfNextLocalMonth(from, zone) : startOfLocalMonth(now, zone);
  // The appointment as the other views show it, without its series, cancellation and creation.
  const {
    cancelledAt: _c,
    createdAt: _a,
    seriesUuid: _s,
    seriesFrequency: _f,
    ...shown
  } = appointmentColumns;
  const psychologist = { name: psychologists.name, avatarUrl: psychologists.avatarUrl };
  const { page: list, next } = await keysetPage(
    db
      .select({ ...shown, psychologist })
      .from(appointments)
      .innerJoin(collaborators, eq(collaborators.uuid, appointments.collaboratorUuid))
      .innerJoin(psychologists, eq(psychologists.uuid, appointments.psychologistUuid))
      .innerJoin(openingHours, eq(openingHours.uuid, appointments.openingHourUuid))
      .$dynamic(),
    MONTH_ORDER,
    and(
      eq(appointments.psychologistUuid, uuid),
      gte(appointments.startsAt, from),
      lt(appointments.startsAt, to),
    ),
    query,
  );
  await writeAudit(db, {
    actorRole: auth.role,
    actorUuid: auth.uuid,
    action: 'appointments.read',
    targetType: 'psychologist',
    targetUuid: uuid,
    details: month ? { count: list.length, month } : { count: list.length },
  });
  return { list, next };
}
