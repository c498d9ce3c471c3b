import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { collaborators, creditLedger } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

export type CreditReason = 'grant' | 'purchase' | 'booking' | 'refund' | 'seed';

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
 * The only way credits change: the balance and its ledger row move together, inside the caller's
 * transaction. The database's check constraint keeps the balance from going negative.
 */
export async function changeCredits(tx: DbOrTx, change: CreditChange): Promise<number> {
  const [row] = await tx
    .update(collaborators)
    .set({ credits: sql`${collaborators.credits} + ${change.delta}` })
    .where(eq(collaborators.uuid, change.collaboratorUuid))
    .returning({ credits: collaborators.credits })
    .catch((error: unknown) => {
      if (pgCode(error) === '23514') throw new AppError(409, 'Créditos insuficientes');
      throw error;
    });
  if (!row) throw new AppError(404, 'Colaborador não encontrado');
  await tx.insert(creditLedger).values({
    collaboratorUuid: change.collaboratorUuid,
    delta: change.delta,
    reason: change.reason,
    refUuid: change.refUuid ?? null,
    actorRole: change.actorRole ?? null,
    actorUuid: change.actorUuid ?? null,
    note: change.note ?? null,
  });
  return row.credits;
}

/** PostgreSQL error code of a driver error (pg and PGlite both expose `code`, sometimes on `cause`). */
export function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let i = 0; i < 3 && current && typeof current === 'object'; i++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function pgConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let i = 0; i < 3 && current && typeof current === 'object'; i++) {
    const c = (current as { constraint?: unknown }).constraint;
    if (typeof c === 'string') return c;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
