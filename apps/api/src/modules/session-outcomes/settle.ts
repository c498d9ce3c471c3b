import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';
import { presentInSession } from '../session-room/attendance.ts';
import { autoConfirmAppointments } from '../appointments/auto-confirm.ts';
import { changeCredits } from '../credits/ledger.ts';
import { brasiliaTime, nameOf, tellPerson } from './notices.ts';

/** docs/domain.md §17: a session is settled this long after its end (the room closes at +10). */
const SETTLE_AFTER_MINUTES = 15;

interface Settled {
  uuid: string;
  status: 'confirmed' | 'no_show_collaborator' | 'no_show_psychologist';
  collaboratorUuid: string;
  psychologistUuid: string;
  startsAt: string | Date;
}

/**
 * The recurring job that ends a session's `pending` state. With the built-in room (attendance
 * known) 15 minutes after the end, from who was in the room for at least a minute of the
 * session (§17, decision 1311); with an external provider at the end,
 * `confirmed` (§6, autoConfirmAppointments). Idempotent and safe with several instances: one UPDATE
 * guarded by `status = 'pending'` moves each row at most once (a second instance waits on the row
 * lock and then finds it settled), and the refund of a psychologist's absence rides in the same
 * transaction, its ledger row unique per appointment.
 */
export async function settleAppointments(deps: AppDeps): Promise<number> {
  if (deps.env.VIDEO_PROVIDER !== 'builtin') return autoConfirmAppointments(deps);
  const cutoff = new Date(deps.clock().getTime() - SETTLE_AFTER_MINUTES * 60_000);
  const settled = await deps.database.db.transaction(async (tx) => {
    const rows = await queryRows<Settled>(
      tx,
      sql`update ${appointments} a
          set status = case
            when not ${presentInSession('psychologist')} then 'no_show_psychologist'
            when ${presentInSession('collaborator')} then 'confirmed'
            else 'no_show_collaborator' end
          where a.status = 'pending' and a.ends_at <= ${cutoff.toISOString()}::timestamptz
          returning a.uuid, a.status, a.collaborator_uuid as "collaboratorUuid",
                    a.psychologist_uuid as "psychologistUuid", a.starts_at as "startsAt"`,
    );
    // Collaborators' rows are locked in uuid order, as a sector or company grant locks them:
    // any other order deadlocks with a grant running at the same time (the invariant suite found it).
    const refunds = rows
      .filter((r) => r.status === 'no_show_psychologist')
      .sort((a, b) =>
        a.collaboratorUuid < b.collaboratorUuid
          ? -1
          : a.collaboratorUuid > b.collaboratorUuid
            ? 1
            : 0,
      );
    for (const row of refunds) {
      await refundAbsentPsychologist(deps, tx, row);
    }
    return rows;
  });
  // Not a request, so the hot-read cache must be told here (modules/read-cache).
  if (settled.length > 0) deps.readCache?.changed();
  return settled.length;
}

/** §17: the psychologist did not join: the credit goes back and the collaborator is told. */
async function refundAbsentPsychologist(deps: AppDeps, tx: Tx, row: Settled) {
  await changeCredits(tx, {
    collaboratorUuid: row.collaboratorUuid,
    delta: 1,
    reason: 'refund',
    refUuid: row.uuid,
    actorRole: 'system',
    note: 'no_show_psychologist',
  });
  const psychologist = await nameOf(tx, { role: 'psychologist', uuid: row.psychologistUuid });
  const when = brasiliaTime(new Date(row.startsAt), deps.env.APP_TIME_ZONE);
  await tellPerson(
    tx,
    { role: 'collaborator', uuid: row.collaboratorUuid },
    'appointment_no_show_psychologist',
    (name) => ({
      subject: 'Sua sessão não aconteceu: crédito devolvido',
      body: `Olá, ${name}. ${psychologist} não entrou na sessão de ${when}. Seu crédito foi devolvido: você pode agendar um novo horário quando quiser.`,
    }),
  );
}
