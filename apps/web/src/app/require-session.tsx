import { useLayoutEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionStore } from '@/app/use-session';
import { signInPath, type Role } from '@/lib/roles';
import { getSession } from '@/lib/session';

/**
 * Route guard: the area needs a session of its role. The stored session is read on every render,
 * not once on load: after 'Sair' (here or in another tab) or a refused token, the back button or
 * any later render lands on the sign-in, never on the app (domain.md §14, decision 1111). One
 * stored and in memory renders the children; one only in storage is restored into memory first; one
 * only in memory was ended elsewhere and is forgotten; a different stored one (signed in again in
 * another tab) replaces the one in memory.
 */
export function RequireSession({ role, children }: { role: Role; children: ReactNode }) {
  const { sessions, restore, clear } = useSessionStore();
  const location = useLocation();
  const inMemory = sessions[role];
  const stored = getSession(role);
  const storedToken = stored?.token;

  // Keyed on the stored token: `stored` is a fresh object on every render.
  useLayoutEffect(() => {
    const current = getSession(role);
    if (current && current.token !== inMemory?.token) restore(role, current);
    else if (!current && inMemory) clear(role);
  }, [inMemory, storedToken, restore, clear, role]);

  if (inMemory && stored) return <>{children}</>;
  if (stored) return null;
  return <Navigate to={signInPath(role)} replace state={{ from: location.pathname }} />;
}
