import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { MAX_BOOKING_AHEAD_MS } from '@acolher/contracts/constants';
import { addDaysYmd, instantToLocalDate, localWeekday } from '@acolher/contracts/time';
import {
  WAITLIST_HOLD_MINUTES,
  WAITLIST_MIN_NOTICE_HOURS,
  periodOfTime,
} from '@acolher/contracts/waitlist';
import type { AppDeps } from '../../app-context.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { appointments, collaborators, openingHours, psychologists } from '../../db/schema.ts';
import { psychologistAbsences } from '../../db/tables/session-outcomes.ts';
import { waitlistEntries, waitlistOffers } from '../../db/tables/waitlist.ts';
import { publicUrl } from '../auth/password-reset.service.ts';
import { enqueueMessage } from '../messaging/outbox.ts';
import { brasiliaTime, firstName } from '../messaging/templates.ts';
import { slotInstants } from '../appointments/booking.service.ts';

export interface Slot {
  openingHourUuid: string;
  date: string;
}

/** Only the link token's hash is stored (decision 1386). */
export const offerTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const offerLink = (deps: AppDeps, token: string) =>
  `${publicUrl(deps)}/collaborator/app/waitlist/offers/${token}`;

/**
 * The lock of one slot (an opening hour on a date): the same key as the appointments trigger
 * `appointments_waitlist_hold` (drizzle/0030_waitlist.sql), so making an offer and booking the
 * slot are ordered, and each reads the other's committed rows (decision 1386).
 */
async function lockSlot(tx: Tx, slot: Slot) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(5002, hashtext(${slot.openingHourUuid}::uuid::text || ${slot.date}::date::text))`,
  );
}

/**
 * A slot of the psychologist that is free (domain.md §26): ends the hold of a due offer on it, then
 * offers it to the first in line whose weekdays and periods it suits and who was not offered it
 * before, with a 15-minute hold. Nothing when the slot is taken, held, inside an absence, starts
 * within 6 hours or beyond the booking horizon. Idempotent; answers the new offer's token or null.
 */
export async function offerSlot(deps: AppDeps, slot: Slot): Promise<string | null> {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    await lockSlot(tx, slot);
    await tx
      .update(waitlistOffers)
      .set({ status: 'expired', closedAt: now })
      .where(
        and(
          eq(waitlistOffers.openingHourUuid, slot.openingHourUuid),
          eq(waitlistOffers.date, slot.date),
          eq(waitlistOffers.status, 'offered'),
          lte(waitlistOffers.expiresAt, now),
        ),
      );
    const [hour] = await tx
      .select({
        uuid: openingHours.uuid,
        psychologistUuid: openingHours.psychologistUuid,
        psychologistName: psychologists.name,
        dayOfWeek: openingHours.dayOfWeek,
        startTime: openingHours.startTime,
        endTime: openingHours.endTime,
      })
      .from(openingHours)
      .innerJoin(psychologists, eq(psychologists.uuid, openingHours.psychologistUuid))
      .where(
        and(
          eq(openingHours.uuid, slot.openingHourUuid),
          isNull(openingHours.deletedAt),
          eq(psychologists.complianceStatus, 'approved'),
          isNull(psychologists.deletedAt),
        ),
      );
    if (!hour || localWeekday(slot.date) !== hour.dayOfWeek) return null;
    const { startsAt, endsAt } = slotInstants(deps, hour, slot.date);
    const ahead = startsAt.getTime() - now.getTime();
    if (ahead < WAITLIST_MIN_NOTICE_HOURS * 3_600_000 || ahead > MAX_BOOKING_AHEAD_MS) return null;

    const [next] = await queryRows<{
      entryUuid: string;
      collaboratorUuid: string;
      name: string;
      email: string;
      phone: string;
      whatsappConsent: boolean;
    }>(
      tx,
      sql`select e.uuid as "entryUuid", c.uuid as "collaboratorUuid", c.name, c.email, c.phone,
                 c.whatsapp_consent as "whatsappConsent"
          from ${waitlistEntries} e
          join ${collaborators} c on c.uuid = e.collaborator_uuid and c.deleted_at is null
          where e.psychologist_uuid = ${hour.psychologistUuid}::uuid and e.left_at is null
            and ${hour.dayOfWeek}::int = any(e.weekdays)
            and ${periodOfTime(hour.startTime)}::text = any(e.periods)
            and not exists (select 1 from ${waitlistOffers} o where o.entry_uuid = e.uuid
              and o.opening_hour_uuid = ${slot.openingHourUuid}::uuid and o.date = ${slot.date}::date)
            and not exists (select 1 from ${appointments} a
              where a.collaborator_uuid = c.uuid and a.status in ('pending', 'confirmed')
                and a.starts_at < ${endsAt.toISOString()}::timestamptz
                and a.ends_at > ${startsAt.toISOString()}::timestamptz)
            -- the slot is free, not held, and outside the psychologist's absences
            and not exists (select 1 from ${waitlistOffers} h
              where h.opening_hour_uuid = ${slot.openingHourUuid}::uuid
                and h.date = ${slot.date}::date and h.status = 'offered')
            and not exists (select 1 from ${appointments} t
              where t.opening_hour_uuid = ${slot.openingHourUuid}::uuid
                and t.date = ${slot.date}::date and t.status in ('pending', 'confirmed'))
            and not exists (select 1 from ${psychologistAbsences} b
              where b.psychologist_uuid = ${hour.psychologistUuid}::uuid and b.deleted_at is null
                and b.start_date <= ${slot.date}::date and b.end_date >= ${slot.date}::date)
          order by e.seq
          limit 1`,
    );
    if (!next) return null;

    const token = randomUUID();
    const expiresAt = new Date(now.getTime() + WAITLIST_HOLD_MINUTES * 60_000);
    await tx.insert(waitlistOffers).values({
      entryUuid: next.entryUuid,
      collaboratorUuid: next.collaboratorUuid,
      psychologistUuid: hour.psychologistUuid,
      openingHourUuid: slot.openingHourUuid,
      date: slot.date,
      startsAt,
      endsAt,
      tokenHash: offerTokenHash(token),
      status: 'offered',
      expiresAt,
      createdAt: now,
    });
    const zone = deps.env.APP_TIME_ZONE;
    const text = {
      kind: 'waitlist_offer' as const,
      subject: 'Um horário abriu para você',
      body:
        `Olá, ${firstName(next.name)}. Abriu um horário com ${hour.psychologistName} em ` +
        `${brasiliaTime(startsAt, zone)}. Ele está reservado para você por ${WAITLIST_HOLD_MINUTES} ` +
        `minutos, até ${brasiliaTime(expiresAt, zone)}. Para agendar: ${offerLink(deps, token)}`,
      relatedUuid: next.collaboratorUuid,
    };
    // By e-mail and WhatsApp (domain.md §26): WhatsApp only with the person's consent (decision 0902).
    await enqueueMessage(tx, { ...text, channel: 'email', recipient: next.email });
    if (next.whatsappConsent && next.phone) {
      await enqueueMessage(tx, {
        ...text,
        channel: 'whatsapp',
        recipient: next.phone,
        recipientUuid: next.collaboratorUuid,
      });
    }
    return token;
  });
}

/** offerSlot after a change that freed a slot; a failure leaves it to the every-minute sweep. */
export async function offerFreedSlot(deps: AppDeps, slot: Slot) {
  await offerSlot(deps, slot).catch(() => null);
}

/**
 * New opening hours free slots (domain.md §26): each hour's first date far enough ahead is offered
 * to its line (decision 1387: one date per new hour, not the whole horizon).
 */
export async function offerNewHours(
  deps: AppDeps,
  hours: { uuid: string; dayOfWeek: number; startTime: string }[],
) {
  const today = instantToLocalDate(deps.clock(), deps.env.APP_TIME_ZONE);
  const minStart = deps.clock().getTime() + WAITLIST_MIN_NOTICE_HOURS * 3_600_000;
  for (const hour of hours) {
    for (let day = 0; day < 14; day++) {
      const date = addDaysYmd(today, day);
      if (localWeekday(date) !== hour.dayOfWeek) continue;
      const { startsAt } = slotInstants(deps, { ...hour, endTime: hour.startTime }, date);
      if (startsAt.getTime() < minStart) continue;
      await offerFreedSlot(deps, { openingHourUuid: hour.uuid, date });
      break;
    }
  }
}

/**
 * The recurring job and the lazy pass (domain.md §26): every offer whose 15 minutes are over passes
 * to the next in line, and every slot freed by a cancellation in the last day is offered if it still
 * can be. Idempotent and safe with several instances: offerSlot decides under the slot's lock.
 */
export async function settleWaitlistOffers(deps: AppDeps) {
  const now = deps.clock();
  const due = await deps.database.db
    .selectDistinct({ openingHourUuid: waitlistOffers.openingHourUuid, date: waitlistOffers.date })
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.status, 'offered'), lte(waitlistOffers.expiresAt, now)));
  for (const slot of due) await offerSlot(deps, slot);
  return due.length;
}

/** The every-minute job: due holds pass on, and recent cancellations are offered (see above). */
export async function runWaitlistJob(deps: AppDeps) {
  const passed = await settleWaitlistOffers(deps);
  const now = deps.clock();
  const freed = await queryRows<Slot>(
    deps.database.db,
    sql`select distinct a.opening_hour_uuid as "openingHourUuid", to_char(a.date, 'YYYY-MM-DD') as date
        from ${appointments} a
        where a.status like 'cancelled%'
          and a.cancelled_at > ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz
          and a.starts_at > ${new Date(now.getTime() + WAITLIST_MIN_NOTICE_HOURS * 3_600_000).toISOString()}::timestamptz
          and exists (select 1 from ${waitlistEntries} e
            where e.psychologist_uuid = a.psychologist_uuid and e.left_at is null)`,
  );
  for (const slot of freed) await offerSlot(deps, slot);
  return { passed, freed: freed.length };
}
