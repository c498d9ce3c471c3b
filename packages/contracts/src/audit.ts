import { z } from 'zod';
import { isValidYmd, REQUIRED, TEXT_LENGTH, zRequiredString, zUuid } from './fields.ts';
import {
  optionalParam as optional,
  PAGE_DEFAULT_LIMIT,
  zPageCursor,
  zPageLimit,
} from './pagination.ts';

/**
 * The audit log (domain.md §12, §14; decision 1182): what each action is called on the
 * administrator's 'Auditoria' page. An action missing here is shown as written.
 */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: 'Cadastro',
  delete: 'Exclusão',
  approve: 'Aprovação de cadastro',
  disapprove: 'Reprovação de cadastro',
  grant_credits: 'Concessão de créditos',
  'review.create': 'Registro de avaliação',
  'review.read': 'Leitura de avaliações',
  password_change: 'Troca de senha',
  password_reset: 'Redefinição de senha',
  password_set: 'Definição de senha pelo convite',
  email_change_requested: 'Pedido de troca de e-mail',
  email_change: 'Troca de e-mail',
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
};

export const AUDIT_TARGET_LABELS: Record<string, string> = {
  administrator: 'Administrador',
  company: 'Empresa',
  collaborator: 'Colaborador',
  psychologist: 'Psicólogo',
  sector: 'Setor',
  opening_hour: 'Horário de atendimento',
  outbox: 'Mensagens',
};

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
