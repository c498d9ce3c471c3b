import { useCallback, useContext } from 'react';
import { SessionContext, type SessionStore, type SignOutOptions } from '@/app/session-context';
import type { Role } from '@/lib/roles';
import type { Session, SessionUser } from '@/lib/session';

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('SessionProvider is missing');
  return store;
}

export type UseSession<U extends SessionUser> = {
  session: Session<U>;
  user: U;
  token: string;
  /** Merges a patch into the stored user (e.g. after a profile update), keeping the token. */
  update: (patch: Partial<U>) => void;
  /** Forgets this role's session (memory and storage). */
  clear: () => void;
  /** Sair: ends the sessions on the server, clears storage and goes to this role's sign-in. */
  signOut: (options?: SignOutOptions) => void;
};

/** The signed-in account of an area. Use only below that area's route guard. */
export function useSession<U extends SessionUser = SessionUser>(role: Role): UseSession<U> {
  const store = useSessionStore();
  const session = store.sessions[role] as Session<U> | null;
  const { save, clear, signOut } = store;
  const update = useCallback(
    (patch: Partial<U>) => {
      if (session) save(role, { ...session, user: { ...session.user, ...patch } });
    },
    [save, role, session],
  );
  const clearRole = useCallback(() => clear(role), [clear, role]);
  const signOutRole = useCallback(
    (options?: SignOutOptions) => signOut(role, options),
    [signOut, role],
  );
  if (!session) throw new Error(`useSession('${role}') used without a session`);
  return {
    session,
    user: session.user,
    token: session.token,
    update,
    clear: clearRole,
    signOut: signOutRole,
  };
}
