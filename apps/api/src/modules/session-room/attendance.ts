import { sql } from 'drizzle-orm';
import type { TRoomSide } from '@acolher/contracts/session-room';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';
import { appointmentAttendance as t } from '../../db/tables/attendance.ts';

/**
 * Attendance (domain.md §16, read by §17's settling): each side's first join is written once
 * and never moves; its last leave is the latest time it left. Its time in the room between the
 * session's start and end (domain.md §17, decision 1311) is summed over its stays: a join opens a
 * stay (`inRoomSince`, kept by a second tab or a reconnect while one is open), a leave adds the
 * stay's overlap with the session to `secondsInSession` and closes it. Nothing else is stored.
 */
export async function recordJoin(db: Db, appointmentUuid: string, side: TRoomSide, at: Date) {
  await db
    .insert(t)
    .values({ appointmentUuid, side, firstJoinedAt: at, inRoomSince: at })
    .onConflictDoUpdate({
      target: [t.appointmentUuid, t.side],
      set: { inRoomSince: sql`coalesce(${t.inRoomSince}, excluded.in_room_since)` },
    });
}

export async function recordLeave(db: Db, appointmentUuid: string, side: TRoomSide, at: Date) {
  const iso = sql`${at.toISOString()}::timestamptz`;
  await db.execute(sql`
    update ${t} set
      last_left_at = greatest(coalesce(${t.lastLeftAt}, ${iso}), ${iso}),
      seconds_in_session = ${t.secondsInSession} + ${secondsWithin(sql`${t.inRoomSince}`, iso)},
      in_room_since = null
    from ${appointments} a
    where a.uuid = ${t.appointmentUuid}
      and ${t.appointmentUuid} = ${appointmentUuid} and ${t.side} = ${side}`);
}

/**
 * The whole seconds of [from, to] that fall between the session's start and end (`a` is the
 * appointment), never negative; 0 when `from` is null (SQL's greatest() would skip the null).
 */
function secondsWithin(from: ReturnType<typeof sql>, to: ReturnType<typeof sql>) {
  return sql`(case when ${from} is null then 0 else greatest(0, floor(extract(epoch from
    least(${to}, a.ends_at) - greatest(${from}, a.starts_at))))::int end)`;
}

/** §17: a side counts as present after this long in the room within the session. */
const PRESENCE_MINIMUM_SECONDS = 60;

/**
 * SQL true when `side` of appointment `a` spent at least a minute in the room within the
 * session: its finished stays plus a stay still open (counted up to the end; the room closes
 * everyone 10 minutes after it, so an open stay at settling means the server lost the leave).
 */
export function presentInSession(side: TRoomSide) {
  return sql`exists (select 1 from ${t} p
    where p.appointment_uuid = a.uuid and p.side = ${side}
      and p.seconds_in_session + ${secondsWithin(sql`p.in_room_since`, sql`a.ends_at`)}
          >= ${PRESENCE_MINIMUM_SECONDS})`;
}
