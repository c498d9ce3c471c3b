import { isDemoMode, type Env } from '../../config/env.ts';
import { hidePhoneCode } from './phone-code.ts';

const HIDDEN_LINK = '[link de uso único]';

/**
 * A one-time link is any address whose query carries a token (`?token=…`, `&token=…`): invitations,
 * resets, e-mail confirmations. Matching the shape rather than each template keeps links added by
 * later templates hidden too (decision 1121). So is the code that confirms a new phone (decision 1300).
 */
const ONE_TIME_LINK = /(?:https?:\/\/|\/)[^\s]*[?&]token=[^\s)]+/gi;

export function hideOneTimeLinks(text: string): string {
  return hidePhoneCode(text.replace(ONE_TIME_LINK, HIDDEN_LINK));
}

/**
 * What an administrator may read of an outbox row (domain.md §14): outside demo mode nobody but
 * the recipient ever sees a one-time link, so nobody can set another person's password with it.
 */
export function outboxView<T extends { body: string; lastError?: string | null }>(
  env: Pick<Env, 'APP_ENV'>,
  row: T,
): T {
  if (isDemoMode(env)) return row;
  return {
    ...row,
    body: hideOneTimeLinks(row.body),
    ...(row.lastError ? { lastError: hideOneTimeLinks(row.lastError) } : {}),
  };
}

/**
 * The body to keep once a message left by SMTP or WhatsApp (or failed for good): outside demo mode
 * the stored copy loses its one-time link, so no database reader or backup holds a usable one.
 */
export function bodyToKeep(env: Pick<Env, 'APP_ENV'>, body: string): string | undefined {
  if (isDemoMode(env)) return undefined;
  const hidden = hideOneTimeLinks(body);
  return hidden === body ? undefined : hidden;
}
