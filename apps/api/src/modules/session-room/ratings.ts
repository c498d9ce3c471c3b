import { and, eq, sql } from 'drizzle-orm';
import type { TSessionRating } from '@acolher/contracts/session-room';
import type { TSessionRatingSummary } from '@acolher/contracts/answers/session-room';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { appointments } from '../../db/schema.ts';
import { appointmentAttendance } from '../../db/tables/attendance.ts';
import { sessionRatings } from '../../db/tables/session-ratings.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isUuid } from '@acolher/contracts/fields';

/**
 * 'Como foi sua sessão?': the appointment's collaborator, once, after having entered its room
 * (decision 1156). Answers 204; nothing of it is ever shown back one by one.
 */
export async function rateSession(
  deps: AppDeps,
  auth: AuthContext,
  uuid: string,
  body: TSessionRating,
) {
  const { db } = deps.database;
  if (!isUuid(uuid)) throw notFound('Agendamento não encontrado');
  const [row] = await db
    .select({
      collaboratorUuid: appointments.collaboratorUuid,
      joined: appointmentAttendance.firstJoinedAt,
    })
    .from(appointments)
    .leftJoin(
      appointmentAttendance,
      and(
        eq(appointmentAttendance.appointmentUuid, appointments.uuid),
        eq(appointmentAttendance.side, 'collaborator'),
      ),
    )
    .where(eq(appointments.uuid, uuid))
    .limit(1);
  if (!row) throw notFound('Agendamento não encontrado');
  if (row.collaboratorUuid !== auth.uuid) throw forbidden();
  if (!row.joined) throw conflict('Você poderá avaliar depois de entrar na sala');
  const comment = body.comment?.trim() ? body.comment.trim() : null;
  const inserted = await db
    .insert(sessionRatings)
    .values({ appointmentUuid: uuid, score: body.score, comment })
    .onConflictDoNothing()
    .returning({ uuid: sessionRatings.appointmentUuid });
  if (inserted.length === 0) throw conflict('Você já avaliou esta sessão');
}

/** Aggregates for the administrator: how many, the average, per score, how many commented. */
export async function ratingSummary(deps: AppDeps): Promise<TSessionRatingSummary> {
  const rows = await deps.database.db
    .select({
      score: sessionRatings.score,
      count: sql<number>`count(*)::int`,
      withComment: sql<number>`count(${sessionRatings.comment})::int`,
    })
    .from(sessionRatings)
    .groupBy(sessionRatings.score);
  const byScore: TSessionRatingSummary['byScore'] = [0, 0, 0, 0, 0];
  let count = 0;
  let total = 0;
  let withComment = 0;
  for (const r of rows) {
    byScore[r.score - 1] = Number(r.count);
    count += Number(r.count);
    total += r.score * Number(r.count);
    withComment += Number(r.withComment);
  }
  return {
    count,
    average: count ? Math.round((total / count) * 100) / 100 : null,
    byScore,
    withComment,
  };
}
