import { z } from 'zod';
import { isValidYmd, REQUIRED, TEXT_LENGTH, zRequiredString, zUuid } from './fields.ts';
import {
  optionalParam as optional,
  PAGE_DEFAULT_LIMIT,
  zPageCursor,
  zPageLimit,
} from './pagination.ts';

/**
 * Every action the API writes to the audit log (domain.md §12, §14; decisions 1182, 1440): the
 * audit log's `action` column is typed with this list, so the API cannot write an action missing
 * here, and the administrator's 'Auditoria' page names each one in pt-BR (code-labels.test.ts proves
 * each has a label).
 */
export const AUDIT_ACTIONS = [
  'create',
  'delete',
  'approve',
  'disapprove',
  'suspend',
  'reactivate',
  'grant_credits',
  'credits_removed',
  'review.create',
  'review.read',
  'referral.create',
  'referral.read',
  'referral.export',
  'password_change',
  'password_reset',
  'password_set',
  'email_change_requested',
  'email_change_cancelled',
  'email_change',
  'phone_change_requested',
  'phone_change_cancelled',
  'phone_change',
  'deletion_request_complete',
  'outbox.read',
  'appointments.read',
  'personal_data_erased',
  'collaborators.import',
  'invitation.resend',
  'mfa_enabled',
  'mfa_disabled',
  'mfa_recovery_code_used',
  'mfa_admin_reset',
  'passkey_added',
  'passkey_removed',
  'session_end',
  'crp_card.read',
  'session_note.read',
  'session_note.write',
  'session_note.addendum',
  'clinical_record.read',
  'clinical_record.export',
  'appointment_cancelled_by_administrator',
  'appointment_attendance_corrected',
  'dispute_refunded',
  'dispute_kept',
  'attendance_declaration.issue',
  'risk_change.record',
  'emergency_contact.save',
  'emergency_contact.remove',
  'emergency_contact.read',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<TAuditAction, string> = {
  create: 'Cadastro',
  delete: 'Exclusão',
  approve: 'Aprovação de cadastro',
  disapprove: 'Reprovação de cadastro',
  suspend: 'Suspensão do atendimento',
  reactivate: 'Reativação do atendimento',
  grant_credits: 'Concessão de créditos',
  credits_removed: 'Remoção de créditos',
  'review.create': 'Registro de avaliação',
  'review.read': 'Leitura de avaliações',
  'referral.create': 'Registro de encaminhamento',
  'referral.read': 'Leitura de encaminhamentos',
  'referral.export': 'Emissão de carta de encaminhamento',
  password_change: 'Troca de senha',
  password_reset: 'Redefinição de senha',
  password_set: 'Definição de senha pelo convite',
  email_change_requested: 'Pedido de troca de e-mail',
  email_change_cancelled: 'Cancelamento da troca de e-mail',
  email_change: 'Troca de e-mail',
  phone_change_requested: 'Pedido de troca de telefone',
  phone_change_cancelled: 'Cancelamento da troca de telefone',
  phone_change: 'Troca de telefone',
  deletion_request_complete: 'Exclusão de conta a pedido',
  'outbox.read': 'Leitura das mensagens enviadas',
  'appointments.read': 'Leitura de agendamentos',
  personal_data_erased: 'Dados pessoais apagados após a retenção legal',
  'collaborators.import': 'Importação de colaboradores',
  'invitation.resend': 'Reenvio de convite',
  mfa_enabled: 'Ativação da verificação em duas etapas',
  mfa_disabled: 'Desativação da verificação em duas etapas',
  mfa_recovery_code_used: 'Uso de código de recuperação',
  mfa_admin_reset: 'Redefinição da verificação em duas etapas pelo administrador',
  passkey_added: 'Cadastro de chave de acesso',
  passkey_removed: 'Remoção de chave de acesso',
  session_end: 'Encerramento de sessão de um dispositivo',
  'crp_card.read': 'Leitura da carteira do CRP',
  'session_note.read': 'Leitura de anotação de sessão',
  'session_note.write': 'Registro de anotação de sessão',
  'session_note.addendum': 'Adendo à anotação de sessão',
  'clinical_record.read': 'Leitura do prontuário',
  'clinical_record.export': 'Exportação do prontuário',
  appointment_cancelled_by_administrator: 'Cancelamento de sessão pelo administrador',
  appointment_attendance_corrected: 'Correção de presença',
  dispute_refunded: 'Contestação decidida: crédito devolvido',
  dispute_kept: 'Contestação decidida: crédito mantido',
  'attendance_declaration.issue': 'Emissão de declaração de comparecimento',
  'risk_change.record': 'Registro de mudança de risco',
  'emergency_contact.save': 'Registro de contato de emergência',
  'emergency_contact.remove': 'Remoção de contato de emergência',
  'emergency_contact.read': 'Leitura de contato de emergência',
};

/** What the audit log's `target_type` names (decision 1440). */
export const AUDIT_TARGET_TYPES = [
  'administrator',
  'company',
  'collaborator',
  'psychologist',
  'sector',
  'opening_hour',
  'outbox',
  'appointment',
] as const;
export type TAuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AUDIT_TARGET_LABELS: Record<TAuditTargetType, string> = {
  administrator: 'Administrador',
  company: 'Empresa',
  collaborator: 'Colaborador',
  psychologist: 'Psicólogo',
  sector: 'Setor',
  opening_hour: 'Horário de atendimento',
  outbox: 'Mensagens',
  appointment: 'Sessão',
};

/** The label of an action read from the log; a row older than the list keeps a neutral name. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action)
    ? AUDIT_ACTION_LABELS[action as TAuditAction]
    : 'Outra ação';
}

export function auditTargetLabel(targetType: string): string {
  return Object.hasOwn(AUDIT_TARGET_LABELS, targetType)
    ? AUDIT_TARGET_LABELS[targetType as TAuditTargetType]
    : 'Outro registro';
}

export const AUDIT_LOG_DEFAULT_LIMIT = PAGE_DEFAULT_LIMIT;
const optionalDay = () =>
  optional(zRequiredString(10, 'Data inválida').refine(isValidYmd, 'Data inválida'));

/**
 * GET /audit-log (administrator): `actor` (who did it), `subject` (on whom), `person` (a uuid or
 * an e-mail: either side), `action`, `from`/`to` (São Paulo days, inclusive), `limit`, `cursor`.
 */
export const ZAuditLogQuery = z
  .object({
    actor: optional(zUuid(REQUIRED, 'Pessoa inválida')),
    subject: optional(zUuid(REQUIRED, 'Pessoa inválida')),
    person: optional(zRequiredString(TEXT_LENGTH.email).transform((v) => v.toLowerCase())),
    action: optional(zRequiredString(64)),
    from: optionalDay(),
    to: optionalDay(),
    limit: zPageLimit(),
    cursor: zPageCursor(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'A data inicial deve ser anterior ou igual à final',
    path: ['to'],
  });
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuery>;
