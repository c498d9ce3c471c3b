import { formatDate, formatPhone, formatTime } from '@acolher/contracts/format';
import { instantToLocalDate, instantToLocalTime } from '@acolher/contracts/time';
import { PHONE_CODE_PREFIX } from './phone-code.ts';

/**
 * Every text the platform sends, in short, kind pt-BR without clinical content. Times are the
 * business zone's (São Paulo), named 'horário de Brasília' as Brazilians say it.
 */
export interface MessageText {
  subject: string;
  body: string;
}

export const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/** '04/03/2026 às 09:00 (horário de Brasília)' */
export function brasiliaTime(instant: Date, zone: string) {
  const day = formatDate(instantToLocalDate(instant, zone));
  const time = formatTime(instantToLocalTime(instant, zone));
  return `${day} às ${time} (horário de Brasília)`;
}

interface SessionParams {
  /** The person who receives the message. */
  name: string;
  startsAt: Date;
  zone: string;
}

export function bookingConfirmationText(
  p: SessionParams & { psychologistName: string },
): MessageText {
  return {
    subject: 'Agendamento confirmado!',
    body: `Olá, ${firstName(p.name)}! Sua sessão com ${p.psychologistName} está marcada para ${brasiliaTime(p.startsAt, p.zone)}. O link da sala chega 15 minutos antes. Até lá!`,
  };
}

export function collaboratorReminderText(
  p: SessionParams & { psychologistName: string; roomUrl: string },
): MessageText {
  return {
    subject: 'Sua sessão começa em breve',
    body: `Olá, ${firstName(p.name)}! Sua sessão com ${p.psychologistName} começa em ${brasiliaTime(p.startsAt, p.zone)}. Entre na sala pelo Acolher: ${p.roomUrl}`,
  };
}

export function psychologistReminderText(
  p: SessionParams & { collaboratorName: string; roomUrl: string },
): MessageText {
  return {
    subject: 'Seu atendimento começa em breve',
    body: `Olá, ${firstName(p.name)}! Seu atendimento com ${p.collaboratorName} começa em ${brasiliaTime(p.startsAt, p.zone)}. Entre na sala pelo Acolher: ${p.roomUrl}`,
  };
}

/*
 * Account notices (domain.md §14): they tell the person what happened to their account and never
 * carry a link that signs in, so a message read by someone else gives them nothing.
 */
const NOT_YOU =
  'Se não foi você, use "Esqueci minha senha" na tela de entrada ou fale com o suporte.';

export function passwordChangedText(p: { name: string }): MessageText {
  return {
    subject: 'Acolher: sua senha foi alterada',
    body: `Olá, ${firstName(p.name)}. A senha da sua conta no Acolher foi alterada, e as outras sessões abertas foram encerradas. ${NOT_YOU}`,
  };
}

export function passwordResetDoneText(p: { name: string }): MessageText {
  return {
    subject: 'Acolher: sua senha foi redefinida',
    body: `Olá, ${firstName(p.name)}. A senha da sua conta no Acolher foi redefinida por um link de uso único, e todas as sessões abertas foram encerradas. ${NOT_YOU}`,
  };
}

export function emailChangeRequestedText(p: { name: string; newEmail: string }): MessageText {
  return {
    subject: 'Acolher: pedido de troca do e-mail de acesso',
    body: `Olá, ${firstName(p.name)}. Foi pedida a troca do e-mail de acesso da sua conta no Acolher para ${p.newEmail}. A troca só vale depois de confirmada pelo link enviado ao novo endereço. ${NOT_YOU}`,
  };
}

export function emailChangedText(p: {
  name: string;
  newEmail: string;
  byAdministrator: boolean;
}): MessageText {
  const who = p.byAdministrator ? ' por um administrador do Acolher' : '';
  return {
    subject: 'Acolher: seu e-mail de acesso foi alterado',
    body: `Olá, ${firstName(p.name)}. O e-mail de acesso da sua conta no Acolher foi alterado${who} para ${p.newEmail}, e as sessões abertas foram encerradas. Este endereço não recebe mais mensagens da conta. ${NOT_YOU}`,
  };
}

/** The code that confirms a new phone (domain.md §14, decision 1300): sent to the new number only. */
export function phoneCodeText(p: { name: string; code: string; minutes: number }): MessageText {
  return {
    subject: 'Acolher: código para confirmar seu telefone',
    body: `Olá, ${firstName(p.name)}! ${PHONE_CODE_PREFIX}${p.code}. Digite-o em 'Minha conta' para confirmar este número (válido por ${p.minutes} minutos). Se não foi você, ignore esta mensagem.`,
  };
}

export function phoneChangeRequestedText(p: { name: string; newPhone: string }): MessageText {
  return {
    subject: 'Acolher: pedido de troca do telefone',
    body: `Olá, ${firstName(p.name)}. Foi pedida a troca do telefone da sua conta no Acolher para ${formatPhone(p.newPhone)}. A troca só vale depois de confirmada pelo código enviado ao novo número. ${NOT_YOU}`,
  };
}

export function phoneChangedText(p: { name: string; newPhone: string }): MessageText {
  return {
    subject: 'Acolher: seu telefone foi alterado',
    body: `Olá, ${firstName(p.name)}. O telefone da sua conta no Acolher foi alterado para ${formatPhone(p.newPhone)}. Este número não recebe mais mensagens da conta. ${NOT_YOU}`,
  };
}

/**
 * To the OLD address and phone when an administrator changes a person's e-mail or phone (domain.md
 * §26, decision 1301): the change waits 72 hours; the link cancels it (it never signs in).
 */
export function contactChangePendingText(p: {
  name: string;
  what: 'e-mail de acesso' | 'telefone';
  newValue: string;
  cancelUrl: string;
}): MessageText {
  return {
    subject: `Acolher: troca do ${p.what} pedida por um administrador`,
    body: `Olá, ${firstName(p.name)}. Um administrador do Acolher pediu a troca do ${p.what} da sua conta para ${p.newValue}. A troca só vale daqui a 72 horas. Se não foi você quem pediu, cancele a troca por este link: ${p.cancelUrl}`,
  };
}
