import { eq } from 'drizzle-orm';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { appointmentSeries, appointments } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { publicUrl } from '../auth/password-reset.service.ts';
import { eventToIcs } from './ics.ts';
import { isUuid } from '@acolher/contracts/fields';

/** The room page each side opens (the web app's routes). */
const ROOM_PATH = {
  collaborator: (uuid: string) => `/collaborator/app/appointment/${uuid}/session`,
  psychologist: (uuid: string) => `/psychologist/app/appointments/${uuid}/session`,
};

/** An occurrence of a weekly series says it repeats (domain.md §24); each date is its own event. */
const REPEATS: Record<string, string> = { weekly: ' semanal', biweekly: ' quinzenal' };

/**
 * GET /appointments/{uuid}/calendar.ics (domain.md §19): its collaborator or its psychologist
 * only (404 unknown, then 403 anyone else). The event names no one and nothing clinical: a
 * calendar is often shared or synced to other services (decision 1202).
 */
export async function appointmentCalendar(deps: AppDeps, auth: AuthContext, uuid: string) {
  if (!isUuid(uuid)) throw notFound('Agendamento não encontrado');
  const [row] = await deps.database.db
    .select({
      uuid: appointments.uuid,
      date: appointments.date,
      status: appointments.status,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      collaboratorUuid: appointments.collaboratorUuid,
      psychologistUuid: appointments.psychologistUuid,
      frequency: appointmentSeries.frequency,
    })
    .from(appointments)
    .leftJoin(appointmentSeries, eq(appointmentSeries.uuid, appointments.seriesUuid))
    .where(eq(appointments.uuid, uuid))
    .limit(1);
  if (!row) throw notFound('Agendamento não encontrado');
  const side =
    auth.role === 'collaborator' && auth.uuid === row.collaboratorUuid
      ? 'collaborator'
      : auth.role === 'psychologist' && auth.uuid === row.psychologistUuid
        ? 'psychologist'
        : undefined;
  if (!side) throw forbidden();
  const url = `${publicUrl(deps)}${ROOM_PATH[side](row.uuid)}`;
  const body = eventToIcs(
    {
      uid: `${row.uuid}@acolher`,
      startsAt: new Date(row.startsAt),
      endsAt: new Date(row.endsAt),
      stampedAt: deps.clock(),
      summary: 'Sessão Acolher',
      description: `Sessão${REPEATS[row.frequency ?? ''] ?? ''} on-line de 50 minutos. Entre na sala por: ${url}`,
      url,
      cancelled: !['pending', 'confirmed'].includes(row.status),
    },
    deps.env.APP_TIME_ZONE,
  );
  return { body, fileName: `sessao-acolher-${row.date}.ics` };
}
