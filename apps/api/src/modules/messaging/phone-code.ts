import type { TMessageKind } from '@acolher/contracts/message-kinds';

/**
 * The WhatsApp message carrying the code that confirms a new phone (domain.md §14, decision
 * 1300). The person asked for it, from her session, for the number she typed: it goes to that
 * number whatever her reminder consent says, never moves to e-mail (the code proves the number),
 * and outside demo mode nobody reads the code in the outbox.
 */
export const PHONE_CODE_KIND = 'phone_change_code' satisfies TMessageKind;

/** What precedes the code in its text. */
export const PHONE_CODE_PREFIX = 'Seu código do Acolher é ';
const CODE_IN_TEXT = new RegExp(`(${PHONE_CODE_PREFIX})\\d{6}`, 'g');

/** The message text with its code hidden. */
export const hidePhoneCode = (text: string) =>
  text.replace(CODE_IN_TEXT, '$1[código de uso único]');
