import { and, eq } from 'drizzle-orm';
import type { TComplianceUpdate } from '@acolher/contracts/psychologists';
import type { TComplianceStatus } from '@acolher/contracts/constants';
import { MESSAGES } from '@acolher/contracts/errors';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { psychologists } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';
import { writeAudit } from '../audit/audit.ts';
import { publicUrl } from '../auth/password-reset.service.ts';
import { endAccountSessions } from '../auth/sessions.ts';
import { enqueueMessage } from '../messaging/outbox.ts';
import { cancelFuturePending } from './cancel-future-pending.ts';
import { active, findActive, view } from './psychologists-admin.service.ts';

type Decision = TComplianceUpdate['complianceStatus'];
type Row = typeof psychologists.$inferSelect;

/**
 * Which state each decision leaves from, and the refusal otherwise: approve and disapprove only
 * from analyzing (domain.md §9); suspend only an approved psychologist, approve again only a
 * suspended one (decision 1407).
 */
type Action = 'approve' | 'disapprove' | 'suspend' | 'reactivate';
function transition(decision: Decision, from: TComplianceStatus): Action {
  if (decision === 'suspended') {
    if (from !== 'approved') throw conflict(MESSAGES.onlyApprovedSuspend);
    return 'suspend';
  }
  if (decision === 'approved' && from === 'suspended') return 'reactivate';
  if (from !== 'analyzing') throw conflict(MESSAGES.onlyAnalyzing);
  return decision === 'approved' ? 'approve' : 'disapprove';
}

function decisionMessage(deps: AppDeps, action: Action, row: Row) {
  const firstName = row.name.trim().split(/\s+/)[0];
  const signIn = `${publicUrl(deps)}/psychologist/auth/sign-in`;
  switch (action) {
    case 'approve':
      return {
        kind: 'psychologist_approved' as const,
        subject: 'Acolher: seu cadastro foi aprovado',
        body: `Olá, ${firstName}! Seu cadastro no Acolher foi aprovado. Você já pode entrar em ${signIn}, assinar os termos, completar seu perfil e cadastrar seus horários de atendimento.`,
      };
    case 'disapprove':
      return {
        kind: 'psychologist_disapproved' as const,
        subject: 'Acolher: resultado da análise do seu cadastro',
        body: `Olá, ${firstName}. Analisamos seu cadastro no Acolher e, neste momento, ele não foi aprovado. Se quiser entender o motivo ou enviar novas informações, responda a esta mensagem.`,
      };
    case 'suspend':
      return {
        kind: 'psychologist_suspended' as const,
        subject: 'Acolher: seu cadastro foi suspenso',
        body: `Olá, ${firstName}. Seu cadastro no Acolher foi suspenso: você não aparece nas buscas e não recebe agendamentos, e as sessões futuras pendentes foram canceladas com o crédito devolvido aos colaboradores. Para entender o motivo, responda a esta mensagem.`,
      };
    case 'reactivate':
      return {
        kind: 'psychologist_reactivated' as const,
        subject: 'Acolher: seu cadastro foi reativado',
        body: `Olá, ${firstName}! Seu cadastro no Acolher foi reativado. Você já pode entrar em ${signIn} e voltar a receber agendamentos.`,
      };
  }
}

/**
 * PATCH /psychologists/compliance/{uuid}: the administrator's decision (domain.md §9, decisions
 * 1405 and 1407). The psychologist is e-mailed and the decision audited; a suspension also cancels
 * her future pending sessions (credits back, collaborators told) and ends her open sessions.
 */
export async function updateCompliance(
  deps: AppDeps,
  auth: AuthContext,
  uuid: string,
  input: TComplianceUpdate,
) {
  return deps.database.db.transaction(async (tx) => {
    const current = await findActive(tx, uuid);
    const action = transition(
      input.complianceStatus,
      current.complianceStatus as TComplianceStatus,
    );
    const [row] = await tx
      .update(psychologists)
      .set({ complianceStatus: input.complianceStatus })
      .where(and(active(uuid), eq(psychologists.complianceStatus, current.complianceStatus)))
      .returning();
    if (!row) throw conflict(MESSAGES.onlyAnalyzing);
    let cancelledAppointments: number | undefined;
    if (action === 'suspend') {
      cancelledAppointments = await cancelFuturePending(deps, tx, auth, {
        psychologistUuid: uuid,
        suspended: true,
      });
      await endAccountSessions(tx, { role: 'psychologist', accountUuid: uuid }, deps.clock());
    }
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: row.email,
      recipientUuid: row.uuid,
      ...decisionMessage(deps, action, row),
      relatedUuid: row.uuid,
    });
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action,
      targetType: 'psychologist',
      targetUuid: uuid,
      details: cancelledAppointments === undefined ? undefined : { cancelledAppointments },
    });
    return view(row);
  });
}
