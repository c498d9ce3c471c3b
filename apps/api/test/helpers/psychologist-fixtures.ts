import { SESSION_MINUTES } from '@acolher/contracts/constants';
import { zonedDateTimeToInstant } from '@acolher/contracts/time';
import * as s from '../../src/db/schema.ts';
import { makeOpeningHour } from './factories.ts';
import type { TestContext } from './test-app.ts';

/** An appointment row written straight to the database (without the booking API of domain.md §5). */
export async function makeAppointment(
  ctx: TestContext,
  opts: {
    collaboratorUuid: string;
    psychologistUuid: string;
    date: string;
    startTime?: string;
    status?: (typeof s.appointments.$inferInsert)['status'];
    openingHourUuid?: string;
  },
) {
  const startTime = opts.startTime ?? '09:00:00';
  const startsAt = zonedDateTimeToInstant(opts.date, startTime, 'America/Sao_Paulo');
  const endsAt = new Date(startsAt.getTime() + SESSION_MINUTES * 60_000);
  const weekday = new Date(`${opts.date}T12:00:00Z`).getUTCDay();
  const openingHourUuid =
    opts.openingHourUuid ??
    (
      await makeOpeningHour(
        ctx,
        opts.psychologistUuid,
        weekday,
        startTime,
        `${String(Number(startTime.slice(0, 2))).padStart(2, '0')}:50:00`,
      )
    ).uuid;
  const [row] = await ctx.db
    .insert(s.appointments)
    .values({
      collaboratorUuid: opts.collaboratorUuid,
      psychologistUuid: opts.psychologistUuid,
      openingHourUuid,
      date: opts.date,
      startsAt,
      endsAt,
      status: opts.status ?? 'pending',
    })
    .returning();
  return row;
}
