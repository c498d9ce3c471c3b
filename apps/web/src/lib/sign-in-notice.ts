import { STORAGE_PREFIX } from '@/lib/session';
import type { Role } from '@/lib/roles';

/**
 * Why a person lands on a sign-in page ('Sua sessão expirou. Entre novamente.', 'Você saiu de todos
 * os dispositivos…'), kept in session storage for that page to show in place (decision 1112). Not in
 * the navigation state: the route guard, seeing the session gone in the same render, navigates to the
 * sign-in too, and its state replaced the notice.
 */
const key = (role: Role) => `${STORAGE_PREFIX}sign-in-notice:${role}`;

export function setSignInNotice(role: Role, notice: string): void {
  try {
    sessionStorage.setItem(key(role), notice);
  } catch {
    // storage unavailable (private mode quota): the sign-in page simply shows no notice
  }
}

export function peekSignInNotice(role: Role): string | null {
  try {
    return sessionStorage.getItem(key(role));
  } catch {
    return null;
  }
}

export function dropSignInNotice(role: Role): void {
  try {
    sessionStorage.removeItem(key(role));
  } catch {
    // nothing to drop
  }
}
