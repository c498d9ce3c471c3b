import { firstName, type MessageText } from '../messaging/templates.ts';

/*
 * Notices of the second factor (domain.md §14, as §14's): they say what changed and never carry a
 * link that signs in.
 */

const NOT_YOU =
  'Se não foi você, troque sua senha em "Minha conta" ou use "Esqueci minha senha" e fale com o suporte.';

export type MfaNotice =
  | 'mfa_enabled'
  | 'mfa_disabled'
  | 'mfa_reset'
  | 'mfa_recovery_code_used'
  | 'passkey_added'
  | 'passkey_removed';

const WHAT: Record<MfaNotice, { subject: string; body: string }> = {
  mfa_enabled: {
    subject: 'Acolher: verificação em duas etapas ativada',
    body: 'A verificação em duas etapas foi ativada na sua conta no Acolher.',
  },
  mfa_disabled: {
    subject: 'Acolher: verificação em duas etapas desativada',
    body: 'A verificação em duas etapas foi desativada na sua conta no Acolher.',
  },
  mfa_reset: {
    subject: 'Acolher: verificação em duas etapas redefinida',
    body: 'Um administrador do Acolher desativou a verificação em duas etapas da sua conta, e todas as sessões abertas foram encerradas. Ative-a de novo em "Minha conta".',
  },
  mfa_recovery_code_used: {
    subject: 'Acolher: código de recuperação usado',
    body: 'Um código de recuperação foi usado para entrar na sua conta no Acolher.',
  },
  passkey_added: {
    subject: 'Acolher: nova chave de acesso',
    body: 'Uma chave de acesso foi cadastrada na sua conta no Acolher.',
  },
  passkey_removed: {
    subject: 'Acolher: chave de acesso removida',
    body: 'Uma chave de acesso foi removida da sua conta no Acolher.',
  },
};

export function mfaNoticeText(kind: MfaNotice, p: { name: string }): MessageText {
  const { subject, body } = WHAT[kind];
  return { subject, body: `Olá, ${firstName(p.name)}. ${body} ${NOT_YOU}` };
}
