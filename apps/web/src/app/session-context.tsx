import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api';
import { endStoredSessions } from '@/lib/end-sessions';
import { setSignInNotice } from '@/lib/sign-in-notice';
import { ROLES, roleFromPath, signInPath, type Role } from '@/lib/roles';
import { clearSession, getSession, setSession, STORAGE_PREFIX, type Session } from '@/lib/session';

type Sessions = Record<Role, Session | null>;

export type SignOutOptions = {
  /** Shown on the sign-in page (e.g. 'Você saiu de todos os dispositivos.'). */
  notice?: string;
  /** The server already ended the tokens (sign-out everywhere): no POST /auth/sign-out. */
  serverDone?: boolean;
};

export type SessionStore = {
  sessions: Sessions;
  /** Keeps a session in memory and in storage. */
  save: (role: Role, session: Session) => void;
  /** Puts a stored session back in memory (storage untouched). */
  restore: (role: Role, session: Session) => void;
  /** Forgets a role's session in memory and storage. */
  clear: (role: Role) => void;
  /** Sair: ends the sessions on the server, forgets them and empties local and session storage. */
  signOut: (role: Role, options?: SignOutOptions) => void;
};

export const SessionContext = createContext<SessionStore | null>(null);

const empty = (): Sessions => Object.fromEntries(ROLES.map((r) => [r, null])) as Sessions;

/**
 * A signed-in page opened directly (a link, a reload) starts with its area's stored session in
 * memory: the route guard renders the page at once, in the app's first (time-sliced) render, instead
 * of rendering nothing, restoring the session in a layout effect and then rendering the whole page
 * again synchronously (decision 1014: a 35 ms task on the booking page). Public pages, some of them
 * prerendered and hydrated, start empty as on the server.
 */
export function initialSessions(pathname: string): Sessions {
  const sessions = empty();
  const role = roleFromPath(pathname);
  if (role && pathname.startsWith(`/${role}/app`)) sessions[role] = getSession(role);
  return sessions;
}

/** Sessions live in memory (one per role); the route guard restores them from storage on load. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [sessions, setSessions] = useState<Sessions>(() =>
    typeof window === 'undefined' ? empty() : initialSessions(window.location.pathname),
  );
  const navigate = useNavigate();

  const restore = useCallback(
    (role: Role, session: Session) => setSessions((s) => ({ ...s, [role]: session })),
    [],
  );
  const save = useCallback(
    (role: Role, session: Session) => {
      setSession(role, session);
      restore(role, session);
    },
    [restore],
  );
  const clear = useCallback((role: Role) => {
    clearSession(role);
    setSessions((s) => (s[role] ? { ...s, [role]: null } : s));
  }, []);
  const signOut = useCallback(
    (role: Role, options: SignOutOptions = {}) => {
      if (!options.serverDone) endStoredSessions();
      localStorage.clear();
      sessionStorage.clear();
      if (options.notice) setSignInNotice(role, options.notice);
      setSessions(empty());
      navigate(signInPath(role), { replace: true });
    },
    [navigate],
  );

  useEffect(() => {
    setUnauthorizedHandler((role, message) => {
      if (message) setSignInNotice(role, message);
      setSessions((s) => ({ ...s, [role]: null }));
      navigate(signInPath(role), { replace: true });
    });
  }, [navigate]);

  // 'Sair' in another tab empties the storage: this tab forgets those sessions too, and the route
  // guard sends it to the sign-in at once instead of at its next failed call.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && !event.key.startsWith(STORAGE_PREFIX)) return;
      setSessions((s) => {
        const gone = ROLES.filter((r) => s[r] && !getSession(r));
        return gone.length ? { ...s, ...Object.fromEntries(gone.map((r) => [r, null])) } : s;
      });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo(
    () => ({ sessions, save, restore, clear, signOut }),
    [sessions, save, restore, clear, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
