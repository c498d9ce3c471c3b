import { count, eq } from 'drizzle-orm';
import { SESSION_MINUTES } from '@acolher/contracts/constants';
import {
  addDaysYmd,
  instantToLocalDate,
  localWeekday,
  startOfPreviousLocalMonth,
  todayLocalDate,
  zonedDateTimeToInstant,
} from '@acolher/contracts/time';
import type { AppDeps } from '../app-context.ts';
import type { Tx } from './client.ts';
import * as s from './schema.ts';
import * as d from './seed-data.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { changeCredits } from '../modules/credits/ledger.ts';
import { scheduleAppointmentReminders } from '../modules/messaging/appointment-reminders.ts';
import { contactOf } from '../modules/session-outcomes/notices.ts';
import { SEED_EXTENSIONS } from './seed-extensions.ts';

export interface DemoIds {
  companyUuid: string;
  sectorUuids: string[];
  anaUuid: string;
  brunoUuid: string;
  colleagueUuids: string[];
  psychologistUuid: string;
  openingHourUuids: Record<string, string>;
}

/** Seeds the demo accounts once, when the database holds no company yet. */
export async function seedDemo(deps: AppDeps): Promise<DemoIds | undefined> {
  const { db } = deps.database;
  const [{ n }] = await db.select({ n: count() }).from(s.companies);
  if (n > 0) return undefined;
  const passwordHash = await hashPassword(d.DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .select()
      .from(s.administrators)
      .where(eq(s.administrators.email, d.DEMO_ADMIN.email));
    if (!admin) await tx.insert(s.administrators).values({ ...d.DEMO_ADMIN, passwordHash });
    const [company] = await tx
      .insert(s.companies)
      .values({ ...d.DEMO_COMPANY, passwordHash })
      .returning();
    const sectors = await tx
      .insert(s.sectors)
      .values(d.DEMO_SECTORS.map((name) => ({ name, companyUuid: company.uuid })))
      .returning();
    const base = { companyUuid: company.uuid, passwordHash };
    const [ana] = await tx
      .insert(s.collaborators)
      .values({
        ...d.DEMO_ANA,
        ...base,
        sectorUuid: sectors[0].uuid,
        hasAcceptedTerms: true,
        termsAcceptedAt: deps.clock(),
        termsVersion: '2026-11-01',
        hasSentForm: true,
        lastSentFormAt: deps.clock(),
        whatsappConsent: true,
      })
      .returning();
    const [bruno] = await tx
      .insert(s.collaborators)
      .values({ ...d.DEMO_BRUNO, ...base, sectorUuid: sectors[1].uuid })
      .returning();
    const colleagues = await tx
      .insert(s.collaborators)
      .values(
        d.DEMO_COLLEAGUES.map((c) => ({
          ...c,
          ...base,
          sectorUuid: sectors[0].uuid,
          hasAcceptedTerms: true,
          hasSentForm: true,
          lastSentFormAt: deps.clock(),
        })),
      )
      .returning();
    const [psychologist] = await tx
      .insert(s.psychologists)
      .values({
        ...d.DEMO_PSYCHOLOGIST,
        passwordHash,
        termsSignedAt: deps.clock(),
        termsVersion: '2026-11-01',
      })
      .returning();
    await tx.insert(s.psychologists).values({
      ...d.DEMO_PSYCHOLOGIST_ANALYZING,
      passwordHash,
    });
    const hours = await tx
      .insert(s.openingHours)
      .values(
        d.DEMO_WEEKDAYS.flatMap((dayOfWeek) =>
          d.DEMO_SLOTS.map((startTime) => ({
            psychologistUuid: psychologist.uuid,
            dayOfWeek,
            startTime,
            endTime: plusSession(startTime),
          })),
        ),
      )
      .returning();
    const openingHourUuids = Object.fromEntries(
      hours.map((h) => [`${h.dayOfWeek}-${h.startTime}`, h.uuid]),
    );
    const ids: DemoIds = {
      companyUuid: company.uuid,
      sectorUuids: sectors.map((x) => x.uuid),
      anaUuid: ana.uuid,
      brunoUuid: bruno.uuid,
      colleagueUuids: colleagues.map((c) => c.uuid),
      psychologistUuid: psychologist.uuid,
      openingHourUuids,
    };
    await seedAppointments(deps, tx, ids);
    for (const extend of SEED_EXTENSIONS) await extend(deps, tx, ids);
    return ids;
  });
}

function plusSession(time: string) {
  const [h, m] = time.split(':').map(Number);
  const total = h * 60 + m + SESSION_MINUTES;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}:00`;
}

/** Weekdays (Mon–Fri) of the month that starts at `firstDay`, before `limit` (exclusive). */
function weekdaysBetween(firstDay: string, limit: string) {
  const days: string[] = [];
  for (let day = firstDay; day < limit; day = addDaysYmd(day, 1)) {
    if (d.DEMO_WEEKDAYS.includes(localWeekday(day))) days.push(day);
  }
  return days;
}

async function seedAppointments(deps: AppDeps, tx: Tx, ids: DemoIds) {
  const zone = deps.env.APP_TIME_ZONE;
  const now = deps.clock();
  const today = todayLocalDate(zone, now);
  const lastMonthStart = instantToLocalDate(startOfPreviousLocalMonth(now, zone), zone);
  const thisMonthStart = `${today.slice(0, 8)}01`;
  const lastMonthDays = weekdaysBetween(lastMonthStart, thisMonthStart);
  const thisMonthPast = weekdaysBetween(thisMonthStart, today);
  const book = async (collaboratorUuid: string, date: string, time: string, status: string) => {
    const openingHourUuid = ids.openingHourUuids[`${localWeekday(date)}-${time}`];
    const startsAt = zonedDateTimeToInstant(date, time, zone);
    const [appointment] = await tx
      .insert(s.appointments)
      .values({
        collaboratorUuid,
        psychologistUuid: ids.psychologistUuid,
        openingHourUuid,
        date,
        startsAt,
        endsAt: new Date(startsAt.getTime() + SESSION_MINUTES * 60_000),
        status,
        cancelledAt: status.startsWith('cancelled') ? startsAt : null,
      })
      .returning();
    await changeCredits(tx, {
      collaboratorUuid,
      delta: -1,
      reason: 'booking',
      refUuid: appointment.uuid,
      note: 'seed',
    });
    if (status === 'cancelled_by_collaborator_in_advance') {
      await changeCredits(tx, {
        collaboratorUuid,
        delta: 1,
        reason: 'refund',
        refUuid: appointment.uuid,
        note: 'seed',
      });
    }
    return appointment;
  };
  const ana = ids.anaUuid;
  const past: [string, string, string, string][] = [];
  lastMonthDays
    .slice(0, 4)
    .forEach((day, i) =>
      past.push([i === 3 ? ana : ids.colleagueUuids[i], day, '09:00:00', 'confirmed']),
    );
  if (lastMonthDays[5]) past.push([ana, lastMonthDays[5], '10:00:00', 'confirmed']);
  if (lastMonthDays[7])
    past.push([ana, lastMonthDays[7], '11:00:00', 'cancelled_by_collaborator_in_advance']);
  if (lastMonthDays[9])
    past.push([
      ids.colleagueUuids[4],
      lastMonthDays[9],
      '08:00:00',
      'cancelled_by_collaborator_without_advance',
    ]);
  thisMonthPast
    .slice(0, 3)
    .forEach((day, i) =>
      past.push([i === 0 ? ana : ids.colleagueUuids[i + 1], day, '08:00:00', 'confirmed']),
    );
  // Every past appointment is paid for by a grant first, so credits equal the ledger.
  const perCollaborator = new Map<string, number>();
  for (const [who, , , status] of past) {
    // A booking cancelled in advance was refunded, so it costs nothing in the end.
    if (status !== 'cancelled_by_collaborator_in_advance')
      perCollaborator.set(who, (perCollaborator.get(who) ?? 0) + 1);
  }
  perCollaborator.set(ana, (perCollaborator.get(ana) ?? 0) + 6); // 5 left + 1 upcoming pending
  for (const [collaboratorUuid, credits] of perCollaborator) {
    await changeCredits(tx, {
      collaboratorUuid,
      delta: credits,
      reason: 'seed',
      note: 'Créditos de demonstração',
    });
  }
  for (const [who, day, time, status] of past) await book(who, day, time, status);
  // The nearest weekday after today: it stays in this month (the psychologist's "upcoming this month"
  // list) except around the very end of a month.
  let upcoming = addDaysYmd(today, 1);
  while (!d.DEMO_WEEKDAYS.includes(localWeekday(upcoming))) upcoming = addDaysYmd(upcoming, 1);
  const next = await book(ana, upcoming, '10:00:00', 'pending');
  // Reminded exactly as a booked session (domain.md §5, §13): the booking's reminder rows.
  await scheduleAppointmentReminders(tx, deps, next, await reminderContacts(tx, ids));
}

/** ana's and the demo psychologist's contacts, as the booking reads them for the reminders. */
async function reminderContacts(tx: Tx, ids: DemoIds) {
  return {
    collaborator: await contactOf(tx, { role: 'collaborator', uuid: ids.anaUuid }),
    psychologist: await contactOf(tx, { role: 'psychologist', uuid: ids.psychologistUuid }),
  };
}
