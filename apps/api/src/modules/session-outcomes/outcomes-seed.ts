import { SESSION_MINUTES } from '@acolher/contracts/constants';
import {
  addDaysYmd,
  localWeekday,
  todayLocalDate,
  zonedDateTimeToInstant,
} from '@acolher/contracts/time';
import type { SeedExtension } from '../../db/seed-extensions.ts';
import { appointments } from '../../db/schema.ts';
import { appointmentAttendance } from '../../db/tables/attendance.ts';
import { changeCredits } from '../credits/ledger.ts';

/** Demo slots a recent no-show may take: not 08:00, which the month's first sessions use. */
const TIMES = ['11:00:00', '10:00:00', '09:00:00'];

/**
 * Ana's most recent session ended at least two hours before the seed ran (today, yesterday or the
 * day before; always inside the 48 hours of docs/domain.md §17) and was settled as
 * `no_show_collaborator`: the psychologist joined the room, Ana did not. So the demo shows
 * 'Não compareceu' with 'Contestar', and the administrator's 'Contestações' once Ana contests.
 * Paid like every seeded session: a demo grant of one credit, then the booking's debit (credits =
 * ledger, never negative; Ana's balance is unchanged).
 */
export const seedRecentNoShow: SeedExtension = async (deps, tx, ids) => {
  const zone = deps.env.APP_TIME_ZONE;
  const now = deps.clock();
  const latestEnd = now.getTime() - 2 * 60 * 60_000;
  const today = todayLocalDate(zone, now);
  let chosen: { date: string; time: string; startsAt: Date } | undefined;
  for (let back = 0; back <= 2 && !chosen; back++) {
    const date = addDaysYmd(today, -back);
    for (const time of TIMES) {
      const startsAt = zonedDateTimeToInstant(date, time, zone);
      if (startsAt.getTime() + SESSION_MINUTES * 60_000 <= latestEnd) {
        chosen = { date, time, startsAt };
        break;
      }
    }
  }
  if (!chosen) return;
  const { date, time, startsAt } = chosen;
  const endsAt = new Date(startsAt.getTime() + SESSION_MINUTES * 60_000);
  // The demo hours are Monday to Friday: on a weekend day the same time of a weekday stands in
  // (the row shows that hour's start and end; a no-show holds no slot).
  const openingHourUuid =
    ids.openingHourUuids[`${localWeekday(date)}-${time}`] ?? ids.openingHourUuids[`1-${time}`]!;
  await changeCredits(tx, {
    collaboratorUuid: ids.anaUuid,
    delta: 1,
    reason: 'seed',
    note: 'Créditos de demonstração',
  });
  const [appointment] = await tx
    .insert(appointments)
    .values({
      collaboratorUuid: ids.anaUuid,
      psychologistUuid: ids.psychologistUuid,
      openingHourUuid,
      date,
      startsAt,
      endsAt,
      status: 'no_show_collaborator',
      createdAt: new Date(startsAt.getTime() - 3 * 24 * 60 * 60_000),
    })
    .returning();
  await changeCredits(tx, {
    collaboratorUuid: ids.anaUuid,
    delta: -1,
    reason: 'booking',
    refUuid: appointment!.uuid,
    note: 'seed',
  });
  await tx.insert(appointmentAttendance).values({
    appointmentUuid: appointment!.uuid,
    side: 'psychologist',
    firstJoinedAt: new Date(startsAt.getTime() - 2 * 60_000),
    lastLeftAt: new Date(startsAt.getTime() + 25 * 60_000),
    secondsInSession: 25 * 60,
  });
};
