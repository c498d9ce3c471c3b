import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../../lib/errors.ts';

/** The message when a chosen password is among the most common (domain.md §2). */
const COMMON_PASSWORD_MESSAGE =
  'Esta senha é muito comum. Escolha outra mais difícil de adivinhar.';

/**
 * The 10,000 most common passwords (decision 1315): the head of the ranked list zxcvbn-ts ships
 * (@zxcvbn-ts/language-common, compiled from leaked-password frequency lists), compared in lower
 * case. The demo's password is not among them; the spec's minimum of 6 stays.
 */
const COMMON = new Set(dictionary['passwords-common'].slice(0, 10_000));

/** 400 when a password someone chooses (sign-up, reset, invitation, change) is a common one. */
export function assertNotCommonPassword(password: string) {
  if (COMMON.has(password.toLowerCase())) throw badRequest(COMMON_PASSWORD_MESSAGE);
}
