import { and, eq, sql } from 'drizzle-orm';
import type { TRoomSide } from '@acolher/contracts/session-room';
import type { Db } from '../../db/client.ts';
import { appointmentAttendance } from '../../db/tables/attendance.ts';

/**
 * Attendance (domain.md §16, read by §17's settling): each side's first join is written once
 * and never moves; its last leave is the latest time it left. Nothing else about the call is stored.
 */
export async function recordJoin(db: Db, appointmentUuid: string, side: TRoomSide, at: Date) {
  await db
    .insert(appointmentAttendance)
    .values({ appointmentUuid, side, firstJoinedAt: at })
    .onConflictDoNothing();
}

export async function recordLeave(db: Db, appointmentUuid: string, side: TRoomSide, at: Date) {
  const iso = at.toISOString();
  await db
    .update(appointmentAttendance)
    .set({
      lastLeftAt: sql`greatest(coalesce(${appointmentAttendance.lastLeftAt}, ${iso}::timestamptz), ${iso}::timestamptz)`,
    })
    .where(
      and(
        eq(appointmentAttendance.appointmentUuid, appointmentUuid),
        eq(appointmentAttendance.side, side),
      ),
    );
}
