import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { collaborators, creditLedger } from '../../db/schema.ts';
import { pgCode } from '../../db/errors.ts';
import { AppError } from '../../lib/errors.ts';

type CreditReason =
  'grant' | 'purchase' | 'booking' | 'refund' | 'seed' | 'removal' | 'purchase_refund';

export interface CreditChange {
  collaboratorUuid: string;
  delta: number;
  reason: CreditReason;
  refUuid?: string | null;
  actorRole?: string | null;
  actorUuid?: string | null;
  note?: string | null;
}

/** A change applied alike to each collaborator a statement picks (its ledger rows share it all). */
type CreditChangeOfMany = Omit<CreditChange, 'collaboratorUuid'>;

/**
 * The two WITH parts `changed` (each collaborator's row after the change: uuid, credits) and one
 * ledger row per changed row, for every collaborator `where` selects: balances and ledger rows move
 * together in one statement, however many they are.
 */
function ledgerParts(change: CreditChangeOfMany, where: SQL): SQL {
  return sql`changed as (
      update ${collaborators} set credits = credits + ${change.delta}::int
      where ${where}
      returning ${collaborators.uuid} as uuid, ${collaborators.credits} as credits
    ), entry as (
      insert into ${creditLedger}
        (collaborator_uuid, delta, reason, ref_uuid, actor_role, actor_uuid, note)
      select uuid, ${change.delta}::int, ${change.reason}::text, ${change.refUuid ?? null}::uuid,
             ${change.actorRole ?? null}::text, ${change.actorUuid ?? null}::uuid,
             ${change.note ?? null}::text
      from changed
    )`;
}

/** A change that would take a balance below zero is refused by the check constraint: 409. */
function insufficientCredits(error: unknown): never {
  if (pgCode(error) === '23514') throw new AppError(409, 'Créditos insuficientes');
  throw error;
}

/**
 * The only way credits change: the balance and its ledger row move together, in one statement.
 * The database's check constraint keeps the balance from going negative.
 *
 * The two WITH parts `changed` (the collaborator's row after the change: uuid, credits) and its
 * ledger row, for a statement of the caller's. `onlyIf` holds the change back until a condition
 * the statement computes (booking: `exists (select 1 from appointment)`, so the debit follows the
 * appointment's insert).
 */
export function creditChangeParts(change: CreditChange, onlyIf: SQL = sql`true`): SQL {
  return ledgerParts(change, sql`${collaborators.uuid} = ${change.collaboratorUuid} and ${onlyIf}`);
}

/**
 * Changes the credits of every collaborator `who` answers (a query selecting `uuid` from
 * collaborators; lock them `for update` in uuid order so two such changes never deadlock) by the
 * same delta, each with its own ledger row, in ONE statement whatever their number (decision
 * 1230). Answers the changed collaborators with their new balances, in uuid order.
 */
export async function changeCreditsOfMany(
  tx: DbOrTx,
  who: SQL,
  change: CreditChangeOfMany,
): Promise<{ uuid: string; credits: number }[]> {
  const rows = await queryRows<{ uuid: string; credits: number }>(
    tx,
    sql`with ${ledgerParts(change, sql`${collaborators.uuid} in (${who})`)}
      select uuid, credits from changed order by uuid`,
  ).catch(insufficientCredits);
  return rows.map((r) => ({ uuid: r.uuid, credits: Number(r.credits) }));
}

/**
 * An appointment's credit back to its collaborator, by the caller (a `refund` row naming the
 * appointment, with `note`); answers the new balance.
 */
export function refundAppointment(
  tx: DbOrTx,
  appointment: { uuid: string; collaboratorUuid: string },
  actor: { role: string; uuid: string },
  note: string,
) {
  return changeCredits(tx, {
    collaboratorUuid: appointment.collaboratorUuid,
    delta: 1,
    reason: 'refund',
    refUuid: appointment.uuid,
    actorRole: actor.role,
    actorUuid: actor.uuid,
    note,
  });
}

/** Changes a collaborator's credits inside the caller's transaction; answers the new balance. */
export async function changeCredits(tx: DbOrTx, change: CreditChange): Promise<number> {
  const [row] = await queryRows<{ credits: number }>(
    tx,
    sql`with ${creditChangeParts(change)} select credits from changed`,
  ).catch(insufficientCredits);
  if (!row) throw new AppError(404, 'Colaborador não encontrado');
  return Number(row.credits);
}
