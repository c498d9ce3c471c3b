import type { Role } from '@/lib/roles';

/** Any account record returned by a sign-in; pages narrow it with their own types. */
export type SessionUser = { uuid: string; name?: string; email?: string } & Record<string, unknown>;
export type Session<U extends SessionUser = SessionUser> = { uuid: string; token: string; user: U };

export const STORAGE_PREFIX = 'acolher:';
export const sessionKey = (role: Role) => `${STORAGE_PREFIX}session:${role}`;

function isSession(value: unknown): value is Session {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.uuid === 'string' && typeof v.token === 'string' && !!v.user && typeof v.user === 'object';
}

export function getSession(role: Role): Session | null {
  try {
    const raw = localStorage.getItem(sessionKey(role));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function setSession(role: Role, session: Session): void {
  localStorage.setItem(sessionKey(role), JSON.stringify(session));
}

export function clearSession(role: Role): void {
  localStorage.removeItem(sessionKey(role));
}
