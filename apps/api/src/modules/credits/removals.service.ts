import { and, eq, isNull } from 'drizzle-orm';
import {
  SESSION_OUTCOME_MESSAGES as M,
  type TRemoveCredits,
} from '@acolher/contracts/session-outcomes';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { collaborators } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/audit.ts';
import { tellPerson } from '../session-outcomes/notices.ts';
import { changeCredits } from './ledger.ts';

/**
 * PATCH /collaborators/{uuid}/remove-credits (domain.md §17): through the ledger (`removal`),
 * never below zero (400, decision 1176), audited with the reason, the collaborator told.
 */
export async function removeCredits(
  deps: AppDeps,
  auth: AuthContext,
  collaboratorUuid: string,
  input: TRemoveCredits,
) {
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ credits: collaborators.credits })
      .from(collaborators)
      .where(and(eq(collaborators.uuid, collaboratorUuid), isNull(collaborators.deletedAt)))
      .for('update');
    if (!row) throw notFound('Colaborador não encontrado');
    if (row.credits < input.credits) throw badRequest(M.creditsBelowZero);
    const credits = await changeCredits(tx, {
      collaboratorUuid,
      delta: -input.credits,
      reason: 'removal',
      actorRole: auth.role,
      actorUuid: auth.uuid,
      note: input.reason,
    });
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'credits_removed',
      targetType: 'collaborator',
      targetUuid: collaboratorUuid,
      details: { credits: input.credits, reason: input.reason },
    });
    const amount = input.credits === 1 ? '1 crédito' : `${input.credits} créditos`;
    await tellPerson(
      tx,
      { role: 'collaborator', uuid: collaboratorUuid },
      'credits_removed',
      (name) => ({
        subject: 'Créditos ajustados',
        body: `Olá, ${name}. A administração removeu ${amount} da sua conta. Saldo atual: ${credits}. Motivo: ${input.reason}`,
      }),
    );
    return { collaboratorUuid, removed: input.credits, credits };
  });
}
