import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MAX_BOOKING_AHEAD_MS } from '@acolher/contracts/constants';
import { MESSAGES } from '@acolher/contracts/errors';
import { localWeekday, zonedDateTimeToInstant } from '@acolher/contracts/time';
import type { TBookAppointment } from '@acolher/contracts/appointments';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { appointments, outbox } from '../../db/schema.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { creditChangeParts } from '../credits/ledger.ts';
import { pgCode, pgConstraint } from '../../db/errors.ts';
import { SESSION_OUTCOME_MESSAGES } from '@acolher/contracts/session-outcomes';
import { assertBookingNotice } from './slot-rules.ts';
import { bookingMessages, type OutboxRow } from '../messaging/appointment-reminders.ts';
import { kickDelivery } from '../messaging/delivery.service.ts';
import {
  newBookingText,
  PSYCHOLOGIST_NOTICE_KINDS,
  psychologistNoticeRows,
} from '../messaging/psychologist-notices.ts';
import type { AppointmentView } from './appointment-view.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { readBookingParties, type BookingParties } from './booking-parties.ts';
import { family } from '../read-cache/families.ts';
import { changesOnly } from '../read-cache/read-cache.hooks.ts';

/**
 * POST /appointments/collaborators: domain.md §5, every rule in its order with its message.
 * Rule 8 is the database's: the two exclusion constraints reject a taken slot or an overlapping
 * session of the collaborator, also under races; the loser's transaction (and debit) rolls back.
 */
export async function bookAppointment(deps: AppDeps, auth: AuthContext, input: TBookAppointment) {
  const { db } = deps.database;
  // A booking (or its refusal) touches only the two people's appointments (decision 1212).
  changesOnly([family.collaborator(auth.uuid), family.psychologist(input.psychologistUuid)]);

  const parties = await readBookingParties(db, auth.uuid, { ...input, dates: [input.date] });
  const { collaborator, psychologist, hour } = checkParties(auth, input, parties);
  // Rules 5 and 6, §17's notice and absences: the one check of a date (series too, domain.md §24).
  const refusal = dateRefusal(deps, hour, input.date, parties.absent);
  if (refusal) throw refusal;
  const { startsAt, endsAt } = slotInstants(deps, hour, input.date);

  // 7. At least one credit.
  if (collaborator.credits < 1) throw badRequest(MESSAGES.insufficientCredits);

  // 8. Slot free, and no other active appointment of the collaborator at that instant: decided by
  // the insert below (the two exclusion constraints), which answers 409 and rolls back the debit.

  const appointment = {
    uuid: randomUUID(),
    collaboratorUuid: auth.uuid,
    psychologistUuid: psychologist.uuid,
    startsAt,
  };
  const messages = [
    ...bookingMessages(deps, appointment, { collaborator, psychologist }),
    // The psychologist is told of the new booking, in the booking's own statement (decision 1392).
    ...psychologistNoticeRows(
      psychologist,
      PSYCHOLOGIST_NOTICE_KINDS.booked,
      newBookingText({
        name: psychologist.name,
        collaboratorName: collaborator.name,
        startsAt,
        zone: deps.env.APP_TIME_ZONE,
      }),
    ).map((row) => ({ ...row, sendAfter: null })),
  ];
  const maxPending = deps.env.MAX_PENDING_PER_COLLABORATOR;
  const book = async (on: DbOrTx) => {
    const row = await insertBooking(
      on,
      { ...appointment, openingHourUuid: hour.uuid, date: input.date, endsAt },
      messages,
      maxPending,
    );
    if (!row) throw new AppError(409, SESSION_OUTCOME_MESSAGES.pendingLimit);
    return row;
  };
  // One path on both engines: a transaction that takes the collaborator's booking lock first, so
  // §17's pending limit is counted after it, in the insert's own statement (a fresh snapshot), and
  // simultaneous bookings of one collaborator cannot pass it together.
  const created = await insertWithRetry(() =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK}, hashtext(${auth.uuid}))`);
      return book(tx);
    }),
  );
  if (deps.database) kickDelivery({ ...deps, database: deps.database });

  // The view of appointment-view.ts, from what this booking already holds (no read back).
  return {
    uuid: appointment.uuid,
    status: 'pending',
    date: input.date,
    startsAt,
    endsAt,
    collaboratorUuid: auth.uuid,
    psychologistUuid: psychologist.uuid,
    collaborator: {
      uuid: auth.uuid,
      name: collaborator.name,
      email: collaborator.email,
      phone: collaborator.phone,
    },
    psychologist: {
      uuid: psychologist.uuid,
      name: psychologist.name,
      avatarUrl: psychologist.avatarUrl,
    },
    openingHour: { uuid: hour.uuid, startTime: hour.startTime, endTime: hour.endTime },
    cancelledAt: null,
    createdAt: new Date(created.createdAt),
    series: null,
  } satisfies AppointmentView;
}

/**
 * §5 rules 1 to 4, in their order, for a single booking and a series (domain.md §24): the caller is the
 * collaborator named, has sent the radar, the psychologist is approved, the hour is theirs.
 */
export function checkParties(
  auth: AuthContext,
  input: { collaboratorUuid: string },
  parties: BookingParties,
) {
  const { collaborator, psychologist, hour } = parties;
  // 1. The caller is the collaborator named in the payload.
  if (auth.role !== 'collaborator' || auth.uuid !== input.collaboratorUuid) throw forbidden();
  if (!collaborator) throw forbidden();
  // 2. The well-being radar was sent at least once.
  if (!collaborator.hasSentForm) throw forbidden(MESSAGES.radarRequired);
  // 3. The psychologist exists and is approved.
  if (!psychologist) throw notFound('Psicólogo não encontrado');
  // 4. The opening hour exists, is active and belongs to that psychologist.
  if (!hour) throw notFound('Horário não encontrado');
  return { collaborator, psychologist, hour };
}

type Hour = NonNullable<BookingParties['hour']>;

/** The instants of a date's session at an opening hour, in the business zone (§1). */
export function slotInstants(deps: Pick<AppDeps, 'env'>, hour: Hour, date: string) {
  const zone = deps.env.APP_TIME_ZONE;
  return {
    startsAt: zonedDateTimeToInstant(date, hour.startTime, zone),
    endsAt: zonedDateTimeToInstant(date, hour.endTime, zone),
  };
}

/**
 * What refuses one date at an opening hour, or null: §5 rules 5 and 6, §17's notice and the
 * psychologist's absences (`absentDates`, read with the parties). The one check of a date for a
 * single booking and for every date of a series (domain.md §24).
 */
export function dateRefusal(
  deps: Pick<AppDeps, 'env' | 'clock'>,
  hour: Hour,
  date: string,
  absentDates: string[],
): AppError | null {
  // 5. The date's weekday is the opening hour's.
  if (localWeekday(date) !== hour.dayOfWeek) return badRequest(MESSAGES.cannotBook);
  // 6. In the future, and at most 90 days ahead: the start instant, as the rule is written
  // (decision 0503). On the 90th day the booking screen shows the later slots as unavailable.
  const { startsAt } = slotInstants(deps, hour, date);
  const now = deps.clock().getTime();
  if (startsAt.getTime() <= now || startsAt.getTime() > now + MAX_BOOKING_AHEAD_MS) {
    return badRequest(MESSAGES.cannotBook);
  }
  // §17: at least MIN_BOOKING_NOTICE_MINUTES ahead (decision 1172).
  try {
    assertBookingNotice(deps, startsAt);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  // §17: no slot inside one of the psychologist's absences (409 'Horário indisponível'), as
  // slot-rules.ts's assertNotAbsent decides, read with the parties (decision 1233).
  if (absentDates.includes(date)) return new AppError(409, MESSAGES.slotTaken);
  return null;
}

interface NewAppointment {
  uuid: string;
  collaboratorUuid: string;
  psychologistUuid: string;
  openingHourUuid: string;
  date: string;
  startsAt: Date;
  endsAt: Date;
  /** An occurrence of a weekly series (domain.md §24). */
  seriesUuid?: string | null;
  /** Who books: the collaborator, or the series' rolling horizon ('system', domain.md §24). */
  actorRole?: 'collaborator' | 'system';
}

/**
 * The booking's writes in one statement (atomic on its own, one round trip instead of six):
 * 1. one booking at a time per collaborator: the next one then meets this one's committed
 *    appointment (409 at once) instead of the two exclusion checks waiting on each other, a
 *    deadlock per pair (20 at once by one collaborator once took 56 s and answered 500s). An
 *    advisory lock, not the collaborator's row: a cancel locks the appointment, then that row;
 * 2. the appointment (the exclusion constraints refuse a taken slot or an overlapping session);
 * 3. only then the debit and its ledger row (credits/ledger.ts's parts; the balance's check
 *    constraint refuses a negative balance) — each step reads the one before, so they run in order;
 * 4. the reminders and the confirmation in the outbox.
 * No row back: the collaborator already holds `maxPending` pending appointments (§17).
 * Any refusal aborts the statement: nothing of it remains.
 */
export async function insertBooking(
  db: DbOrTx,
  a: NewAppointment,
  messages: OutboxRow[],
  maxPending: number,
) {
  const rows = sql.join(
    messages.map(
      (m) =>
        sql`(${m.channel}, ${m.recipient}, ${m.recipientUuid}::uuid, ${m.kind}, ${m.subject},
             ${m.body}, ${m.relatedUuid}::uuid, ${m.sendAfter?.toISOString() ?? null}::timestamptz)`,
    ),
    sql`, `,
  );
  const [row] = await queryRows<{ createdAt: string | Date }>(
    db,
    sql`with locked as (
          select pg_advisory_xact_lock(${BOOKING_LOCK}, hashtext(${a.collaboratorUuid})) as done
        ), appointment as (
          insert into ${appointments}
            (uuid, collaborator_uuid, psychologist_uuid, opening_hour_uuid, date, starts_at,
             ends_at, status, series_uuid)
          select ${a.uuid}::uuid, ${a.collaboratorUuid}::uuid, ${a.psychologistUuid}::uuid,
                 ${a.openingHourUuid}::uuid, ${a.date}::date, ${a.startsAt.toISOString()}::timestamptz,
                 ${a.endsAt.toISOString()}::timestamptz, 'pending', ${a.seriesUuid ?? null}::uuid
          from locked
          where (select count(*) from ${appointments} p
                 where p.collaborator_uuid = ${a.collaboratorUuid}::uuid
                   and p.status = 'pending') < ${maxPending}
          returning uuid, created_at
        ), ${creditChangeParts(
          {
            collaboratorUuid: a.collaboratorUuid,
            delta: -1,
            reason: 'booking',
            refUuid: a.uuid,
            actorRole: a.actorRole ?? 'collaborator',
            actorUuid: a.actorRole === 'system' ? null : a.collaboratorUuid,
          },
          sql`exists (select 1 from appointment)`,
        )}, messages as (
          insert into ${outbox}
            (channel, recipient, recipient_uuid, kind, subject, body, related_uuid, send_after)
          select m.* from changed,
            (values ${rows})
              as m(channel, recipient, recipient_uuid, kind, subject, body, related_uuid, send_after)
        )
        select created_at as "createdAt" from appointment`,
  ).catch((error: unknown) => {
    // Another booking spent the last credit meanwhile: same answer as rule 7.
    if (pgCode(error) === '23514' && pgConstraint(error) === 'collaborators_credits_non_negative') {
      throw badRequest(MESSAGES.insufficientCredits);
    }
    throw error;
  });
  return row as { createdAt: string | Date } | undefined;
}

/** First key of the advisory lock that queues one collaborator's bookings (second: their uuid). */
const BOOKING_LOCK = 5001;

/**
 * Exclusion constraints can deadlock two conflicting inserts (each waits on the other's row);
 * PostgreSQL aborts one with 40P01. Retrying lets the survivor's committed row answer 409.
 */
export async function insertWithRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (error) {
      const code = pgCode(error);
      if (i < attempts && (code === '40P01' || code === '40001')) continue;
      const slotConstraint = /^appointments_/.test(pgConstraint(error) ?? '');
      if ((code === '23505' || code === '23P01') && slotConstraint) {
        throw new AppError(409, MESSAGES.slotTaken);
      }
      throw error;
    }
  }
}
