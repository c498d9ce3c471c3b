import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { collaborators, creditLedger } from '../../db/schema.ts';
import { pgCode } from '../../db/errors.ts';
import { AppError } from '../../lib/errors.ts';

export type CreditReason =
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
  return sql`changed as (
      update ${collaborators} set credits = credits + ${change.delta}::int
      where ${collaborators.uuid} = ${change.collaboratorUuid} and ${onlyIf}
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

/** Changes a collaborator's credits inside the caller's transaction; answers the new balance. */
export async function changeCredits(tx: DbOrTx, change: CreditChange): Promise<number> {
  const [row] = await queryRows<{ credits: number }>(
    tx,
    sql`with ${creditChangeParts(change)} select credits from changed`,
  ).catch((error: unknown) => {
    if (pgCode(error) === '23514') throw new AppError(409, 'Créditos insuficientes');
    throw error;
  });
  if (!row) throw new AppError(404, 'Colaborador não encontrado');
  return Number(row.credits);
}
